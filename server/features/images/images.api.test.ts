import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema/media';
import { storedFiles } from '../../db/schema/files';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/** A local stand-in for Pixabay and Pexels answering their documented JSON. */
let standin: Server;
let base = '';
const seen: { path: string; query: URLSearchParams; auth?: string }[] = [];

function answer(req: IncomingMessage) {
  const url = new URL(req.url ?? '/', 'http://x');
  seen.push({ path: url.pathname, query: url.searchParams, auth: req.headers.authorization });
  if (url.pathname === '/pixabay/') {
    if (url.searchParams.get('key') !== 'pix-key')
      return { status: 400, body: '[ERROR 400] Invalid or missing API key' };
    return {
      status: 200,
      body: JSON.stringify({
        total: 4692,
        totalHits: 500,
        hits: [
          {
            id: 195893,
            pageURL: 'https://pixabay.com/en/blossom-bloom-flower-195893/',
            type: 'photo',
            tags: 'car, donation, charity',
            previewURL: 'https://cdn.pixabay.com/photo/2013/10/15/09/12/flower-195893_150.jpg',
            previewWidth: 150,
            previewHeight: 84,
            webformatURL: 'https://pixabay.com/get/35bbf209e13e39d2_640.jpg',
            webformatWidth: 640,
            webformatHeight: 360,
            largeImageURL: 'https://pixabay.com/get/ed6a99fd0a76647_1280.jpg',
            imageWidth: 4000,
            imageHeight: 2250,
            imageSize: 4731420,
            views: 7671,
            downloads: 6439,
            likes: 5,
            comments: 2,
            user_id: 48777,
            user: 'Josch13',
            userImageURL: 'https://cdn.pixabay.com/user/2013/11/05/02-10-23-764_250x250.jpg',
          },
          {
            id: 2,
            pageURL: 'x',
            tags: 'bad',
            previewURL: 'javascript:alert(1)',
            webformatURL: 'javascript:x',
            user: 'x',
          },
        ],
      }),
    };
  }
  if (url.pathname === '/pexels/v1/search') {
    if (req.headers.authorization !== 'pex-key') return { status: 401, body: '{"error":"Unauthorized"}' };
    return {
      status: 200,
      body: JSON.stringify({
        total_results: 10000,
        page: 1,
        per_page: 1,
        photos: [
          {
            id: 3573351,
            width: 3066,
            height: 3968,
            url: 'https://www.pexels.com/photo/trees-during-day-3573351/',
            photographer: 'Lukas Rodriguez',
            photographer_url: 'https://www.pexels.com/@lukas-rodriguez-1845331',
            photographer_id: 1845331,
            avg_color: '#374824',
            src: {
              original: 'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png',
              large2x:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&dpr=2&h=650&w=940',
              large:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=650&w=940',
              medium:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=350',
              small:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&h=130',
              portrait:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&fit=crop&h=1200&w=800',
              landscape:
                'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&fit=crop&h=627&w=1200',
              tiny: 'https://images.pexels.com/photos/3573351/pexels-photo-3573351.png?auto=compress&cs=tinysrgb&dpr=1&fit=crop&h=200&w=280',
            },
            liked: false,
            alt: 'Brown Rocks During Golden Hour',
          },
        ],
        next_page: 'https://api.pexels.com/v1/search/?page=2&per_page=1&query=nature',
      }),
    };
  }
  return { status: 500, body: 'down' };
}

