import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../test/support/multipart';
import { MAX_MEDIA_BYTES } from '@shared/content/media';
import { pages, posts } from '../../db/schema/content';
import { memoryBlobStore, type BlobStore } from '../../platform/storage/storage';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let store: BlobStore;
let editor: string;
let admin: string;
let member: string;

const ORIGIN = { origin: 'http://localhost:5000' };

function multipart(fields: Record<string, string>, file?: { name: string; type: string; body: Buffer }) {
  return multipartBody([
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    ...(file ? [{ name: 'file', value: file.body, fileName: file.name, type: file.type }] : []),
  ]);
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();

async function upload(
  cookie: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipart>[1],
) {
  const m = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { cookie, ...ORIGIN, ...m.headers },
    payload: m.payload,
  });
}
const alt = { altEn: 'A red truck', altFr: 'Un camion rouge' };

beforeAll(async () => {
  store = memoryBlobStore();
  t = await createTestApp({}, { blobStore: store });
  await addUser(t, 'editor');
  await addUser(t, 'admin');
  await addUser(t, 'user');
  await addUser(t, 'dealer');
  editor = await login(t, 'editor-user');
  admin = await login(t, 'admin-user');
  member = await login(t, 'user-user');
});
afterAll(() => t.close());

describe('POST /api/admin/media', () => {
  it('stores a PNG with its size, alt text and WebP variants, served with a long immutable cache', async () => {
    const res = await upload(editor, alt, { name: 'truck.png', type: 'image/png', body: await image('png') });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item).toMatchObject({
      width: 1600,
      height: 900,
      mimeType: 'image/png',
      ...alt,
      fileName: 'truck.png',
    });
    expect(item.featuredWidth).toBe(1200);
    expect(item.featuredHeight).toBe(675);
    const file = await t.app.inject({ method: 'GET', url: item.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const card = await t.app.inject({ method: 'GET', url: item.cardUrl });
    expect(card.headers['content-type']).toBe('image/webp');
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 360,
    });
    const featured = await t.app.inject({ method: 'GET', url: item.featuredUrl });
    expect(await sharp(featured.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 675,
    });
    // The bytes went through the storage interface (here the memory driver).
    const keys: string[] = [];
    for await (const e of store.list()) keys.push(e.key);
    expect(keys.filter((k) => k.startsWith('media/'))).toHaveLength(3);
  });

  it.each(['jpeg', 'webp', 'gif'] as const)('takes a %s image', async (format) => {
    const res = await upload(editor, alt, {
      name: `a.${format}`,
      type: `image/${format}`,
      body: await image(format, 300, 200),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      width: 300,
      height: 200,
      mimeType: `image/${format}`,
      featuredWidth: 300,
    });
  });

  it('refuses a PNG that is really HTML, whatever its name and declared type', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(editor, alt, { name: 'photo.png', type: 'image/png', body: html });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.file ?? res.json().fields?.file).toBeTruthy();
    // A real PNG header in front of HTML: sniffed as a PNG start, refused once walked and decoded.
    const png = await image('png', 10, 10);
    const polyglot = Buffer.concat([
      png.subarray(0, 33),
      Buffer.from('<script>alert(1)</script>'.repeat(10)),
    ]);
    const res2 = await upload(editor, alt, { name: 'x.png', type: 'image/png', body: polyglot });
    expect(res2.statusCode).toBe(400);
  });

  it('refuses an SVG and a PDF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    expect((await upload(editor, alt, { name: 'a.svg', type: 'image/svg+xml', body: svg })).statusCode).toBe(
      400,
    );
    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    expect((await upload(editor, alt, { name: 'a.png', type: 'image/png', body: pdf })).statusCode).toBe(400);
  });

  it('refuses an oversized upload with 413', async () => {
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(MAX_MEDIA_BYTES + 10)]);
    const res = await upload(editor, alt, { name: 'big.png', type: 'image/png', body: big });
    expect(res.statusCode).toBe(413);
  });

  it('requires the alt text in both languages', async () => {
    const body = await image('png', 20, 20);
    const res = await upload(
      editor,
      { altEn: 'Only English', altFr: '  ' },
      { name: 'a.png', type: 'image/png', body },
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('altFr');
    const res2 = await upload(editor, {}, { name: 'a.png', type: 'image/png', body });
    expect(res2.statusCode).toBe(400);
    expect(JSON.stringify(res2.json())).toContain('altEn');
  });

  it('requires a file', async () => {
    expect((await upload(editor, alt)).statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const body = await image('png', 20, 20);
    expect((await upload('', alt, { name: 'a.png', type: 'image/png', body })).statusCode).toBe(401);
    expect((await upload(member, alt, { name: 'a.png', type: 'image/png', body })).statusCode).toBe(403);
    expect((await upload(admin, alt, { name: 'a.png', type: 'image/png', body })).statusCode).toBe(201);
  });
});

