import { keepPreviousData, useQuery } from '@tanstack/react-query';
// Types only: nothing from the server is bundled.
import type { OutboxListResponse, OutboxMessage } from '@server/features/outbox/outbox.schemas';

export type { OutboxListResponse, OutboxMessage };

export const OUTBOX_URL = '/api/admin/outbox';

export function outboxListUrl(p: { page: number; pageSize: number; status: string }): string {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize) });
  if (p.status) q.set('status', p.status);
  return `${OUTBOX_URL}?${q.toString()}`;
}

export function useOutbox(p: { page: number; pageSize: number; status: string }) {
  return useQuery<OutboxListResponse>({ queryKey: [outboxListUrl(p)], placeholderData: keepPreviousData });
}

export function useOutboxMessage(id: number | null) {
  return useQuery<OutboxMessage>({ queryKey: [`${OUTBOX_URL}/${id}`], enabled: id !== null });
}

/** A plain link: the session cookie goes along and the browser saves the file. */
export const attachmentUrl = (messageId: number, fileId: string) =>
  `${OUTBOX_URL}/${messageId}/attachments/${encodeURIComponent(fileId)}`;
