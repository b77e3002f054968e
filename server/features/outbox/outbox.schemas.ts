import { z } from 'zod';

/** Contracts of the admin e-mail outbox. Pure zod; the client imports the types only. */

const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const OutboxListQuery = z.object({
  status: z.preprocess(blankToUndefined, z.enum(OUTBOX_STATUSES).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type OutboxListQuery = z.infer<typeof OutboxListQuery>;

export const OutboxIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const OutboxAttachmentParams = OutboxIdParams.extend({
  fileId: z.string().regex(/^[\w-]{1,64}$/),
});

export const OutboxListItem = z.object({
  id: z.number().int(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  template: z.string().nullable(),
  locale: z.string(),
  donationId: z.number().int().nullable(),
  attachmentsCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxListItem = z.infer<typeof OutboxListItem>;

export const OutboxListResponse = z.object({
  items: z.array(OutboxListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OutboxListResponse = z.infer<typeof OutboxListResponse>;

export const OutboxMessage = OutboxListItem.extend({
  textBody: z.string(),
  /** Shown as text to admins, never rendered. */
  htmlBody: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  attachments: z.array(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() })),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
