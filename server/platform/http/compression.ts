import fastifyCompress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

export type ContentEncoding = 'br' | 'gzip';

/** What answers are compressed with, in order of preference on a tie (br smaller, gzip everywhere). */
const ENCODINGS: ContentEncoding[] = ['br', 'gzip'];

/**
 * Compression of the API's answers: the maintained `@fastify/compress` (decision 021): answers of 1 KiB
 * and more of a compressible type, br (quality 4) or gzip as negotiated, `Vary: accept-encoding`,
 * nothing on `x-no-compression`, on an answer already encoded (a kept page's bytes, a pre-compressed
 * file) or on a route registered with `compress: false` (server-sent events). Request bodies sent with
 * Content-Encoding br, gzip or deflate are decompressed (415 for another encoding).
 */
export async function registerCompression(app: FastifyInstance, opts: { threshold: number }) {
  await app.register(fastifyCompress, {
    encodings: ENCODINGS,
    threshold: opts.threshold,
    requestEncodings: ['br', 'gzip', 'deflate'],
  });
}

/**
 * The one encoding negotiation of the server, the plugin's own (`@fastify/accept-negotiator`, with
 * `*` and `x-gzip` read as gzip as the plugin does): the pages whose compressed bytes are kept
 * (page-compression.ts) choose exactly as the API's answers. Null: none (nothing supported is accepted,
 * or `x-no-compression`).
 */
export function requestedEncoding(headers: IncomingHttpHeaders): ContentEncoding | null {
  const header = headers['accept-encoding'];
  if (!header || headers['x-no-compression'] !== undefined) return null;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
