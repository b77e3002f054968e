import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(pages).values([
    {
      title: 'Terms of use / Conditions d’utilisation',
      slug: 'terms',
      status: 'published',
      template: 'legal',
      excerpt: 'The rules of the site / Les règles du site',
      featuredImage: 'javascript:alert(1)',
      content:
        '<section lang="en"><h2>Terms</h2><p onclick="x()">Use it well.<script>alert(1)</script></p></section>' +
        '<section lang="fr"><h2>Conditions</h2><p>Utilisez-le bien. <a href="javascript:alert(1)">lien</a></p></section>',
      updatedAt: new Date('2026-03-01T12:00:00Z'),
    },
    {
      title: 'About',
      slug: 'about',
      status: 'published',
      isHomepage: true,
      featuredImage: '/files/about.jpg',
      content: '<p>Hello</p>',
    },
    { title: 'Secret draft', slug: 'draft-page', status: 'draft', content: '<p>Not yet</p>' },
  ]);
});
afterAll(() => t.close());

describe('GET /api/pages/slug/:slug', () => {
  it('returns a published page with sanitized HTML, its badges and last update', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/slug/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'About',
      slug: 'about',
      template: 'default',
      isHomepage: true,
      featuredImage: '/files/about.jpg',
      excerpt: null,
      content: '<p>Hello</p>',
    });
    expect(Date.parse(res.json().updatedAt)).not.toBeNaN();
  });

  it('strips scripts, handlers and javascript: URLs from the content and the image', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/api/pages/slug/terms' })).json();
    expect(body.content).not.toMatch(/script|onclick|javascript:/i);
    expect(body.content).toContain('<a>lien</a>');
    expect(body.featuredImage).toBeNull();
    expect(body.updatedAt).toBe('2026-03-01T12:00:00.000Z');
  });

  it('shows an English visitor the English section and title first', async () => {
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/api/pages/slug/terms',
        headers: { 'accept-language': 'en-CA' },
      })
    ).json();
    expect(body.title).toBe('Terms of use');
    expect(body.excerpt).toBe('The rules of the site');
    expect(body.content.indexOf('lang="en"')).toBeLessThan(body.content.indexOf('lang="fr"'));
  });

  it('shows a French visitor the French section and title first, keeping both languages', async () => {
    const body = (
      await t.app.inject({
        method: 'GET',
        url: '/api/pages/slug/terms',
        headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      })
    ).json();
    expect(body.title).toBe('Conditions d’utilisation');
    expect(body.excerpt).toBe('Les règles du site');
    expect(body.content.startsWith('<section lang="fr"><h2>Conditions</h2>')).toBe(true);
    expect(body.content).toContain('<section lang="en"><h2>Terms</h2><p>Use it well.</p></section>');
  });

  it('answers 404 for a draft, translated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/pages/slug/draft-page',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: "La page que vous cherchez n'existe pas.",
    });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pages/slug/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: "The page you're looking for doesn't exist.",
    });
  });
});
