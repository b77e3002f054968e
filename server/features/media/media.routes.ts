import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  MAX_MEDIA_BYTES,
  MediaAltBody,
  MediaFileParams,
  MediaIdParams,
  MediaItem,
  MediaListQuery,
  MediaListResponse,
} from '@shared/content/media';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { acceptUploads, cleanFileName, uploadBodyLimit } from '../../platform/storage/uploads';
import { refusalOf } from '../../platform/http/security-input';
import { deleteMedia, findMediaFile, listMedia, updateMediaAlt, uploadMedia } from './media.service';

const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'uploads:tooLarge',
    { max: MAX_MEDIA_BYTES / 1_048_576 },
    { file: 'uploads:tooLargeField' },
  );
const missingFile = () => new AppError('VALIDATION', 'api:validation', {}, { file: 'uploads:fileRequired' });

/** The multipart body: text fields (alt text) and the one `file` part, read whole (at most the size limit). */
async function readMediaUpload(req: FastifyRequest) {
  if (Number(req.headers['content-length'] ?? 0) > uploadBodyLimit(MAX_MEDIA_BYTES)) throw tooLarge();
  if (!req.isMultipart()) throw missingFile();
  const fields: Record<string, string> = {};
  let file: { body: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: MAX_MEDIA_BYTES } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || file) {
        await part.toBuffer();
      } else {
        file = { body: await part.toBuffer(), fileName: cleanFileName(part.filename) };
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError('VALIDATION', 'uploads:malformed', {}, { file: 'uploads:fileRequired' });
  }
  // The text fields are checked as every other text a request brings (platform/http/security-input.ts).
  const refusal = refusalOf(fields);
  if (refusal) throw refusal;
  if (!file || file.body.length === 0) throw missingFile();
  return { ...file, fields };
}

/** The media library (staff) and its files (public, immutable). */
export const mediaRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { access: 'staff' as const };
    await acceptUploads(app);

    r.get(
      '/api/admin/media',
      { config: staff, schema: { querystring: MediaListQuery, response: { 200: MediaListResponse } } },
      async (req) => listMedia(ctx.db, req.query),
    );

    r.post(
      '/api/admin/media',
      {
        config: { ...staff, upload: true },
        bodyLimit: uploadBodyLimit(MAX_MEDIA_BYTES),
        schema: { response: { 201: MediaItem } },
      },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        const upload = await readMediaUpload(req);
        const item = await uploadMedia(ctx, { ...upload, actor });
        return reply.status(201).send(item);
      },
    );

    r.patch(
      '/api/admin/media/:id',
      { config: staff, schema: { params: MediaIdParams, body: MediaAltBody, response: { 200: MediaItem } } },
      async (req) =>
        updateMediaAlt(ctx, {
          id: req.params.id,
          body: req.body,
          actor: requireUser(await req.currentUser()),
        }),
    );

    r.delete(
      '/api/admin/media/:id',
      { config: staff, schema: { params: MediaIdParams } },
      async (req, reply) => {
        await deleteMedia(ctx, { id: req.params.id, actor: requireUser(await req.currentUser()) });
        return reply.status(204).send();
      },
    );

    r.get(
      '/api/media/files/:name',
      { config: { access: 'public' }, schema: { params: MediaFileParams } },
      async (req, reply) => {
        const found = await findMediaFile(ctx, req.params.name);
        if (!found) throw notFound('media:errors.notFound');
        return reply
          .header('content-type', found.file.mimeType)
          .header('content-length', found.file.size)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', `"${found.file.sha256}"`)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(found.stream);
      },
    );
  };
