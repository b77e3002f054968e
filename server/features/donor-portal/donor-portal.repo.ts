import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import { vehicleAuctions } from '../../db/schema/dealers';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorPortalAccess,
} from '../../db/schema/donations';

/** The columns a donor may see; nothing internal is even read. */
const donorColumns = {
  id: donations.id,
  status: donations.status,
  vehicleType: donations.vehicleType,
  year: donations.year,
  make: donations.make,
  model: donations.model,
  trim: donations.trim,
  mileage: donations.mileage,
  condition: donations.condition,
  vin: donations.vin,
  hasLienOrFinance: donations.hasLienOrFinance,
  hasAccidents: donations.hasAccidents,
  firstName: donations.firstName,
  lastName: donations.lastName,
  email: donations.email,
  phone: donations.phone,
  address: donations.address,
  city: donations.city,
  province: donations.province,
  postalCode: donations.postalCode,
  charityName: charities.name,
  estimatedValue: donations.estimatedValue,
  finalValue: donations.finalValue,
  receiptNumber: donations.receiptNumber,
  receiptDate: donations.receiptDate,
  pickupDate: donations.pickupDate,
  pickupTime: donations.pickupTime,
  createdAt: donations.createdAt,
  // How the vehicle was sold, if it was: at auction (the winning bid) or for scrap after an unsold auction.
  saleKind: sql<
    'auction' | 'scrap' | null
  >`(select case when ${vehicleAuctions.winningDealerId} is not null then 'auction' when ${vehicleAuctions.scrappedAt} is not null then 'scrap' end from ${vehicleAuctions} where ${vehicleAuctions.donationId} = ${donations.id} and ${vehicleAuctions.status} = 'completed' and (${vehicleAuctions.winningDealerId} is not null or ${vehicleAuctions.scrappedAt} is not null) limit 1)`,
  saleAmount: sql<
    string | null
  >`(select case when ${vehicleAuctions.winningDealerId} is not null then ${vehicleAuctions.currentHighBid} else ${vehicleAuctions.scrapValue} end from ${vehicleAuctions} where ${vehicleAuctions.donationId} = ${donations.id} and ${vehicleAuctions.status} = 'completed' and (${vehicleAuctions.winningDealerId} is not null or ${vehicleAuctions.scrappedAt} is not null) limit 1)`,
  saleDate: sql<
    string | null
  >`(select to_char(coalesce(${vehicleAuctions.scrappedAt}, ${vehicleAuctions.endDate}) at time zone 'America/Toronto', 'YYYY-MM-DD') from ${vehicleAuctions} where ${vehicleAuctions.donationId} = ${donations.id} and ${vehicleAuctions.status} = 'completed' and (${vehicleAuctions.winningDealerId} is not null or ${vehicleAuctions.scrappedAt} is not null) limit 1)`,
};

export type DonorDonationRow = Awaited<ReturnType<typeof findDonorDonation>>;

export async function findDonorDonation(db: DbOrTx, donationId: number) {
  const [row] = await db
    .select(donorColumns)
    .from(donations)
    .leftJoin(charities, eq(charities.id, donations.charityId))
    .where(eq(donations.id, donationId));
  return row;
}

export async function listDonorDonationsByEmail(db: DbOrTx, email: string) {
  return db
    .select(donorColumns)
    .from(donations)
    .leftJoin(charities, eq(charities.id, donations.charityId))
    .where(eq(sql`lower(${donations.email})`, email.toLowerCase()))
    .orderBy(desc(donations.createdAt), desc(donations.id));
}

export async function donationExistsForEmail(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(sql`lower(${donations.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

/**
 * Counts one lookup by code and returns the access row as it was before it (the previous visit),
 * or undefined for an unknown code.
 */
export async function recordCodeAccess(db: DbOrTx, accessCode: string) {
  const [previous] = await db
    .select()
    .from(donorPortalAccess)
    .where(eq(donorPortalAccess.accessCode, accessCode))
    .for('update');
  if (!previous) return undefined;
  const [updated] = await db
    .update(donorPortalAccess)
    .set({ accessCount: sql`${donorPortalAccess.accessCount} + 1`, lastAccessedAt: new Date() })
    .where(eq(donorPortalAccess.id, previous.id))
    .returning({ accessCount: donorPortalAccess.accessCount });
  return {
    donationId: previous.donationId,
    accessCount: updated!.accessCount,
    previousAccessAt: previous.lastAccessedAt,
  };
}

/** Status changes of these donations, newest first, without notes or names. */
export async function listStatusHistory(db: DbOrTx, donationIds: number[], limit?: number) {
  if (donationIds.length === 0) return [];
  const query = db
    .select({
      id: donationStatusHistory.id,
      donationId: donationStatusHistory.donationId,
      status: donationStatusHistory.status,
      createdAt: donationStatusHistory.createdAt,
    })
    .from(donationStatusHistory)
    .where(inArray(donationStatusHistory.donationId, donationIds))
    .orderBy(desc(donationStatusHistory.createdAt), desc(donationStatusHistory.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** Messages exchanged with the donor; an internal note stays internal unless it was e-mailed to them. */
export async function listLatestCommunications(db: DbOrTx, donationId: number, limit: number) {
  return db
    .select({
      id: donationCommunications.id,
      type: donationCommunications.type,
      subject: donationCommunications.subject,
      sentAt: donationCommunications.sentAt,
    })
    .from(donationCommunications)
    .where(
      and(
        eq(donationCommunications.donationId, donationId),
        or(ne(donationCommunications.type, 'note'), eq(donationCommunications.method, 'email')),
      ),
    )
    .orderBy(desc(donationCommunications.sentAt), desc(donationCommunications.id))
    .limit(limit);
}
