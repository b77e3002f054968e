import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import {
  OutboxAttachmentParams,
  OutboxIdParams,
  OutboxListQuery,
  OutboxListResponse,
  OutboxMessage,
} from './outbox.schemas';
import { getOutboxAttachment, getOutboxMessage, listOutbox } from './outbox.service';

/** `attachment; filename="..."` with an ASCII fallback and the exact UTF-8 name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The e-mail outbox, for admins: what the product sent (or holds, without SMTP) and its files. */
export const outboxRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.get(
      '/api/admin/outbox',
      { config: admin, schema: { querystring: OutboxListQuery, response: { 200: OutboxListResponse } } },
      async (req) => listOutbox(ctx, { query: req.query }),
    );

    r.get(
      '/api/admin/outbox/:id',
      { config: admin, schema: { params: OutboxIdParams, response: { 200: OutboxMessage } } },
      async (req) => getOutboxMessage(ctx, { id: req.params.id }),
    );

    r.get(
      '/api/admin/outbox/:id/attachments/:fileId',
      { config: admin, schema: { params: OutboxAttachmentParams } },
      async (req, reply) => {
        const file = await getOutboxAttachment(ctx, req.params);
        return reply
          .header('content-type', file.mimeType)
          .header('content-disposition', contentDisposition(file.fileName))
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
