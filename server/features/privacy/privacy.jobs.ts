import { and, inArray, lt, notLike, sql } from 'drizzle-orm';
import { donations } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { taxReceipts } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { defineJob } from '../../platform/jobs/job-spec';
import { anonymiseDonations, donationsPastRetention, purgeReceiptBoundDonation } from './erasure';

const DAY = 86_400_000;

/**
 * Receipt-bound data past its retention date (a deletion's hold, or archived receipts that expired):
 * receipts, their copies and stored PDFs deleted, the donation anonymised. One transaction per donation.
 */
export async function purgeReceiptBoundData(ctx: Pick<AppContext, 'db' | 'storage'>, now = new Date()) {
  let purged = 0;
  for (const id of await donationsPastRetention(ctx.db, now)) {
    await ctx.storage.transaction(ctx.db, async (tx) => {
      await purgeReceiptBoundDonation(tx, ctx.storage, id);
    });
    purged += 1;
  }
  return purged;
}

/**
 * Personal data kept past its period: sent or failed e-mails in the outbox (they copy names, addresses
 * and codes) and donations cancelled before any receipt (abandoned: nothing requires keeping them).
 * Expired sessions, verification values and one-time codes are removed hourly by auth.purge-expired
 * and donor-portal.purge-email-codes.
 */
export async function purgeExpiredPersonalData(ctx: Pick<AppContext, 'db' | 'settings'>, now = new Date()) {
  const outboxDays = Number((await ctx.settings.get('privacy', 'outboxRetentionDays')) ?? 365);
  const cancelledDays = Number((await ctx.settings.get('privacy', 'cancelledDonationRetentionDays')) ?? 730);
  return ctx.db.transaction(async (tx) => {
    const mail = await tx
      .delete(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.status, ['sent', 'failed']),
          lt(emailOutbox.createdAt, new Date(now.getTime() - outboxDays * DAY)),
        ),
      )
      .returning({ id: emailOutbox.id });
    const abandoned = await tx
      .select({ id: donations.id })
      .from(donations)
      .where(
        and(
          sql`${donations.status} = 'cancelled'`,
          lt(donations.updatedAt, new Date(now.getTime() - cancelledDays * DAY)),
          notLike(donations.email, 'anonymised-%@example.invalid'),
          sql`not exists (select 1 from ${taxReceipts} r where r.donation_id = ${donations.id})`,
        ),
      )
      .limit(500);
    await anonymiseDonations(
      tx,
      abandoned.map((a) => a.id),
    );
    return { emails: mail.length, donations: abandoned.length };
  });
}

export const purgeReceiptBoundJob = defineJob({
  name: 'privacy.purge-receipt-bound',
  cron: '13 2 * * *',
  async run(_payload, ctx) {
    await purgeReceiptBoundData(ctx);
  },
});

export const purgePersonalDataJob = defineJob({
  name: 'privacy.purge-expired-personal-data',
  cron: '29 2 * * *',
  async run(_payload, ctx) {
    await purgeExpiredPersonalData(ctx);
  },
});

export const privacyJobs = [purgeReceiptBoundJob, purgePersonalDataJob];
