import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createRenderCache } from './render-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PageEncoding = 'br' | 'gzip';

/** br when the request accepts it, else gzip, else none (`q=0` refuses an encoding). */
export function preferredEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Below this, compressing costs more than it saves (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

/**
 * The server's HTML pages, compressed once per distinct page and encoding and kept a minute: most
 * visitors get the same markup (the render cache in seo/head.ts), so compressing it for each of them
 * was work done again and again. Compression runs on libuv's threads, not on the event loop.
 */
export function createPageCompressor(opts: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const cache = createRenderCache<Buffer>({
    maxEntries: opts.maxEntries ?? 300,
    maxAgeMs: opts.maxAgeMs ?? 60_000,
  });
  return {
    async compress(
      html: string,
      acceptEncoding: string | undefined,
    ): Promise<{ encoding: PageEncoding; body: Buffer } | null> {
      const encoding = html.length >= MIN_BYTES ? preferredEncoding(acceptEncoding) : null;
      if (!encoding) return null;
      const key = `${encoding}:${createHash('sha1').update(html).digest('base64')}`;
      let body = cache.get(key);
      if (!body) {
        body =
          encoding === 'br'
            ? await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
            : await gzipAsync(html, { level: 6 });
        cache.set(key, body);
      }
      return { encoding, body };
    },
    get size() {
      return cache.size;
    },
  };
}
