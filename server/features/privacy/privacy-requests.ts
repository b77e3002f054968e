import { eq } from 'drizzle-orm';
import {
  PRIVACY_RESPONSE_DAYS,
  type PrivacyRequestKind,
  type PrivacyRequestResult,
  type PrivacyRequestView,
} from '@shared/privacy/privacy.schemas';
import type { DbOrTx } from '../../db/client';
import { privacyRequests, type PrivacyAction, type PrivacyRequest } from '../../db/schema/privacy';
import type { AppContext } from '../../platform/context';
import type { Locale } from '../../platform/i18n';
import { withdrawNewsConsent } from './consent';
import { normalEmail } from './donor-data';
import { emailHash, eraseDonor, type ErasureOutcome } from './erasure';
import { mailOutcome, mailReceived } from './privacy-mail';

/**
 * A privacy request, whoever brings it (a donor through the portal: privacy.service.ts; staff for a
 * request received by mail: privacy-admin.service.ts): recorded, carried out, shown.
 */

const DAY = 86_400_000;
/** When a request received now must be answered. */
export const dueFromNow = () => new Date(Date.now() + PRIVACY_RESPONSE_DAYS * DAY);
export const OPEN = ['received', 'in_progress'] as const;

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

export const action = (name: string, detail?: string, by?: string | null): PrivacyAction => ({
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

/** A request received, answered within PRIVACY_RESPONSE_DAYS. */
export async function insertRequest(
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
      dueAt: dueFromNow(),
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

/** A request just recorded: a correction is acknowledged and waits for staff; any other is carried out. */
export async function answerNewRequest(
  ctx: AppContext,
  tx: DbOrTx,
  row: PrivacyRequest,
  by: string | null,
): Promise<PrivacyRequestResult> {
  if (row.kind === 'correction') {
    await mailReceived(ctx, tx, row);
    return resultOf(row);
  }
  const { row: done, erasure } = await carryOut(ctx, tx, row, by);
  return resultOf(done, erasure);
}