describe('GET /api/admin/media', () => {
  it('lists and searches the library by alt text or file name', async () => {
    await upload(
      editor,
      { altEn: 'A blue sedan at sunset', altFr: 'Une berline bleue' },
      { name: 'sedan.jpg', type: 'image/jpeg', body: await image('jpeg', 50, 50) },
    );
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie: editor } });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThan(3);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/admin/media?q=berline',
      headers: { cookie: editor },
    });
    expect(found.json().items.map((i: { altEn: string }) => i.altEn)).toEqual(['A blue sedan at sunset']);
    const byName = await t.app.inject({
      method: 'GET',
      url: '/api/admin/media?q=sedan.jpg',
      headers: { cookie: editor },
    });
    expect(byName.json().total).toBe(1);
    const pct = await t.app.inject({
      method: 'GET',
      url: '/api/admin/media?q=%25',
      headers: { cookie: editor },
    });
    expect(pct.json().total).toBe(0);
  });

  it('is for staff only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/media', headers: { cookie: member } }))
        .statusCode,
    ).toBe(403);
  });
});

describe('PATCH and DELETE /api/admin/media/:id', () => {
  it('updates the alt text, both required', async () => {
    const item = (
      await upload(editor, alt, { name: 'a.png', type: 'image/png', body: await image('png', 20, 20) })
    ).json();
    const ok = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: editor, ...ORIGIN },
      payload: { altEn: 'New', altFr: 'Nouveau' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ altEn: 'New', altFr: 'Nouveau' });
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: editor, ...ORIGIN },
      payload: { altEn: 'New', altFr: '' },
    });
    expect(bad.statusCode).toBe(400);
    const denied = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: member, ...ORIGIN },
      payload: { altEn: 'New', altFr: 'Nouveau' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('refuses to delete an image used by a post or a page, then deletes it and its files once unused', async () => {
    const item = (
      await upload(editor, alt, { name: 'used.png', type: 'image/png', body: await image('png', 40, 40) })
    ).json();
    const db = t.database.db;
    const [post] = await db
      .insert(posts)
      .values({
        title: 'Truck story',
        slug: 'truck-story',
        content: '<p>x</p>',
        featuredImage: item.featuredUrl,
      })
      .returning();
    const del = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/media/${item.id}`,
        headers: { cookie: editor, ...ORIGIN },
      });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('Truck story');

    const { eq } = await import('drizzle-orm');
    await db.update(posts).set({ featuredImage: null }).where(eq(posts.id, post!.id));
    const [page] = await db
      .insert(pages)
      .values({
        title: 'About us',
        slug: 'about-media',
        content: `<p><img src="${item.cardUrl}" alt="x"></p>`,
      })
      .returning();
    expect((await del()).statusCode).toBe(409);
    await db.update(pages).set({ content: '<p>none</p>' }).where(eq(pages.id, page!.id));

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/media/${item.id}`,
          headers: { cookie: member, ...ORIGIN },
        })
      ).statusCode,
    ).toBe(403);
    expect((await del()).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: item.url })).statusCode).toBe(404);
    expect((await del()).statusCode).toBe(404);
  });
});

describe('GET /api/media/files/:name', () => {
  it('serves only library files, under their own extension', async () => {
    const item = (
      await upload(editor, alt, { name: 'a.png', type: 'image/png', body: await image('png', 20, 20) })
    ).json();
    const wrongExt = item.url.replace(/\.png$/, '.gif');
    expect((await t.app.inject({ method: 'GET', url: wrongExt })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/media/files/${'0'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/media/files/..%2F..%2Fetc.png' })).statusCode,
    ).toBe(400);
  });
});
