import { count } from 'drizzle-orm';
import type { PrivacyRequestBody, PrivacyRequestResult } from '@shared/privacy/privacy.schemas';
import { donations } from '../../db/schema/donations';
import { privacyRequests } from '../../db/schema/privacy';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import { requireDonorEmailProof } from '../donor-portal/donor-proof';
import { byDonorEmail, collectDonorData, normalEmail } from './donor-data';
import { action, answerNewRequest, dueFromNow, insertRequest } from './privacy-requests';

/** A donor's privacy requests, after the e-mail proof (staff's side: privacy-admin.service.ts). */

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
    return answerNewRequest(ctx, tx, row, null);
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
      dueAt: dueFromNow(),
      completedAt: new Date(),
    });
    return data;
  });
}
