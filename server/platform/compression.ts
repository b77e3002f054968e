import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable, type Transform } from 'node:stream';
import {
  brotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createBrotliDecompress,
  createGunzip,
  createGzip,
  createInflate,
  gzip,
  gzipSync,
  type BrotliOptions,
} from 'node:zlib';
import { addRouteHook } from './route-hooks';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** `false`: this route's answers are sent as they are (server-sent events flush each message). */
    compress?: false;
  }
}

export type ContentEncoding = 'br' | 'gzip';

/** Brotli at quality 4: most of the gain of 11 at a small part of the CPU (as @fastify/compress chose). */
const BROTLI_QUALITY = 4;
/**
 * A body made for one answer (a valuation, a staff list) is compressed once and thrown away: brotli 1
 * and gzip 1 take a quarter of the CPU of 4 and 6 (a 22 KiB list: 31 against 120 µs) for a few per
 * cent more bytes. Kept bodies, compressed once and sent many times, get the stronger setting.
 */
const ONE_OFF = { brotli: 1, gzip: 1 };

export type CompressionEffort = 'kept' | 'once';
/** Bodies up to this size are compressed at once on the event loop; larger ones on libuv's threads. */
const SYNC_MAX_BYTES = 16 * 1024;

const brotliOptions = (size: number, effort: CompressionEffort): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: effort === 'once' ? ONE_OFF.brotli : BROTLI_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    // A window no larger than the body: the encoder then sets up (and clears) far less memory.
    [constants.BROTLI_PARAM_LGWIN]: Math.max(
      constants.BROTLI_MIN_WINDOW_BITS,
      Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.ceil(Math.log2(size + 1))),
    ),
  },
});

/** One body compressed in one call (no stream): synchronously when small, on the thread pool when large. */
export function compressBody(
  body: Buffer,
  encoding: ContentEncoding,
  effort: CompressionEffort = 'kept',
): Buffer | Promise<Buffer> {
  const gzipOptions = effort === 'once' ? { level: ONE_OFF.gzip } : {};
  if (body.length <= SYNC_MAX_BYTES)
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptions(body.length, effort))
      : gzipSync(body, gzipOptions);
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'br') brotliCompress(body, brotliOptions(body.length, effort), done);
    else gzip(body, gzipOptions, done);
  });
}

// ---- negotiation ------------------------------------------------------------------------------------

const SUPPORTED: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header, as @fastify/accept-negotiator chose it for
 * @fastify/compress: the highest q wins, br before gzip on a tie, `*` and `x-gzip` count as gzip, q=0
 * refuses; null when nothing supported is accepted.
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const cached = negotiated.get(header);
  if (cached !== undefined) return cached;
  const result = negotiate(header);
  if (negotiated.size >= 256) negotiated.clear(); // a bounded memo: browsers send a handful of values
  negotiated.set(header, result);
  return result;
}
const negotiated = new Map<string, ContentEncoding | null>();

function negotiate(raw: string): ContentEncoding | null {
  const header = raw.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  let best: ContentEncoding | null = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim());
    const encoding = SUPPORTED.find((e) => e === name);
    if (!encoding) continue;
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const q = qParam ? Number.parseFloat(qParam.replace(/^q\s*=\s*/, '')) || 0 : 1;
    if (q <= 0) continue;
    if (q > bestQ || (q === bestQ && best && SUPPORTED.indexOf(encoding) < SUPPORTED.indexOf(best))) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

/** The encoding a request's answer may be compressed with: none on `x-no-compression`, else as negotiated. */
export function requestedEncoding(headers: IncomingHttpHeaders): ContentEncoding | null {
  return headers['x-no-compression'] === undefined ? negotiateEncoding(headers['accept-encoding']) : null;
}

// ---- which answers --------------------------------------------------------------------------------

/** @fastify/compress's default list, and mime-db's compressible types the app sends outside it. */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)text(?:;|$)|(?:\+|\/)xml(?:;|$)|octet-stream(?:;|$)|^application\/(?:x-)?(?:javascript|ecmascript)|^image\/(?:x-icon|vnd\.microsoft\.icon|bmp)|^font\/(?:ttf|otf)/;
const typeMemo = new Map<string, boolean>();
export function compressibleType(contentType: string): boolean {
  let known = typeMemo.get(contentType);
  if (known === undefined) {
    known = COMPRESSIBLE.test(contentType.toLowerCase());
    if (typeMemo.size >= 256) typeMemo.clear();
    typeMemo.set(contentType, known);
  }
  return known;
}

/** gzip or zlib (deflate) magic bytes: already compressed, sent as it is. */
const alreadyCompressed = (b: Buffer) =>
  b.length > 2 &&
  ((b[0] === 0x1f && b[1] === 0x8b && b[2] === 8) ||
    (b[0] === 0x78 && (b[1] === 1 || b[1] === 0x5e || b[1] === 0x9c || b[1] === 0xda)));

function addVary(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [String(vary)]).join(', ');
  if (!/accept-encoding|\*/i.test(values)) reply.header('vary', `${values}, accept-encoding`);
}

/** The last body of a route and its compressed forms: a public GET route mostly answers the same bytes. */
interface Memo {
  source: string | Buffer | null;
  br?: Buffer;
  gzip?: Buffer;
}
const sameBody = (a: string | Buffer | null, b: string | Buffer) =>
  a === b || (typeof a !== 'string' && a !== null && typeof b !== 'string' && a.equals(b));

type Payload = string | Buffer | Uint8Array | Readable | ReadableStream | null | undefined;

