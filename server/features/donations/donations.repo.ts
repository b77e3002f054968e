import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import {
  donationCommunications,
  donations,
  donationStatusHistory,
  donorPortalAccess,
  type NewDonation,
  type NewDonationCommunication,
} from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';

const withCharity = { donation: donations, charityName: charities.name };

export type DonationWithCharity = NonNullable<Awaited<ReturnType<typeof findDonation>>>;

export async function findDonation(db: DbOrTx, id: number) {
  const [row] = await db
    .select(withCharity)
    .from(donations)
    .leftJoin(charities, eq(charities.id, donations.charityId))
    .where(eq(donations.id, id));
  return row ?? null;
}

/** The donation row, locked until the caller's transaction ends (read, check, then write). */
export async function lockDonation(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(donations).where(eq(donations.id, id)).for('update');
  return row ?? null;
}

export async function updateDonation(tx: DbOrTx, id: number, set: Partial<NewDonation>) {
  await tx
    .update(donations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(donations.id, id));
}

/** The donor's current tracking code (the latest one issued for the donation). */
export async function findAccessCode(db: DbOrTx, donationId: number): Promise<string | null> {
  const [row] = await db
    .select({ code: donorPortalAccess.accessCode })
    .from(donorPortalAccess)
    .where(eq(donorPortalAccess.donationId, donationId))
    .orderBy(desc(donorPortalAccess.createdAt), desc(donorPortalAccess.id))
    .limit(1);
  return row?.code ?? null;
}

export async function listStatusHistory(db: DbOrTx, donationId: number) {
  return db
    .select()
    .from(donationStatusHistory)
    .where(eq(donationStatusHistory.donationId, donationId))
    .orderBy(desc(donationStatusHistory.createdAt), desc(donationStatusHistory.id));
}

export async function listCommunications(db: DbOrTx, donationId: number) {
  return db
    .select()
    .from(donationCommunications)
    .where(eq(donationCommunications.donationId, donationId))
    .orderBy(desc(donationCommunications.sentAt), desc(donationCommunications.id));
}

export async function insertCommunication(tx: DbOrTx, values: NewDonationCommunication) {
  const [row] = await tx.insert(donationCommunications).values(values).returning();
  return row!;
}

/** Records a contact with the donor; `notified` also counts it among the notices sent to them. */
export async function markDonorContacted(tx: DbOrTx, donationId: number, opts: { notified: boolean }) {
  await tx
    .update(donations)
    .set({
      lastContactedAt: new Date(),
      ...(opts.notified ? { donorNotificationsSent: sql`${donations.donorNotificationsSent} + 1` } : {}),
    })
    .where(eq(donations.id, donationId));
}

/** Whether an e-mail of this template was ever queued for the donation (notices sent once). */
export async function hasQueuedEmail(db: DbOrTx, donationId: number, template: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.donationId, donationId), eq(emailOutbox.template, template)));
  return (row?.n ?? 0) > 0;
}

export async function listDonationOutbox(db: DbOrTx, donationId: number) {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.donationId, donationId))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id));
}
