import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { addRouteHook } from '../http/route-hooks';
import { refusalOf } from '../http/security-input';
import { IMAGE_KINDS, sniff, type UploadKind } from './uploads-sniff';

export type { UploadKind } from './uploads-sniff';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route reads a multipart upload with `readUpload`; every other route refuses multipart bodies. */
    upload?: boolean;
  }
}

/** Room for the multipart envelope and a few small text fields beside the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** Larger images are refused: their pixels would not fit in memory wherever they are decoded. */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The body limit of a route that takes an upload of at most `maxBytes` (JSON routes keep 1 MiB). */
export const uploadBodyLimit = (maxBytes: number) => maxBytes + ENVELOPE_BYTES;

function refuseMultipart(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const type = req.headers['content-type'];
  if (type && /^multipart\//i.test(type)) done(new AppError('VALIDATION', 'uploads:notAccepted'));
  else done();
}

/**
 * A multipart body sent to a route that does not declare `config: { upload: true }` is refused before it
 * is read. Registered once at the root.
 */
export function registerUploads(app: FastifyInstance) {
  // Only routes that read a body and take no upload get the check (GET and HEAD bodies are never read).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.upload || methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    addRouteHook(route, 'onRequest', refuseMultipart);
  });
}

/**
 * Multipart parsing, registered in the plugin of a feature whose routes take uploads (and read the file
 * with `readUpload`): the parser's hooks (a listener and a clean-up on every answer) then run for that
 * feature's routes only, not for every request the app answers.
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { files: 1, fields: 20, parts: 21, fieldSize: 16 * 1024, fieldNameSize: 100, headerPairs: 50 },
  });
}

export interface Upload {
  fileName: string;
  /** From the content, not from the browser. */
  mimeType: string;
  kind: UploadKind;
  body: Buffer;
  width?: number;
  height?: number;
  /** The text fields sent before the file. */
  fields: Record<string, string>;
}

const KIND_LABEL: Record<UploadKind, string> = {
  png: 'PNG',
  jpeg: 'JPEG',
  webp: 'WebP',
  pdf: 'PDF',
  csv: 'CSV',
  text: 'TXT',
};

const megabytes = (bytes: number) => Math.round((bytes / 1_048_576) * 10) / 10;

/** A file name safe to store and show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]+/g, '').trim();
  return (clean || 'file').slice(-200);
}

interface UploadRules {
  maxBytes: number;
  kinds: readonly UploadKind[];
  /** The form field (default "file"), named in the error messages. */
  field?: string;
}

/** Over the limit: 413 with the limit in MB, or in KB under 1 MB. */
const tooLarge = (field: string, maxBytes: number) =>
  maxBytes >= 1_048_576
    ? new AppError(
        'PAYLOAD_TOO_LARGE',
        'uploads:tooLarge',
        { max: megabytes(maxBytes) },
        { [field]: 'uploads:tooLargeField' },
      )
    : new AppError(
        'PAYLOAD_TOO_LARGE',
        'uploads:tooLargeKb',
        { max: Math.floor(maxBytes / 1024) },
        { [field]: 'uploads:tooLargeField' },
      );
const missing = (field: string) =>
  new AppError('VALIDATION', 'api:validation', {}, { [field]: 'uploads:fileRequired' });

/**
 * Checks bytes already received against the rules: size, then type from the content (images walked
 * to their dimensions). Routes that take the raw bytes as their body call this directly.
 */
export function checkUpload(body: Buffer, rules: UploadRules): Omit<Upload, 'fields' | 'fileName'> {
  const field = rules.field ?? 'file';
  if (body.length === 0) throw missing(field);
  if (body.length > rules.maxBytes) throw tooLarge(field, rules.maxBytes);
  const found = sniff(body, rules.kinds);
  if (!found) {
    const images = rules.kinds.every((k) => IMAGE_KINDS.includes(k));
    throw new AppError(
      'VALIDATION',
      'uploads:wrongType',
      { kinds: rules.kinds.map((k) => KIND_LABEL[k]).join(', ') },
      { [field]: images ? 'uploads:notAnImage' : 'uploads:wrongTypeField' },
    );
  }
  if (found.width && found.height && found.width * found.height > MAX_IMAGE_PIXELS)
    throw new AppError('VALIDATION', 'uploads:imageTooLarge', {}, { [field]: 'uploads:imageTooLargeField' });
  return { body, ...found };
}

/**
 * Reads the one file of a multipart request on a route declared with `config: { upload: true }` and
 * `bodyLimit: uploadBodyLimit(maxBytes)`. Size and type are checked on the content: a file over
 * `maxBytes` answers 413, a file that is not one of `kinds` (whatever its name or declared type) 400,
 * each naming the field in the request's language.
 */
export async function readUpload(req: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const field = rules.field ?? 'file';
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > Math.min(req.routeOptions.bodyLimit ?? Infinity, uploadBodyLimit(rules.maxBytes)))
    throw tooLarge(field, rules.maxBytes);
  if (!req.isMultipart()) throw missing(field);

  const fields: Record<string, string> = {};
  let upload: Omit<Upload, 'fields'> | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== field || upload) {
        await part.toBuffer(); // drain what we do not want
      } else {
        upload = { fileName: cleanFileName(part.filename), ...checkUpload(await part.toBuffer(), rules) };
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(field, rules.maxBytes);
    if (code && /^FST_(PARTS|FILES|FIELDS)_LIMIT/.test(code))
      throw new AppError('VALIDATION', 'uploads:tooManyParts', {}, { [field]: 'uploads:fileRequired' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw missing(field);
    throw new AppError('VALIDATION', 'uploads:malformed', {}, { [field]: 'uploads:fileRequired' });
  }
  // The text fields are checked as every other text a request brings (security-input.ts).
  const refusal = refusalOf(fields);
  if (refusal) throw refusal;
  if (!upload) throw missing(field);
  return { ...upload, fields };
}
