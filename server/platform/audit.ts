import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema/platform';
import { addRouteHook } from './http/route-hooks';
import type { SessionUser } from './session/session';

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

const withRequestIp = (req: FastifyRequest, _reply: FastifyReply, done: () => void) =>
  requestIp.run(req.ip, done);

/**
 * Every entry written while a request is handled records the request's address (req.ip, which
 * follows TRUST_PROXY), without each service passing it down. Public reads (GET/HEAD routes open to
 * anyone: settings, pages, health) write no entry, so they skip the async context, which every other
 * route still runs in; decided once per route when it is registered.
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const publicRead = route.config?.access === 'public' && methods.every((m) => m === 'GET' || m === 'HEAD');
    if (!publicRead) addRouteHook(route, 'preHandler', withRequestIp);
  });
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
