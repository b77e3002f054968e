import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/support/multipart';
import { memoryBlobStore } from '../../platform/storage/storage';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let editor: string;
let admin: string;
let base: string;
const ORIGIN = 'http://localhost:5000';

beforeAll(async () => {
  t = await createTestApp({}, { blobStore: memoryBlobStore() });
  await addUser(t, 'editor');
  await addUser(t, 'admin');
  editor = await login(t, 'editor-user');
  admin = await login(t, 'admin-user');
  base = t.app.ctx.env.PUBLIC_URL.replace(/\/+$/, '');
});
afterAll(() => t.close());

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

async function uploadImage(width: number, height: number) {
  const body = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 80 } } })
    .png()
    .toBuffer();
  const m = multipartBody([
    { name: 'altEn', value: 'A green van' },
    { name: 'altFr', value: 'Une fourgonnette verte' },
    { name: 'file', value: body, fileName: 'van.png', type: 'image/png' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie: editor, origin: ORIGIN, ...m.headers },
    payload: m.payload,
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { url: string; featuredUrl: string; featuredWidth: number; featuredHeight: number };
}

async function publish(body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/posts',
    headers: { cookie: editor, origin: ORIGIN },
    payload: { content: '<p>Texte</p>', status: 'published', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { slug: string };
}

describe("a blog post's sharing card", () => {
  it('is its featured image from the library, at its absolute address with its size and alt text', async () => {
    const image = await uploadImage(2400, 1600);
    const post = await publish({
      title: 'Donner une fourgonnette',
      language: 'fr',
      featuredImage: image.featuredUrl,
    });
    const html = (await t.app.inject({ method: 'GET', url: `/blog/${post.slug}` })).body;
    expect(meta(html, 'og:image')).toBe(`${base}${image.featuredUrl}`);
    expect(meta(html, 'og:image:width')).toBe(String(image.featuredWidth));
    expect(meta(html, 'og:image:height')).toBe(String(image.featuredHeight));
    expect([image.featuredWidth, image.featuredHeight]).toEqual([1200, 800]);
    expect(meta(html, 'og:image:alt')).toBe('Une fourgonnette verte');
    expect(html.match(/property="og:image"/g), 'one sharing image').toHaveLength(1);
  });

  it("is another site's image without a size it cannot know, and the site's card for a post without one", async () => {
    const outside = await publish({
      title: 'An image from elsewhere',
      language: 'en',
      featuredImage: 'https://images.example.org/truck.jpg',
    });
    const html = (await t.app.inject({ method: 'GET', url: `/blog/${outside.slug}` })).body;
    expect(meta(html, 'og:image')).toBe('https://images.example.org/truck.jpg');
    expect(meta(html, 'og:image:width')).toBeUndefined();
    expect(meta(html, 'og:image:alt')).toBe('An image from elsewhere');

    const plain = await publish({ title: 'No picture here', language: 'en' });
    const plainHtml = (await t.app.inject({ method: 'GET', url: `/blog/${plain.slug}` })).body;
    expect(meta(plainHtml, 'og:image')).toBe(`${base}/og-image.png`);
    expect(meta(plainHtml, 'og:image:width')).toBe('1200');
  });
});

describe('the web manifest', () => {
  it("takes the active theme's colours, and the site's own without one", async () => {
    const manifest = async () => (await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })).json();
    expect(await manifest()).toMatchObject({ theme_color: '#0a6456', background_color: '#ffffff' });

    const headers = { cookie: admin, origin: ORIGIN };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/color-themes',
      headers,
      payload: { name: 'Plum', primary: '#6b2a5c', ring: '#6b2a5c', background: '#fffafd' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const activated = await t.app.inject({
      method: 'POST',
      url: `/api/color-themes/${id}/activate`,
      headers,
    });
    expect(activated.statusCode).toBe(200);
    expect(await manifest()).toMatchObject({ theme_color: '#6b2a5c', background_color: '#fffafd' });
  });
});
