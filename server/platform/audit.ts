import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/platform';
import type { SessionUser } from './session';

export interface AuditEntry {
  actor: SessionUser | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  /** Defaults to the address of the request being handled (none for a background job). */
  ip?: string;
}

const requestIp = new AsyncLocalStorage<string>();

/**
 * Every entry written while a request is handled records the request's address (req.ip, which
 * follows TRUST_PROXY), without each service passing it down.
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (req, _reply, done) => requestIp.run(req.ip, done));
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
    ipAddress: e.ip ?? requestIp.getStore() ?? null,
  });
}
