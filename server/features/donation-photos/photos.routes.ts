import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import { acceptUploads, readUpload, uploadBodyLimit } from '../../platform/storage/uploads';
import { addPhoto, deletePhoto, listPhotos, MAX_PHOTO_BYTES, readPhoto } from './photos.service';

const id = z.coerce.number({ error: 'api:invalidId' }).int('api:invalidId').positive('api:invalidId');
const DonationParams = z.object({ id });
const PhotoParams = z.object({ id, photoId: id });
const PhotoOnlyParams = z.object({ photoId: id });
const Photo = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
const PhotoList = z.object({ photos: z.array(Photo) });

/** Photos of a donated vehicle: staff add and remove them; dealers see them in the auction details. */
export const donationPhotosRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const staff = { access: 'staff' as const };
    await acceptUploads(app);

    r.get(
      '/api/donations/:id/photos',
      { config: staff, schema: { params: DonationParams, response: { 200: PhotoList } } },
      async (req) => ({ photos: await listPhotos(ctx.db, req.params.id) }),
    );

    r.post(
      '/api/donations/:id/photos',
      {
        config: { ...staff, upload: true },
        bodyLimit: uploadBodyLimit(MAX_PHOTO_BYTES),
        schema: { params: DonationParams, response: { 201: Photo } },
      },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        const upload = await readUpload(req, { maxBytes: MAX_PHOTO_BYTES, kinds: ['jpeg', 'png', 'webp'] });
        const photo = await addPhoto(ctx, { donationId: req.params.id, upload, actor });
        return reply.code(201).send(photo);
      },
    );

    r.delete(
      '/api/donations/:id/photos/:photoId',
      { config: staff, schema: { params: PhotoParams } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        await deletePhoto(ctx, { donationId: req.params.id, photoId: req.params.photoId, actor });
        return reply.code(204).send();
      },
    );

    r.get(
      '/api/donation-photos/:photoId',
      { config: { access: 'signedIn' }, schema: { params: PhotoOnlyParams } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        const found = await readPhoto(ctx, { photoId: req.params.photoId, actor });
        return (
          reply
            .header('content-type', found.file.mimeType)
            .header('content-length', found.file.size)
            // Behind a sign-in: browsers keep it, shared caches do not. A photo never changes (new id).
            .header('cache-control', 'private, max-age=86400, immutable')
            .header('etag', `"${found.file.sha256}"`)
            .header('x-content-type-options', 'nosniff')
            .send(found.stream)
        );
      },
    );
  };
