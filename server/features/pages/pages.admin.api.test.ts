import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;
let member: string;
const ORIGIN = { origin: 'http://localhost:5000' };

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie, ...ORIGIN }, payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin');
  await addUser(t, 'editor');
  await addUser(t, 'user');
  admin = await login(t, 'admin-user');
  editor = await login(t, 'editor-user');
  member = await login(t, 'user-user');
});
afterAll(() => t.close());

describe("pages: the admins' editor endpoints", () => {
  let enId = 0;
  it('creates a page with a slug from its title and sanitized HTML', async () => {
    const res = await call('POST', '/api/pages', admin, {
      title: 'About Us!',
      content:
        '<h2>Who</h2><p onclick="x()">We <script>alert(1)</script>help.</p><img src="javascript:alert(1)">',
      status: 'published',
      template: 'landing',
    });
    expect(res.statusCode).toBe(201);
    const page = res.json();
    enId = page.id;
    expect(page).toMatchObject({
      slug: 'about-us',
      language: 'en',
      status: 'published',
      template: 'landing',
    });
    expect(page.content).toBe('<h2>Who</h2><p>We help.</p>');
    expect(page.publishedAt).not.toBeNull();
  });

  it('creates the French translation, linked both ways, and the visitor sees the link', async () => {
    const res = await call('POST', '/api/pages', admin, {
      title: 'À propos de nous',
      content: '<p>Nous aidons.</p>',
      language: 'fr',
      translationOf: enId,
      status: 'published',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ slug: 'a-propos-de-nous', translation: { id: enId, language: 'en' } });
    const en = await call('GET', `/api/pages/${enId}`, admin);
    expect(en.json().translation).toMatchObject({ slug: 'a-propos-de-nous', language: 'fr' });
    const pub = await t.app.inject({ method: 'GET', url: '/api/pages/slug/about-us' });
    expect(pub.json()).toMatchObject({
      language: 'en',
      translation: { slug: 'a-propos-de-nous', title: 'À propos de nous', language: 'fr' },
    });
  });

  it('refuses a duplicate slug, a bad slug, a missing title and a second translation', async () => {
    expect((await call('POST', '/api/pages', admin, { title: 'About us' })).statusCode).toBe(409);
    expect((await call('POST', '/api/pages', admin, { title: 'X', slug: 'Bad Slug!' })).statusCode).toBe(400);
    expect((await call('POST', '/api/pages', admin, { title: '  ' })).statusCode).toBe(400);
    const second = await call('POST', '/api/pages', admin, {
      title: 'Autre',
      language: 'fr',
      translationOf: enId,
    });
    expect(second.statusCode).toBe(400);
    const same = await call('POST', '/api/pages', admin, {
      title: 'Other',
      language: 'en',
      translationOf: enId,
    });
    expect(same.statusCode).toBe(400);
  });

  it('takes a featured image at an http(s) address or a site path only, naming the field in the visitor language', async () => {
    for (const featuredImage of [
      'javascript:alert(1)',
      '//evil.example/x.png',
      '" onerror="x',
      'data:image/png;base64,AA',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pages',
        headers: { cookie: admin, ...ORIGIN, 'accept-language': 'fr-CA' },
        payload: { title: 'Image page', featuredImage },
      });
      expect(res.statusCode, featuredImage).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        featuredImage: 'Utilisez une adresse d’image commençant par https:// ou /.',
      });
    }
    const ok = await call('POST', '/api/pages', admin, {
      title: 'Image page',
      featuredImage: '/api/media/files/0123456789abcdef0123456789abcdef.webp',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().featuredImage).toBe('/api/media/files/0123456789abcdef0123456789abcdef.webp');
    const bad = await call('PATCH', `/api/pages/${ok.json().id}`, admin, { featuredImage: 'javascript:x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.featuredImage).toBe('Use an image address starting with https:// or /.');
    const cleared = await call('PATCH', `/api/pages/${ok.json().id}`, admin, { featuredImage: '' });
    expect(cleared.json().featuredImage).toBeNull();
  });

  it('keeps exactly one homepage', async () => {
    const a = (await call('POST', '/api/pages', admin, { title: 'Home A', isHomepage: true })).json();
    const b = (await call('POST', '/api/pages', admin, { title: 'Home B' })).json();
    const moved = await call('PATCH', `/api/pages/${b.id}`, admin, { isHomepage: true });
    expect(moved.json().isHomepage).toBe(true);
    expect((await call('GET', `/api/pages/${a.id}`, admin)).json().isHomepage).toBe(false);
    const drop = await call('PATCH', `/api/pages/${b.id}`, admin, { isHomepage: false });
    expect(drop.statusCode).toBe(409);
  });

  it('updates only the fields sent, and publishing sets publishedAt', async () => {
    const draft = (
      await call('POST', '/api/pages', admin, { title: 'Draft page', excerpt: 'Kept', content: '<p>a</p>' })
    ).json();
    expect(draft.publishedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/pages/slug/draft-page' })).statusCode).toBe(404);
    const res = await call('PATCH', `/api/pages/${draft.id}`, admin, {
      status: 'published',
      title: 'Draft page 2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Draft page 2',
      excerpt: 'Kept',
      status: 'published',
      slug: 'draft-page',
    });
    expect(res.json().publishedAt).not.toBeNull();
  });

  it('lists pages with their translation link, searchable and by language', async () => {
    const all = await call('GET', '/api/pages', admin);
    expect(all.statusCode).toBe(200);
    const fr = await call('GET', '/api/pages?language=fr', admin);
    expect(fr.json().items.map((p: { slug: string }) => p.slug)).toEqual(['a-propos-de-nous']);
    const found = await call('GET', '/api/pages?q=about', admin);
    expect(found.json().items[0]).toMatchObject({ slug: 'about-us', translation: { language: 'fr' } });
  });

  it("is for admins only: editors write posts, not the site's pages", async () => {
    for (const cookie of [editor, member]) {
      expect((await call('GET', '/api/pages', cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/pages/${enId}`, cookie)).statusCode).toBe(403);
      expect((await call('POST', '/api/pages', cookie, { title: 'x' })).statusCode).toBe(403);
      expect((await call('PATCH', `/api/pages/${enId}`, cookie, { title: 'x' })).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/pages/${enId}`, '')).statusCode).toBe(401);
    expect((await call('POST', '/api/pages', member, { title: 'x' })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/pages/${enId}`, member, { title: 'x' })).statusCode).toBe(403);
  });
});
