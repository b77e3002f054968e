import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  PRIVACY_RESPONSE_DAYS,
  type AdminPrivacyCreate,
  type AdminPrivacyUpdate,
  type PrivacyRequestBody,
  type PrivacyRequestKind,
  type PrivacyRequestResult,
  type PrivacyRequestView,
} from '@shared/privacy/privacy.schemas';
import type { DbOrTx } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { privacyRequests, type PrivacyAction, type PrivacyRequest } from '../../db/schema/privacy';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { requireDonorEmailProof } from '../donor-portal/donor-proof';
import { withdrawNewsConsent } from './consent';
import { byDonorEmail, collectDonorData, normalEmail } from './donor-data';
import { emailHash, eraseDonor, type ErasureOutcome } from './erasure';
import { mailOutcome, mailReceived } from './privacy-mail';

const DAY = 86_400_000;
const OPEN = ['received', 'in_progress'] as const;

export function toRequestView(r: PrivacyRequest, now = new Date()): PrivacyRequestView {
  return {
    id: r.id,
    email: r.email.startsWith('sha256:') ? 'deleted' : r.email,
    kind: r.kind as PrivacyRequestKind,
    status: r.status as PrivacyRequestView['status'],
    source: r.source as 'portal' | 'mail',
    locale: r.locale as Locale,
    details: r.details,
    actions: r.actions,
    retainedUntil: r.retainedUntil?.toISOString() ?? null,
    dueAt: r.dueAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    overdue: (OPEN as readonly string[]).includes(r.status) && r.dueAt < now,
  };
}

const action = (name: string, detail?: string, by?: string | null): PrivacyAction => ({
  at: new Date().toISOString(),
  action: name,
  ...(detail !== undefined ? { detail } : {}),
  ...(by !== undefined ? { by } : {}),
});

/** What a request does at once (withdraw, delete, access); a correction waits for staff. */
async function carryOut(
  ctx: AppContext,
  tx: DbOrTx,
  row: PrivacyRequest,
  by: string | null,
): Promise<{ row: PrivacyRequest; erasure?: ErasureOutcome }> {
  const email = row.email;
  const actions = [...row.actions];
  let erasure: ErasureOutcome | undefined;
  let retainedUntil: Date | null = null;
  switch (row.kind) {
    case 'correction':
      return { row };
    case 'access':
      actions.push(action('exported', undefined, by));
      break;
    case 'withdraw-consent': {
      const n = await withdrawNewsConsent(tx, email, by ? 'admin' : 'portal');
      actions.push(action('withdrawn', String(n), by));
      break;
    }
    case 'deletion': {
      await withdrawNewsConsent(tx, email, 'deletion');
      const retentionDays = Number((await ctx.settings.get('receipts', 'retentionDays')) ?? 2555);
      erasure = await eraseDonor(tx, email, { requestId: row.id, retentionDays });
      actions.push(action('anonymised', String(erasure.anonymised.length), by));
      for (const k of erasure.kept) {
        actions.push(action('kept', `${k.receiptNumber} ${k.keepUntil.toISOString().slice(0, 10)}`, by));
        if (!retainedUntil || k.keepUntil > retainedUntil) retainedUntil = k.keepUntil;
      }
      break;
    }
  }
  const [done] = await tx
    .update(privacyRequests)
    .set({ status: 'completed', completedAt: new Date(), actions, retainedUntil })
    .where(eq(privacyRequests.id, row.id))
    .returning();
  await mailOutcome(ctx, tx, done!, email, { erasure });
  if (row.kind === 'deletion') {
    // The answer is queued to the address; then the request keeps only its hash.
    const hashed = await tx
      .update(privacyRequests)
      .set({ email: emailHash(email) })
      .where(eq(privacyRequests.email, email))
      .returning();
    return { row: hashed.find((h) => h.id === done!.id) ?? done!, erasure };
  }
  return { row: done!, erasure };
}

async function insertRequest(
  tx: DbOrTx,
  input: {
    email: string;
    kind: PrivacyRequestKind;
    source: 'portal' | 'mail';
    locale: Locale;
    field?: string;
    value?: string;
    message?: string;
  },
  by: string | null,
) {
  const details: PrivacyRequest['details'] = {};
  if (input.field) details.field = input.field;
  if (input.value) details.value = input.value;
  if (input.message) details.message = input.message;
  const [row] = await tx
    .insert(privacyRequests)
    .values({
      email: normalEmail(input.email),
      kind: input.kind,
      source: input.source,
      locale: input.locale,
      details,
      actions: [action('received', input.source, by)],
      dueAt: new Date(Date.now() + PRIVACY_RESPONSE_DAYS * DAY),
    })
    .returning();
  return row!;
}

const resultOf = (row: PrivacyRequest, erasure?: ErasureOutcome): PrivacyRequestResult => ({
  request: toRequestView(row),
  anonymised: erasure?.anonymised.length ?? 0,
  kept: (erasure?.kept ?? []).map((k) => ({
    receiptNumber: k.receiptNumber,
    keepUntil: k.keepUntil.toISOString(),
  })),
});

/** POST /api/privacy-requests: a donor's request, after the e-mail proof, done in one transaction. */
export async function submitPrivacyRequest(
  ctx: AppContext,
  opts: { body: PrivacyRequestBody; proofToken: string | null; locale: Locale },
): Promise<PrivacyRequestResult> {
  const email = await requireDonorEmailProof(ctx.db, { token: opts.proofToken, email: opts.body.email });
  return ctx.db.transaction(async (tx) => {
    const [has] = await tx.select({ n: count() }).from(donations).where(byDonorEmail(email));
    if (!has?.n) throw notFound('privacy:errors.noDonations');
    const row = await insertRequest(tx, { ...opts.body, email, source: 'portal', locale: opts.locale }, null);
    if (row.kind === 'correction') {
      await mailReceived(ctx, tx, row);
      return resultOf(row);
    }
    const { row: done, erasure } = await carryOut(ctx, tx, row, null);
    return resultOf(done, erasure);
  });
}

/** GET export: the donor's data after the proof; each download is logged as an answered access request. */
export async function exportForDonor(
  ctx: AppContext,
  opts: { email: string; proofToken: string | null; locale: Locale; format: 'json' | 'html' },
) {
  const email = await requireDonorEmailProof(ctx.db, { token: opts.proofToken, email: opts.email });
  return ctx.db.transaction(async (tx) => {
    const data = await collectDonorData(tx, email);
    if (!data.donations.length) throw notFound('privacy:errors.noDonations');
    await tx.insert(privacyRequests).values({
      email: normalEmail(email),
      kind: 'access',
      status: 'completed',
      source: 'portal',
      locale: opts.locale,
      actions: [action('received', 'portal'), action('exported', opts.format)],
      dueAt: new Date(Date.now() + PRIVACY_RESPONSE_DAYS * DAY),
      completedAt: new Date(),
    });
    return data;
  });
}

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
    if (row.kind === 'correction') {
      await mailReceived(ctx, tx, row);
      return resultOf(row);
    }
    const { row: done, erasure } = await carryOut(ctx, tx, row, opts.actor.username);
    return resultOf(done, erasure);
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