beforeAll(async () => {
  standin = createServer((req, res) => {
    const a = answer(req);
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(a.body);
  });
  await new Promise<void>((r) => standin.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(standin.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => standin.close(() => r())));

describe('GET /api/images/search with Pixabay and Pexels keys', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({
      PIXABAY_API_KEY: 'pix-key',
      PIXABAY_BASE_URL: `${base}/pixabay/`,
      PEXELS_API_KEY: 'pex-key',
      PEXELS_BASE_URL: `${base}/pexels/v1/`,
    });
    await addUser(t, 'editor');
    cookie = await login(t, 'editor-user');
  });
  afterAll(() => t.close());

  it('asks Pixabay with the key, the query and the page size, and maps its hits (unsafe URLs dropped)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/search?query=car%20donation&source=pixabay&per_page=24',
      headers: { cookie, 'accept-language': 'fr-CA' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 500,
      source: 'pixabay',
      configured: ['pixabay', 'pexels'],
      images: [
        {
          id: 'pixabay-195893',
          url: 'https://pixabay.com/get/ed6a99fd0a76647_1280.jpg',
          preview: 'https://pixabay.com/get/35bbf209e13e39d2_640.jpg',
          tags: 'car, donation, charity',
          user: 'Josch13',
          source: 'pixabay',
          width: 4000,
          height: 2250,
          pageUrl: 'https://pixabay.com/en/blossom-bloom-flower-195893/',
        },
      ],
    });
    const q = seen.at(-1)!.query;
    expect(q.get('q')).toBe('car donation');
    expect(q.get('per_page')).toBe('24');
    expect(q.get('lang')).toBe('fr');
    expect(q.get('safesearch')).toBe('true');
  });

  it('asks Pexels with the key in the Authorization header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/search?query=nature&source=pexels&per_page=5',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('pexels');
    expect(res.json().total).toBe(10000);
    expect(res.json().images[0]).toMatchObject({
      id: 'pexels-3573351',
      user: 'Lukas Rodriguez',
      alt: 'Brown Rocks During Golden Hour',
      width: 3066,
      height: 3968,
    });
    expect(seen.at(-1)).toMatchObject({ path: '/pexels/v1/search', auth: 'pex-key' });
    expect(seen.at(-1)!.query.get('query')).toBe('nature');
  });

  it('needs a non-empty query, and staff', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/search?query=%20%20', headers: { cookie } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/images/search?query=car' })).statusCode).toBe(401);
  });
});

describe('GET /api/images/search when the service fails', () => {
  it('answers with a clear error when the key is refused', async () => {
    const t = await createTestApp({ PIXABAY_API_KEY: 'wrong', PIXABAY_BASE_URL: `${base}/pixabay/` });
    await addUser(t, 'editor');
    const cookie = await login(t, 'editor-user');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/search?query=car',
      headers: { cookie },
    });
    expect(res.json().message).toMatch(/image search service/);
    await t.close();
  });
});

describe('GET /api/images/search without keys', () => {
  it('searches the media library and says so', async () => {
    const t = await createTestApp();
    await addUser(t, 'editor');
    await addUser(t, 'user');
    const cookie = await login(t, 'editor-user');
    const db = t.database.db;
    const ids = ['a', 'b', 'c'].map((c) => c.repeat(32));
    await db.insert(storedFiles).values(
      ids.map((id) => ({
        id,
        storageKey: `media/${id}-x`,
        fileName: 'x',
        mimeType: 'image/png',
        size: 1,
        sha256: 'x',
      })),
    );
    await db.insert(media).values({
      fileId: ids[0]!,
      cardFileId: ids[1]!,
      featuredFileId: ids[2]!,
      fileName: 'truck.png',
      mimeType: 'image/png',
      size: 1,
      width: 2400,
      height: 1200,
      altEn: 'A tow truck',
      altFr: 'Une dépanneuse',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/images/search?query=d%C3%A9panneuse&source=pixabay',
      headers: { cookie, 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'library', configured: [], total: 1 });
    expect(res.json().images[0]).toMatchObject({
      source: 'library',
      url: `/api/media/files/${ids[2]}.webp`,
      preview: `/api/media/files/${ids[1]}.webp`,
      alt: 'Une dépanneuse',
      width: 1200,
      height: 600,
    });
    const member = await login(t, 'user-user');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images/search?query=x', headers: { cookie: member } }))
        .statusCode,
    ).toBe(403);
    await t.close();
  });
});
