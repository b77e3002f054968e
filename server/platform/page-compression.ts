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

/** Below this, compressing costs more than it saves (as the API's threshold, compression.ts). */
const MIN_BYTES = 1024;

/** What the head renderer gives for a page (spa.ts RenderedHead), or the head alone. */
export type PageParts =
  | string
  | { head: string; lang?: string; status?: number; body?: string; afterRoot?: string; modules?: string[] };

interface Page {
  parts: PageParts;
  html: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
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

const pageKey = (parts: PageParts) =>
  typeof parts === 'string'
    ? `\u0000${parts}`
    : `${parts.status ?? 200}\u0000${parts.lang ?? ''}\u0000${parts.head}`;

/**
 * The server's HTML pages, built from the template and compressed once per distinct page and
 * encoding, and kept a minute: most visitors get the same markup (the render cache in seo/head.ts,
 * which hands back the same body), so putting it in the template, hashing it and compressing it for
 * each of them was work done again and again. A page is found by its head (title, canonical, language)
 * and checked against the rest of what was rendered (the body, by reference first). Compression runs
 * on libuv's threads, not on the event loop.
 */
export function createPageCache(opts: { maxEntries?: number; maxAgeMs?: number } = {}) {
  const cache = createRenderCache<Page>({
    maxEntries: opts.maxEntries ?? 200,
    maxAgeMs: opts.maxAgeMs ?? 60_000,
  });
  return {
    /** The page's HTML (built with `build` unless kept) and, when the request accepts one, its compressed bytes. */
    async page(
      parts: PageParts,
      acceptEncoding: string | undefined,
      build: (parts: PageParts) => string,
    ): Promise<{ html: string; compressed: { encoding: PageEncoding; body: Buffer } | null }> {
      const key = pageKey(parts);
      let page = cache.get(key);
      if (!page || !sameParts(page.parts, parts)) {
        page = { parts, html: build(parts) };
        cache.set(key, page);
      }
      const encoding = page.html.length >= MIN_BYTES ? preferredEncoding(acceptEncoding) : null;
      if (!encoding) return { html: page.html, compressed: null };
      const kept = page;
      const pending = (kept[encoding] ??= (
        encoding === 'br'
          ? brotli(kept.html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipAsync(kept.html, { level: 6 })
      ).catch((err: unknown) => {
        kept[encoding] = undefined;
        throw err;
      }));
      return { html: kept.html, compressed: { encoding, body: await pending } };
    },
    get size() {
      return cache.size;
    },
  };
}
