import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/platform';
import type { SessionUser } from './session';

export interface AuditEntry {
  actor: SessionUser | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ip?: string;
}

/** Records a staff or admin action, on the same transaction as the change it describes. */
export async function audit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: e.actor?.id ?? null,
    actorName: e.actor?.username ?? null,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId == null ? null : String(e.entityId),
    details: e.details ?? null,
    ipAddress: e.ip ?? null,
  });
}
