import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('one encoding negotiator (decision 021)', () => {
  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['*', 'gzip'],
  ])('%s: an API answer and a page choose %s alike', async (header, expected) => {
    const api = await get('/api/settings/public/all', header);
    const page = await get('/donate', header);
    expect(page.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe(expected);
    expect(page.headers['content-encoding']).toBe(expected);
    const unzip = expected === 'br' ? brotliDecompressSync : gunzipSync;
    expect(JSON.parse(unzip(api.rawPayload).toString())).toBeInstanceOf(Array);
    expect(unzip(page.rawPayload).toString()).toContain('</html>');
    for (const res of [api, page]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('neither is compressed on identity or x-no-compression', async () => {
    for (const url of ['/api/settings/public/all', '/donate']) {
      expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined();
      const off = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'x-no-compression': '1' },
      });
      expect(off.headers['content-encoding']).toBeUndefined();
    }
  });
});
