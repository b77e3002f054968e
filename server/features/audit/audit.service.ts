import type { AuditListQuery, AuditListResponse } from '@shared/analytics/audit.schemas';
import type { AppContext } from '../../platform/context';
import { auditActions, pageAudit } from './audit.repo';

const nextDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);

/** The audit log, newest first: read-only (no route edits or removes an entry; the database refuses it too). */
export async function listAudit(ctx: AppContext, q: AuditListQuery): Promise<AuditListResponse> {
  const { rows, total } = await pageAudit(
    ctx.db,
    { actor: q.actor, action: q.action, from: q.from, toExclusive: q.to ? nextDay(q.to) : undefined },
    q.pageSize,
    (q.page - 1) * q.pageSize,
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actorId: r.actorId,
      actorName: r.actorName,
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      details: r.details,
      ipAddress: r.ipAddress,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
    actions: await auditActions(ctx.db),
  };
}
