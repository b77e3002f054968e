import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { compressBody, requestedEncoding, type ContentEncoding } from './compression';

/**
 * The JSON a route would answer (status 200), known without waiting. `kept`: the same text is sent
 * again and again (a public read), so its compressed forms are kept; otherwise it was made for this
 * request only and is sent as it is while under the route's one-off threshold.
 */
export interface ReadyJson {
  json: string;
  kept: boolean;
}

/** The answer of a request known from memory, or undefined: the route answers it the usual way. */
export type ReadyAnswer = (req: IncomingMessage) => ReadyJson | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers GET `path` (no query string) from memory before Fastify routes the request, when `answer`
     * knows the JSON now (decision 018). The route stays registered and answers everything else: the
     * same bytes and headers, which server/platform/ready-answers.api.test.ts compares.
     */
    answerBeforeRouting(path: string, answer: ReadyAnswer): void;
    /** How many requests were answered before routing (for the tests and the bench). */
    readonly answeredBeforeRouting: number;
  }
}

/** Bytes and the headers sent with them (names and values in one list, as writeHead takes them). */
interface Sent {
  body: Buffer;
  headers: string[];
}
/** A kept answer: its JSON, its size and headers as it is, and its compressed forms once made. */
interface Kept {
  source: string;
  length: number;
  headers: string[];
  br?: Sent;
  gzip?: Sent;
}

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The hottest reads (the public settings and the signed-in user, asked on every page load) cost more
 * in Fastify's pipeline (hooks, a reply object, a child logger, async context on every promise) than
 * in their own work. They are answered in the server's request listener, before routing, with the
 * headers the route would send: the API's security headers (`headers`), the JSON type, and the same
 * compression (br or gzip as negotiated, from `keptThreshold` bytes for a kept answer, the kept bytes
 * compressed once). A GET's body is never read, here or by Fastify. Anything else goes to Fastify
 * untouched: another method or a query string, an answer not known now, a one-off answer large enough
 * to compress, while the server closes (Fastify answers 503), and while requests are logged (LOG_LEVEL
 * info or more verbose: Fastify writes the two lines of each request).
 */
export function registerReadyAnswers(
  app: FastifyInstance,
  opts: { headers: readonly [string, string][]; keptThreshold: number; oneOffThreshold: number },
): void {
  const answers = new Map<string, { answer: ReadyAnswer; kept: Kept | null }>();
  const plainHeaders = [...opts.headers.flat(), 'content-type', JSON_TYPE];
  const keep = (json: string): Kept => {
    const length = Buffer.byteLength(json);
    return { source: json, length, headers: [...plainHeaders, 'content-length', String(length)] };
  };
  /** The kept JSON compressed once per encoding (a large body, compressed off the event loop, is left to the route). */
  const compressedOf = (kept: Kept, encoding: ContentEncoding): Sent | undefined => {
    const known = kept[encoding];
    if (known) return known;
    const made = (body: Buffer): Sent => ({
      body,
      headers: [
        ...plainHeaders,
        'vary',
        'accept-encoding',
        'content-encoding',
        encoding,
        'content-length',
        String(body.length),
      ],
    });
    const out = compressBody(Buffer.from(kept.source), encoding, 'kept');
    if (out instanceof Promise) {
      out.then((b) => (kept[encoding] = made(b))).catch(() => undefined);
      return undefined;
    }
    return (kept[encoding] = made(out));
  };
  let closing = false;
  let answered = 0;

  app.decorate('answerBeforeRouting', (path: string, answer: ReadyAnswer) => {
    if (answers.has(path)) throw new Error(`${path} already has an answer before routing`);
    answers.set(path, { answer, kept: null });
  });
  Object.defineProperty(app, 'answeredBeforeRouting', { get: () => answered });
  app.addHook('onReady', async () => {
    for (const path of answers.keys())
      if (!app.hasRoute({ method: 'GET', url: path }))
        throw new Error(`${path} is answered before routing but no GET route is registered for it`);
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Fastify logs each request at info; without a logger (`logger: false`) nothing is logged.
  const log = app.log as { isLevelEnabled?: (level: string) => boolean };
  const logsRequests = () => typeof log.isLevelEnabled === 'function' && log.isLevelEnabled('info');

  const tryAnswer = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || closing) return false;
    const entry = answers.get(req.url!);
    if (!entry) return false;
    if (logsRequests()) return false;
    let ready: ReadyJson | undefined;
    try {
      ready = entry.answer(req);
    } catch {
      return false; // the route answers it, with its error handling
    }
    if (!ready) return false;
    const encoding = requestedEncoding(req.headers);
    if (!ready.kept) {
      const length = Buffer.byteLength(ready.json);
      // Made for this request only: compressed by the route from its one-off threshold.
      if (encoding && length >= opts.oneOffThreshold) return false;
      res.writeHead(200, [...plainHeaders, 'content-length', String(length)]);
      res.end(ready.json);
    } else {
      let kept = entry.kept;
      if (kept?.source !== ready.json) kept = entry.kept = keep(ready.json);
      const compressed = encoding && kept.length >= opts.keptThreshold ? compressedOf(kept, encoding) : null;
      if (compressed === undefined) return false;
      if (compressed) {
        res.writeHead(200, compressed.headers);
        res.end(compressed.body);
      } else {
        res.writeHead(200, kept.headers);
        res.end(ready.json);
      }
    }
    answered++;
    return true;
  };

  const [route, ...others] = app.server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  if (!route || others.length > 0) throw new Error('expected one request listener: Fastify’s');
  app.server.removeListener('request', route);
  app.server.on('request', function (this: unknown, req: IncomingMessage, res: ServerResponse) {
    if (!tryAnswer(req, res)) route.call(this, req, res);
  });
}
