import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type {
  AdminPrivacyCreate,
  AdminPrivacyUpdate,
  PrivacyRequestResult,
  PrivacyRequestView,
} from '@shared/privacy/privacy.schemas';
import { privacyRequests } from '../../db/schema/privacy';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { collectDonorData } from './donor-data';
import { mailOutcome } from './privacy-mail';
import { action, answerNewRequest, insertRequest, OPEN, toRequestView } from './privacy-requests';

/** Staff's privacy requests: the list, moving one on, one received by mail, a donor's export for one. */

export async function listPrivacyRequests(
  ctx: AppContext,
  q: { status?: PrivacyRequestView['status']; page: number; pageSize: number },
) {
  const where = q.status ? eq(privacyRequests.status, q.status) : undefined;
  const now = new Date();
  const [rows, [total], [open], [overdue]] = await Promise.all([
    ctx.db
      .select()
      .from(privacyRequests)
      .where(where)
      .orderBy(
        sql`case when ${privacyRequests.status} in ('received', 'in_progress') then 0 else 1 end`,
        privacyRequests.dueAt,
        desc(privacyRequests.id),
      )
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(privacyRequests).where(where),
    ctx.db
      .select({ n: count() })
      .from(privacyRequests)
      .where(inArray(privacyRequests.status, [...OPEN])),
    ctx.db
      .select({ n: count() })
      .from(privacyRequests)
      .where(and(inArray(privacyRequests.status, [...OPEN]), lt(privacyRequests.dueAt, now))),
  ]);
  return {
    items: rows.map((r) => toRequestView(r, now)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
    openCount: open?.n ?? 0,
    overdueCount: overdue?.n ?? 0,
  };
}

/** PATCH: staff move a request on, add a note; completing or refusing it e-mails the donor. */
export async function updatePrivacyRequest(
  ctx: AppContext,
  opts: { id: number; body: AdminPrivacyUpdate; actor: SessionUser; ip: string },
): Promise<PrivacyRequestView> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, opts.id))
      .for('update');
    if (!row) throw notFound();
    const closed = row.status === 'completed' || row.status === 'refused';
    if (closed && opts.body.status && opts.body.status !== row.status)
      throw new AppError('CONFLICT', 'privacy:errors.closed');
    const actions = [...row.actions];
    if (opts.body.note) actions.push(action('note', opts.body.note, opts.actor.username));
    const next = opts.body.status ?? row.status;
    if (next !== row.status) actions.push(action(`status.${next}`, undefined, opts.actor.username));
    const finishing = !closed && (next === 'completed' || next === 'refused');
    const [updated] = await tx
      .update(privacyRequests)
      .set({
        status: next,
        actions,
        handledBy: opts.actor.id,
        ...(finishing ? { completedAt: new Date() } : {}),
      })
      .where(eq(privacyRequests.id, row.id))
      .returning();
    if (finishing && !updated!.email.startsWith('sha256:'))
      await mailOutcome(ctx, tx, updated!, updated!.email, { note: opts.body.note });
    await audit(tx, {
      actor: opts.actor,
      action: 'privacy-request.update',
      entityType: 'privacy_request',
      entityId: row.id,
      details: { status: next, note: Boolean(opts.body.note) },
      ip: opts.ip,
    });
    return toRequestView(updated!);
  });
}

/** A request received by letter or e-mail, entered by staff; deletion and withdrawal are done at once. */
export async function createMailRequest(
  ctx: AppContext,
  opts: { body: AdminPrivacyCreate; actor: SessionUser; ip: string },
): Promise<PrivacyRequestResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertRequest(tx, { ...opts.body, source: 'mail' }, opts.actor.username);
    await audit(tx, {
      actor: opts.actor,
      action: 'privacy-request.create',
      entityType: 'privacy_request',
      entityId: row.id,
      details: { kind: row.kind },
      ip: opts.ip,
    });
    return answerNewRequest(ctx, tx, row, opts.actor.username);
  });
}

/** The admin's export of one request's donor (a request received by mail). */
export async function exportForRequest(
  ctx: AppContext,
  opts: { id: number; actor: SessionUser; ip: string },
) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(privacyRequests).where(eq(privacyRequests.id, opts.id));
    if (!row) throw notFound();
    if (row.email.startsWith('sha256:')) throw new AppError('CONFLICT', 'privacy:errors.erased');
    const data = await collectDonorData(tx, row.email);
    await tx
      .update(privacyRequests)
      .set({ actions: [...row.actions, action('exported', 'json', opts.actor.username)] })
      .where(eq(privacyRequests.id, row.id));
    await audit(tx, {
      actor: opts.actor,
      action: 'privacy-request.export',
      entityType: 'privacy_request',
      entityId: row.id,
      ip: opts.ip,
    });
    return data;
  });
}
