import type { EmailOutboxMessage } from '../../db/schema/platform';
import type { AppContext } from '../../platform/context';
import { emailBrand, htmlOf } from '../../platform/email/render-email';
import { notFound } from '../../platform/errors';
import type { OutboxListItem, OutboxListQuery, OutboxListResponse, OutboxMessage } from './outbox.schemas';
import { findOutboxMessage, pageOutbox } from './outbox.repo';

function toListItem(m: EmailOutboxMessage): OutboxListItem {
  return {
    id: m.id,
    recipient: m.toAddress,
    subject: m.subject,
    status: m.status as OutboxListItem['status'],
    template: m.template,
    locale: m.locale,
    donationId: m.donationId,
    attachmentsCount: m.attachments.length,
    createdAt: m.createdAt.toISOString(),
    sentAt: m.sentAt ? m.sentAt.toISOString() : null,
  };
}

export async function listOutbox(
  ctx: AppContext,
  opts: { query: OutboxListQuery },
): Promise<OutboxListResponse> {
  const { status, page, pageSize } = opts.query;
  const { rows, total } = await pageOutbox(ctx.db, {
    status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: rows.map(toListItem), total, page, pageSize };
}

export async function getOutboxMessage(ctx: AppContext, opts: { id: number }): Promise<OutboxMessage> {
  const m = await findOutboxMessage(ctx.db, opts.id);
  if (!m) throw notFound('outbox:errors.messageNotFound');
  return {
    ...toListItem(m),
    textBody: m.textBody,
    // A message still waiting for its job (or older than HTML e-mails) is shown as it will be sent.
    htmlBody: await htmlOf(m, () => emailBrand(ctx.settings, ctx.env.PUBLIC_URL)),
    attempts: m.attempts,
    lastError: m.lastError,
    attachments: m.attachments,
  };
}

/**
 * A file attached to one message. Only files listed on that message are served, so this route
 * cannot be used to read any other stored file (a receipt, a signature) by guessing its id.
 */
export async function getOutboxAttachment(ctx: AppContext, opts: { id: number; fileId: string }) {
  const m = await findOutboxMessage(ctx.db, opts.id);
  const listed = m?.attachments.find((a) => a.fileId === opts.fileId);
  if (!listed) throw notFound('outbox:errors.attachmentNotFound');
  const stored = await ctx.storage.get(ctx.db, listed.fileId);
  if (!stored) throw notFound('outbox:errors.attachmentNotFound');
  return { fileName: listed.fileName, mimeType: listed.mimeType, body: stored.body };
}
