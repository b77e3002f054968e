import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCompressor, preferredEncoding } from './page-compression';

const page = `<!doctype html><html><body>${'<p>Donate your vehicle to a Canadian charity.</p>'.repeat(60)}</body></html>`;

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['*', 'gzip'],
    ['BR;q=0.5', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('createPageCompressor', () => {
  it('compresses a page once per encoding and gives the kept bytes back', async () => {
    const pages = createPageCompressor();
    const br = await pages.compress(page, 'gzip, br');
    expect(br?.encoding).toBe('br');
    expect(brotliDecompressSync(br!.body).toString('utf8')).toBe(page);
    expect(br!.body.length).toBeLessThan(page.length / 4);
    expect((await pages.compress(page, 'br'))?.body).toBe(br!.body);

    const gz = await pages.compress(page, 'gzip');
    expect(gunzipSync(gz!.body).toString('utf8')).toBe(page);
    expect(pages.size).toBe(2);

    const other = await pages.compress(page.replace('Canadian', 'Quebec'), 'br');
    expect(other!.body).not.toBe(br!.body);
    expect(pages.size).toBe(3);
  });

  it('leaves small pages and requests without an accepted encoding alone', async () => {
    const pages = createPageCompressor();
    expect(await pages.compress('<p>short</p>', 'br')).toBeNull();
    expect(await pages.compress(page, 'identity')).toBeNull();
    expect(pages.size).toBe(0);
  });
});
