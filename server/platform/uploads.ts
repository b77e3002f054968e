import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { IMAGE_KINDS, sniff, type UploadKind } from './uploads-sniff';

export type { UploadKind } from './uploads-sniff';

/** Room for the multipart envelope and a few small text fields beside the file. */
const ENVELOPE_BYTES = 64 * 1024;
/** Larger images are refused: their pixels would not fit in memory wherever they are decoded. */
const MAX_IMAGE_PIXELS = 50_000_000;

/** The body limit of a route that takes an upload of at most `maxBytes` (JSON routes keep 1 MiB). */
export const uploadBodyLimit = (maxBytes: number) => maxBytes + ENVELOPE_BYTES;

/** Multipart parsing for every route; only routes that call `readUpload` read a file. */
export async function registerUploads(app: FastifyInstance) {
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

/**
 * Reads the one file of a multipart request (field `field`, default "file"). Size and type are
 * checked on the content: a file over `maxBytes` answers 413, a file that is not one of `kinds`
 * (whatever its name or declared type) 400, each naming the field in the request's language.
 */
export async function readUpload(
  req: FastifyRequest,
  opts: { maxBytes: number; kinds: readonly UploadKind[]; field?: string },
): Promise<Upload> {
  const field = opts.field ?? 'file';
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      'uploads:tooLarge',
      { max: megabytes(opts.maxBytes) },
      { [field]: 'uploads:tooLargeField' },
    );
  const missing = () => new AppError('VALIDATION', 'api:validation', {}, { [field]: 'uploads:fileRequired' });

  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > Math.min(req.routeOptions.bodyLimit ?? Infinity, uploadBodyLimit(opts.maxBytes)))
    throw tooLarge();
  if (!req.isMultipart()) throw missing();

  const fields: Record<string, string> = {};
  let upload: Omit<Upload, 'fields'> | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: opts.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || upload) {
        await part.toBuffer(); // drain what we do not want
        continue;
      }
      const body = await part.toBuffer();
      if (body.length === 0) throw missing();
      const found = sniff(body, opts.kinds);
      if (!found) {
        throw new AppError(
          'VALIDATION',
          'uploads:wrongType',
          { kinds: opts.kinds.map((k) => KIND_LABEL[k]).join(', ') },
          { [field]: IMAGE_KINDS.includes(opts.kinds[0]!) ? 'uploads:notAnImage' : 'uploads:wrongTypeField' },
        );
      }
      if (found.width && found.height && found.width * found.height > MAX_IMAGE_PIXELS) {
        throw new AppError(
          'VALIDATION',
          'uploads:imageTooLarge',
          {},
          { [field]: 'uploads:imageTooLargeField' },
        );
      }
      upload = { fileName: cleanFileName(part.filename), body, ...found };
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code && /^FST_(PARTS|FILES|FIELDS)_LIMIT/.test(code))
      throw new AppError('VALIDATION', 'uploads:tooManyParts', {}, { [field]: 'uploads:fileRequired' });
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw missing();
    throw new AppError('VALIDATION', 'uploads:malformed', {}, { [field]: 'uploads:fileRequired' });
  }
  if (!upload) throw missing();
  return { ...upload, fields };
}
