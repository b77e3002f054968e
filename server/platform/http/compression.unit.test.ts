import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { registerCompression, requestedEncoding } from './compression';

const big = JSON.stringify(
  Array.from({ length: 200 }, (_, i) => ({ key: `setting${i}`, value: `valeur numéro ${i}` })),
);
const large =
  'x'.repeat(10) + JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ i, text: `ligne ${i}` })));

async function appWithRoutes() {
  const app = Fastify();
  await registerCompression(app, { threshold: 1024 });
  app.get('/big', { config: { access: 'public' } }, async () => JSON.parse(big) as unknown);
  app.get('/string', { config: { access: 'public' } }, async (_req, reply) =>
    reply.type('application/json; charset=utf-8').send(big),
  );
  app.get('/large', async (_req, reply) => reply.type('text/plain').send(large));
  app.get('/small', async () => ({ ok: true }));
  app.get('/varied', async (_req, reply) => reply.header('vary', 'Accept-Language').send(JSON.parse(big)));
  app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 1)));
  app.get('/gz', async (_req, reply) =>
    reply.type('application/octet-stream').send(gzipSync(Buffer.alloc(4096, 2))),
  );
  app.get('/csv', async (_req, reply) =>
    reply.type('text/csv; charset=utf-8').send(Readable.from(['a,b\n', ...Array(500).fill('1,2\n')])),
  );
  app.get('/events', async (_req, reply) =>
    reply.type('text/event-stream; charset=utf-8').send(Readable.from(['data: 1\n\n'.repeat(200)])),
  );
  app.post('/sse', { compress: false }, async (_req, reply) => reply.type('text/plain').send(big));
  app.post('/echo', async (req) => ({ got: req.body }));
  return app;
}

const get = (app: Awaited<ReturnType<typeof appWithRoutes>>, url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('response compression', () => {
  it('sends JSON over the threshold as br or gzip that decompress to the same bytes, with Vary', async () => {
    const app = await appWithRoutes();
    const br = await get(app, '/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const gz = await get(app, '/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(big);
    const plain = await get(app, '/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(big);
    await app.close();
  });

  it('compresses a large body, to the same bytes', async () => {
    const app = await appWithRoutes();
    const res = await get(app, '/large', 'br;q=0.5, gzip;q=0.9');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(large);
    await app.close();
  });

  it('leaves small, binary, already compressed and refused answers as they are', async () => {
    const app = await appWithRoutes();
    const small = await get(app, '/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    expect((await get(app, '/png', 'br')).headers['content-encoding']).toBeUndefined();
    const gz = await get(app, '/gz', 'br');
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(gz.rawPayload).length).toBe(4096);
    expect((await get(app, '/big', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get(app, '/big', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
    const noCompression = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
    });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    const off = await app.inject({ method: 'POST', url: '/sse', headers: { 'accept-encoding': 'br' } });
    expect(off.headers['content-encoding']).toBeUndefined();
    expect(off.body).toBe(big);
    await app.close();
  });

  it('adds accept-encoding to a Vary the route set', async () => {
    const app = await appWithRoutes();
    const res = await get(app, '/varied', 'br');
    expect(res.headers.vary).toBe('Accept-Language, accept-encoding');
    await app.close();
  });

  it('compresses streams as they flow, and never server-sent events', async () => {
    const app = await appWithRoutes();
    const csv = await get(app, '/csv', 'gzip');
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(csv.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(csv.rawPayload).toString()).toBe(`a,b\n${'1,2\n'.repeat(500)}`);
    const events = await get(app, '/events', 'br');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toBe('data: 1\n\n'.repeat(200));
    await app.close();
  });

  it('decompresses request bodies and refuses an unknown encoding', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ name: 'Émile' })),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: { name: 'Émile' } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(415);
    const broken = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: 'not gzip',
    });
    expect(broken.statusCode).toBe(400);
    await app.close();
  });
});

describe('requestedEncoding', () => {
  const negotiateEncoding = (header: string | undefined) =>
    requestedEncoding(header === undefined ? {} : { 'accept-encoding': header });
  it('chooses as @fastify/compress does', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0.8')).toBe('br');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('br;q=0')).toBeNull();
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(requestedEncoding({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBeNull();
  });
});