/**
 * Compresses what a route sends, one-shot for bodies (string or Buffer: no stream machinery per
 * request) and through a zlib stream for streamed answers (CSV, files), as @fastify/compress did:
 * answers of 1 KiB and more (threshold; 4 KiB for a body not kept, oneOffThreshold), of a compressible
 * type, to a request that accepts br or gzip,
 * with `Vary: accept-encoding`; never a body already encoded, nor on `x-no-compression` or a route
 * registered with `compress: false`. A public GET route keeps its last body's compressed bytes: the
 * same public settings or page sent again is not compressed again. Request bodies sent with
 * Content-Encoding br, gzip or deflate are decompressed before parsing, as before.
 * Which routes get which hook is decided once, when the route is registered.
 */
export function registerCompression(
  app: FastifyInstance,
  opts: { threshold?: number; oneOffThreshold?: number } = {},
) {
  const keptThreshold = opts.threshold ?? 1024;
  // A body compressed for one answer only (a valuation, a signed-in list) costs a new encoder each
  // time (~0.1 ms for 2 KiB); under a few KiB it saves no round trip (the first TCP window holds
  // ~14 KiB), so such bodies are compressed from a higher size. Kept bodies are compressed once.
  const oneOffThreshold = Math.max(keptThreshold, opts.oneOffThreshold ?? 4096);

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => m !== 'GET' && m !== 'HEAD'))
      addRouteHook(route, 'preParsing', decompressRequest);
    if ((route as { compress?: unknown }).compress === false) return;
    const memoized = methods.every((m) => m === 'GET' || m === 'HEAD') && route.config?.access === 'public';
    const memo: Memo | null = memoized ? { source: null } : null;
    const threshold = memoized ? keptThreshold : oneOffThreshold;
    const onSend = (
      req: FastifyRequest,
      reply: FastifyReply,
      payload: Payload,
      done: (err: Error | null, body?: Payload) => void,
    ) => {
      try {
        const out = compressAnswer(req, reply, payload, threshold, memo);
        if (out instanceof Promise) out.then((body) => done(null, body), done);
        else done(null, out);
      } catch (err) {
        done(err as Error);
      }
    };
    addRouteHook(route, 'onSend', onSend);
  });
}

function compressAnswer(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
  threshold: number,
  memo: Memo | null,
): Payload | Promise<Buffer> {
  if (payload == null) return payload;
  const current = reply.getHeader('content-encoding');
  if (current && current !== 'identity') return payload;
  const type = reply.getHeader('content-type');
  if (!compressibleType(typeof type === 'string' ? type : 'application/json')) return payload;
  const encoding = requestedEncoding(req.headers);
  if (!encoding) return payload;

  if (typeof payload === 'string' || payload instanceof Uint8Array) {
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.byteLength;
    if (size < threshold) return payload;
    const source =
      typeof payload === 'string' || Buffer.isBuffer(payload)
        ? payload
        : Buffer.from(payload.buffer, payload.byteOffset, payload.byteLength);
    const body = typeof source === 'string' ? null : source;
    if (body && alreadyCompressed(body)) return payload;
    addVary(reply);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (memo && sameBody(memo.source, source) && memo[encoding]) return memo[encoding];
    const compressed = compressBody(body ?? Buffer.from(source as string), encoding, memo ? 'kept' : 'once');
    if (!memo) return compressed;
    const keep = (out: Buffer) => {
      if (!sameBody(memo.source, source)) {
        memo.source = source;
        memo.br = memo.gzip = undefined;
      }
      memo[encoding] = out;
      return out;
    };
    return compressed instanceof Promise ? compressed.then(keep) : keep(compressed);
  }

  // A stream (a file, a CSV export): compressed as it flows.
  const stream: Readable =
    typeof (payload as Readable).pipe === 'function'
      ? (payload as Readable)
      : Readable.fromWeb(payload as Parameters<typeof Readable.fromWeb>[0]);
  addVary(reply);
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  const zip: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : createGzip();
  stream.on('error', (err) => zip.destroy(err));
  zip.on('error', (err) => {
    reply.log.error({ err }, 'compressing a streamed answer failed');
    stream.destroy();
  });
  return stream.pipe(zip);
}

// ---- request bodies -----------------------------------------------------------------------------------

const DECOMPRESS: Record<string, () => Transform> = {
  br: createBrotliDecompress,
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
};

const httpError = (statusCode: number, code: string, message: string) =>
  Object.assign(new Error(message), { statusCode, code });

function decompressRequest(
  req: FastifyRequest,
  _reply: FastifyReply,
  payload: Readable,
  done: (err: Error | null, body?: Readable) => void,
) {
  const encoding = req.headers['content-encoding']?.toLowerCase();
  if (!encoding || encoding === 'identity') return done(null, payload);
  const make = DECOMPRESS[encoding];
  if (!make)
    return done(
      httpError(415, 'FST_CP_ERR_INVALID_CONTENT_ENCODING', `Unsupported Content-Encoding: ${encoding}`),
    );
  const unzip = make() as Transform & { receivedEncodedLength: number };
  // Fastify checks the body limit against the bytes received, not the bytes they inflate to.
  unzip.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => (unzip.receivedEncodedLength += chunk.length));
  unzip.on('error', (err) =>
    Object.assign(err, {
      statusCode: 400,
      code: 'FST_CP_ERR_INVALID_CONTENT',
      message: 'Could not decompress the request payload using the provided encoding',
    }),
  );
  done(null, payload.pipe(unzip));
}
