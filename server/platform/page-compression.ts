import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { requestedEncoding, type ContentEncoding } from './compression';
import { createRenderCache } from './render-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than it saves (as the API's threshold, compression.ts). */
const MIN_BYTES = 1024;

/** What the head renderer gives for a page (spa.ts RenderedHead), or the head alone. */
export type PageParts =
  | string
  | { head: string; lang?: string; status?: number; body?: string; afterRoot?: string; modules?: string[] };

interface Page {
  parts: PageParts;
  html: string;
  br?: Compressed;
  gzip?: Compressed;
}

/** A page's bytes in one encoding: made quickly for its first answer, made smaller once it is sent again. */
interface Compressed {
  body: Buffer;
  /** True once the bytes are the smaller ones (or being made): compressed again at most once. */
  final: boolean;
}

/**
 * How hard a page is compressed. A page is mostly sent once (a signed-in visitor's, one with a new query
 * string): its first bytes are made at a light setting on the spot (brotli 3 / gzip 3: ~0.25 ms for
 * 70 kB, where brotli 5 / gzip 6 cost 0.7–1 ms, for 10–15 % more bytes, still within the first TCP
 * window). A page asked for again (the same markup kept here) is compressed once more, harder and off
 * the event loop, and its later visitors get those bytes.
 */
const BROTLI_FIRST = 3;
const BROTLI_KEPT = 5;
const GZIP_FIRST = 3;
const GZIP_KEPT = 6;

const brotliParams = (quality: number, size: number) => ({
  [constants.BROTLI_PARAM_QUALITY]: quality,
  [constants.BROTLI_PARAM_SIZE_HINT]: size,
  // A window no larger than the page: the encoder sets up (and clears) less memory.
  [constants.BROTLI_PARAM_LGWIN]: Math.max(
    constants.BROTLI_MIN_WINDOW_BITS,
    Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(size + 1))),
  ),
});

function compressFirst(html: string, encoding: ContentEncoding): Buffer {
  const bytes = Buffer.from(html);
  return encoding === 'br'
    ? brotliCompressSync(bytes, { params: brotliParams(BROTLI_FIRST, bytes.length) })
    : gzipSync(bytes, { level: GZIP_FIRST });
}

function compressKept(html: string, encoding: ContentEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html);
  return encoding === 'br'
    ? brotli(bytes, { params: brotliParams(BROTLI_KEPT, bytes.length) })
    : gzipAsync(bytes, { level: GZIP_KEPT });
}

const sameModules = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  a === b || (!!a && !!b && a.length === b.length && a.every((m, i) => m === b[i]));

/** The same page: the head is the cache key; the large parts are compared, by reference first. */
function sameParts(a: PageParts, b: PageParts): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return (
    a.head === b.head &&
    a.lang === b.lang &&
    a.status === b.status &&
    a.body === b.body &&
    a.afterRoot === b.afterRoot &&
    sameModules(a.modules, b.modules)
  );
}

const keyOf = (parts: PageParts) =>
  typeof parts === 'string'
    ? `\u0000${parts}`
    : `${parts.status ?? 200}\u0000${parts.lang ?? ''}\u0000${parts.head}`;

/**
 * A page's key, made once per rendered head: the render caches hand back the same object to most
 * visitors, and a key built anew (a few kB of head) was hashed in full on every lookup, ~8 µs a page.
 */
const keys = new WeakMap<object, string>();
function pageKey(parts: PageParts): string {
  if (typeof parts === 'string') return keyOf(parts);
  let key = keys.get(parts);
  if (key === undefined) keys.set(parts, (key = keyOf(parts)));
  return key;
}

/**
 * The server's HTML pages, built from the template and compressed once per distinct page and
 * encoding, and kept a minute: most visitors get the same markup (the render cache in seo/head.ts,
 * which hands back the same body), so putting it in the template, hashing it and compressing it for
 * each of them was work done again and again. A page is found by its head (title, canonical, language)
 * and checked against the rest of what was rendered (the body, by reference first). A page's first
 * bytes are compressed lightly on the spot, and again harder on libuv's threads once it is sent again.
 */
export function createPageCache(opts: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const cache = createRenderCache<Page>({
    maxEntries: opts.maxEntries ?? 200,
    maxAgeMs: opts.maxAgeMs ?? 60_000,
  });
  return {
    /**
     * The page's HTML (built with `build` unless kept) and its compressed bytes in the encoding the
     * request's headers choose (the API's negotiation, compression.ts), if any.
     */
    page(
      parts: PageParts,
      headers: IncomingHttpHeaders,
      build: (parts: PageParts) => string,
    ): { html: string; compressed: { encoding: ContentEncoding; body: Buffer } | null } {
      const key = pageKey(parts);
      let page = cache.get(key);
      if (!page || !sameParts(page.parts, parts)) {
        page = { parts, html: build(parts) };
        cache.set(key, page);
      }
      const encoding = page.html.length >= MIN_BYTES ? requestedEncoding(headers) : null;
      if (!encoding) return { html: page.html, compressed: null };
      const kept = page;
      const current = kept[encoding];
      if (!current) {
        // The page's first answer in this encoding: light and at once.
        const body = compressFirst(kept.html, encoding);
        kept[encoding] = { body, final: false };
        return { html: kept.html, compressed: { encoding, body } };
      }
      if (!current.final) {
        // Sent again: smaller bytes for the next visitors, made on libuv's threads; this one gets the first.
        current.final = true;
        const smaller = compressKept(kept.html, encoding);
        smaller.then(
          (body) => {
            if (kept[encoding] === current) kept[encoding] = { body, final: true };
          },
          () => undefined, // the first bytes stay
        );
      }
      return { html: kept.html, compressed: { encoding, body: current.body } };
    },
    get size() {
      return cache.size;
    },
  };
}
