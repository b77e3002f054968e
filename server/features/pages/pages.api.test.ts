import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // One page per language, linked to its translation (DECISIONS §10).
  const [terms] = await t.database.db
    .insert(pages)
    .values({
      title: 'Terms of use',
      slug: 'terms',
      status: 'published',
      template: 'legal',
      excerpt: 'The rules / how we apply them',
      featuredImage: 'javascript:alert(1)',
      content:
        '<h2>Terms</h2><p onclick="x()">Use it well.<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
      updatedAt: new Date('2026-03-01T12:00:00Z'),
    })
    .returning({ id: pages.id });
  await t.database.db.insert(pages).values({
    title: 'Conditions d’utilisation',
    slug: 'conditions',
    status: 'published',
    language: 'fr',
    translationOf: terms!.id,
    content: '<p>Utilisez-le bien.</p>',
  });
  const [about] = await t.database.db
    .insert(pages)
    .values({
      // A title may hold a slash of its own: it is not a pair of languages.
      title: 'Before / After',
      slug: 'about',
      status: 'published',
      isHomepage: true,
      featuredImage: '/files/about.jpg',
      content: '<p>Hello</p>',
    })
    .returning({ id: pages.id });
  await t.database.db.insert(pages).values([
    { title: 'Secret draft', slug: 'draft-page', status: 'draft', content: '<p>Not yet</p>' },
    // A translation still in draft is not shown to visitors.
    {
      title: 'À propos',
      slug: 'a-propos',
      status: 'draft',
      language: 'fr',
      translationOf: about!.id,
      content: '<p>Bonjour</p>',
    },
  ]);
});
afterAll(() => t.close());

const read = (slug: string, language = 'en-CA') =>
  t.app.inject({ method: 'GET', url: `/api/pages/slug/${slug}`, headers: { 'accept-language': language } });

describe('GET /api/pages/slug/:slug', () => {
  it('returns a published page with sanitized HTML, its badges, language and last update', async () => {
    const res = await read('about');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Before / After',
      slug: 'about',
      template: 'default',
      isHomepage: true,
      featuredImage: '/files/about.jpg',
      excerpt: null,
      content: '<p>Hello</p>',
      language: 'en',
      translation: null,
    });
    expect(Date.parse(res.json().updatedAt)).not.toBeNaN();
  });

  it('strips scripts, handlers and javascript: URLs from the content and the image', async () => {
    const body = (await read('terms')).json();
    expect(body.content).not.toMatch(/script|onclick|javascript:/i);
    expect(body.content).toContain('<a>link</a>');
    expect(body.featuredImage).toBeNull();
    expect(body.updatedAt).toBe('2026-03-01T12:00:00.000Z');
  });

  it('shows a page as written whatever the visitor language, with its published translation', async () => {
    for (const language of ['en-CA', 'fr-CA']) {
      const terms = (await read('terms', language)).json();
      expect(terms).toMatchObject({
        title: 'Terms of use',
        excerpt: 'The rules / how we apply them',
        language: 'en',
        translation: { slug: 'conditions', title: 'Conditions d’utilisation', language: 'fr' },
      });
      const about = (await read('about', language)).json();
      expect(about.title).toBe('Before / After');
    }
    expect((await read('conditions', 'en-CA')).json()).toMatchObject({
      title: 'Conditions d’utilisation',
      content: '<p>Utilisez-le bien.</p>',
      language: 'fr',
      translation: { slug: 'terms', title: 'Terms of use', language: 'en' },
    });
  });

  it('answers 404 for a draft, translated', async () => {
    for (const slug of ['draft-page', 'a-propos']) {
      const res = await read(slug, 'fr');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: "La page que vous cherchez n'existe pas.",
      });
    }
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await read('nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: "The page you're looking for doesn't exist.",
    });
  });
});
