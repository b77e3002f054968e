import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageEncoder, type PageParts } from './page-compression';

const page = `<!doctype html><html><body>${'<p>Donate your vehicle to a Canadian charity.</p>'.repeat(60)}</body></html>`;

/** A request's headers with this Accept-Encoding. */
const ae = (acceptEncoding: string) => ({ 'accept-encoding': acceptEncoding });

describe('createPageEncoder', () => {
  const build = (parts: PageParts) =>
    typeof parts === 'string' ? page : page.replace('<body>', `<body>${parts.head}${parts.body ?? ''}`);

  it('builds and compresses a kept page once per encoding and gives the kept bytes back', async () => {
    const pages = createPageEncoder();
    let built = 0;
    const counting = (parts: PageParts) => (built++, build(parts));
    const kept = { head: '<title>A</title>', body: '<main>Accueil</main>' };
    const first = await pages.page(kept, ae('gzip, br'), counting);
    expect(first.compressed?.encoding).toBe('br');
    expect(brotliDecompressSync(first.compressed!.body).toString('utf8')).toBe(first.html);
    expect(first.compressed!.body.length).toBeLessThan(first.html.length / 4);
    // The same rendered object again (the page cache's): neither built nor compressed again.
    const again = await pages.page(kept, ae('br'), counting);
    expect(again.compressed?.body).toBe(first.compressed!.body);
    expect(built).toBe(1);

    const gz = await pages.page(kept, ae('gzip'), counting);
    expect(gunzipSync(gz.compressed!.body).toString('utf8')).toBe(first.html);
    expect(built).toBe(1);

    // Another object (a page rendered for one visitor, not kept): built anew, nothing found by its text.
    const other = await pages.page({ ...kept, body: '<main>Autre</main>' }, ae('br'), counting);
    expect(built).toBe(2);
    expect(brotliDecompressSync(other.compressed!.body).toString('utf8')).toContain('Autre');
    await pages.page({ ...kept }, ae('br'), counting);
    expect(built).toBe(3);
  });

  it('compresses a page lightly for its first answer and harder once it is asked for again', async () => {
    const pages = createPageEncoder();
    const parts = { head: '<title>A</title>', body: '<main>Accueil</main>' };
    const first = await pages.page(parts, ae('br'), build);
    const second = await pages.page(parts, ae('br'), build);
    expect(second.compressed!.body).toBe(first.compressed!.body);
    let later = second;
    for (let i = 0; i < 100 && later.compressed!.body === first.compressed!.body; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      later = await pages.page(parts, ae('br'), build);
    }
    expect(later.compressed!.body).not.toBe(first.compressed!.body);
    expect(brotliDecompressSync(later.compressed!.body).toString('utf8')).toBe(first.html);
    expect(later.compressed!.body.length).toBeLessThanOrEqual(first.compressed!.body.length);
    const gz = await pages.page(parts, ae('gzip'), build);
    expect(gunzipSync(gz.compressed!.body).toString('utf8')).toBe(first.html);
  });

  it('leaves small pages and requests without an accepted encoding uncompressed', async () => {
    const pages = createPageEncoder();
    expect((await pages.page('x', ae('br'), () => '<p>short</p>')).compressed).toBeNull();
    const plain = await pages.page({ head: '<title>A</title>' }, ae('identity'), build);
    expect(plain.compressed).toBeNull();
    expect(plain.html).toBe(build({ head: '<title>A</title>' }));
  });
});

describe('the page cache negotiates as the API (one negotiator, compression.ts)', () => {
  it.each([
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
  ])('%s → %s', async (header, expected) => {
    const { compressed } = createPageEncoder().page('x', ae(header), () => page);
    expect(compressed?.encoding ?? null).toBe(expected);
  });
});
