import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { requestedEncoding, type ContentEncoding } from './compression';

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

/**
 * A page's HTML, built from the template, and its compressed bytes. Nothing is kept here by address:
 * the one page cache (page-cache.ts: signed-out pages, by path, language, settings version and theme)
 * hands back the same rendered object to its visitors, and the bytes are kept with that object
 * (a WeakMap in this closure: gone with it when the page cache drops it). A page rendered for one
 * visitor (signed in, another query string) is built and compressed lightly once, and not kept. A kept
 * page's first bytes are compressed lightly on the spot, and again harder on libuv's threads once it is
 * sent again.
 */
export function createPageEncoder() {
  const built = new WeakMap<object, Page>();
  const pageOf = (parts: PageParts, build: (parts: PageParts) => string): Page => {
    if (typeof parts === 'string') return { parts, html: build(parts) };
    let page = built.get(parts);
    if (!page) {
      built.set(parts, (page = { parts, html: build(parts) }));
    }
    return page;
  };
  return {
    /**
     * The page's HTML (built with `build` unless built for this object before) and its compressed bytes
     * in the encoding the request's headers choose (the API's negotiation, compression.ts), if any.
     */
    page(
      parts: PageParts,
      headers: IncomingHttpHeaders,
      build: (parts: PageParts) => string,
    ): { html: string; compressed: { encoding: ContentEncoding; body: Buffer } | null } {
      const page = pageOf(parts, build);
      const encoding = page.html.length >= MIN_BYTES ? requestedEncoding(headers) : null;
      if (!encoding) return { html: page.html, compressed: null };
      const current = page[encoding];
      if (!current) {
        // The page's first answer in this encoding: light and at once.
        const body = compressFirst(page.html, encoding);
        page[encoding] = { body, final: false };
        return { html: page.html, compressed: { encoding, body } };
      }
      if (!current.final) {
        // Sent again: smaller bytes for the next visitors, made on libuv's threads; this one gets the first.
        current.final = true;
        const smaller = compressKept(page.html, encoding);
        smaller.then(
          (body) => {
            if (page[encoding] === current) page[encoding] = { body, final: true };
          },
          () => undefined, // the first bytes stay
        );
      }
      return { html: page.html, compressed: { encoding, body: current.body } };
    },
  };
}
