import { eq, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorEmailChallenges,
  donorPortalAccess,
} from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { consentRecords, privacyRequests, retentionHolds } from '../../db/schema/privacy';
import { digitalReceiptArchive, taxReceipts } from '../../db/schema/receipts';

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Donations made with this address (case ignored). */
export const byDonorEmail = (email: string) => sql`lower(${donations.email}) = ${normalEmail(email)}`;

/**
 * Everything the platform holds about one address, table by table (the right of access and
 * portability). Credentials are left out: the receipt's download token, the archive's key and the
 * one-time codes' hashes would let someone act as the donor, and are no information about them.
 */
export async function collectDonorData(db: DbOrTx, rawEmail: string) {
  const email = normalEmail(rawEmail);
  const donationRows = await db.select().from(donations).where(byDonorEmail(email)).orderBy(donations.id);
  const ids = donationRows.map((d) => d.id);
  const inIds = (col: AnyPgColumn) => (ids.length ? inArray(col, ids) : sql`false`);

  const [history, access, communications, outbox, receipts, archive, consents, requests, holds, codes] =
    await Promise.all([
      db
        .select()
        .from(donationStatusHistory)
        .where(inIds(donationStatusHistory.donationId))
        .orderBy(donationStatusHistory.id),
      db
        .select()
        .from(donorPortalAccess)
        .where(inIds(donorPortalAccess.donationId))
        .orderBy(donorPortalAccess.id),
      db
        .select()
        .from(donationCommunications)
        .where(inIds(donationCommunications.donationId))
        .orderBy(donationCommunications.id),
      db
        .select({
          id: emailOutbox.id,
          toAddress: emailOutbox.toAddress,
          subject: emailOutbox.subject,
          textBody: emailOutbox.textBody,
          locale: emailOutbox.locale,
          status: emailOutbox.status,
          template: emailOutbox.template,
          donationId: emailOutbox.donationId,
          attachments: emailOutbox.attachments,
          createdAt: emailOutbox.createdAt,
          sentAt: emailOutbox.sentAt,
        })
        .from(emailOutbox)
        .where(or(sql`lower(${emailOutbox.toAddress}) = ${email}`, inIds(emailOutbox.donationId)))
        .orderBy(emailOutbox.id),
      db.select().from(taxReceipts).where(inIds(taxReceipts.donationId)).orderBy(taxReceipts.id),
      db
        .select()
        .from(digitalReceiptArchive)
        .where(inIds(digitalReceiptArchive.donationId))
        .orderBy(digitalReceiptArchive.id),
      db.select().from(consentRecords).where(eq(consentRecords.email, email)).orderBy(consentRecords.id),
      db.select().from(privacyRequests).where(eq(privacyRequests.email, email)).orderBy(privacyRequests.id),
      db.select().from(retentionHolds).where(inIds(retentionHolds.donationId)).orderBy(retentionHolds.id),
      db
        .select({
          id: donorEmailChallenges.id,
          email: donorEmailChallenges.email,
          createdAt: donorEmailChallenges.createdAt,
          expiresAt: donorEmailChallenges.expiresAt,
          consumedAt: donorEmailChallenges.consumedAt,
          attempts: donorEmailChallenges.attempts,
          ipAddress: donorEmailChallenges.ipAddress,
        })
        .from(donorEmailChallenges)
        .where(eq(donorEmailChallenges.email, email))
        .orderBy(donorEmailChallenges.id),
    ]);

  // Consent given on a donation form, as the donation row keeps it (the wording seen and the time).
  const formConsents = donationRows
    .filter((d) => d.newsConsentText || d.newsConsentAt)
    .map((d) => ({
      donationId: d.id,
      purpose: 'news',
      source: 'donation-form',
      wording: d.newsConsentText,
      grantedAt: d.newsConsentAt,
      active: d.newsConsent,
    }));

  return {
    email,
    generatedAt: new Date().toISOString(),
    donations: donationRows,
    statusHistory: history,
    portalAccess: access,
    communications,
    emails: outbox,
    receipts: receipts.map(({ downloadToken: _token, ...r }) => r),
    receiptArchive: archive.map(({ encryptionKey: _key, ...a }) => a),
    consents: { donationForms: formConsents, records: consents },
    privacyRequests: requests,
    retentionHolds: holds,
    emailVerifications: codes,
  };
}

export type DonorData = Awaited<ReturnType<typeof collectDonorData>>;
