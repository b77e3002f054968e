import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
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
  // What reached the charity: the net of the sale's settlement lines (decision 020).
  saleNet: sql<
    string | null
  >`(select sum(l.amount)::text from settlement_lines l join settlements s on s.id = l.settlement_id where s.donation_id = ${donations.id})`,
  // Proof of recycling of a vehicle sold for scrap.
  recycling: sql<{
    recyclerName: string;
    recyclerLicence: string | null;
    certificateNumber: string;
    certificateDate: string;
    hasScan: boolean;
  } | null>`(select json_build_object('recyclerName', r.recycler_name, 'recyclerLicence', r.recycler_licence, 'certificateNumber', r.certificate_number, 'certificateDate', to_char(r.certificate_date, 'YYYY-MM-DD'), 'hasScan', r.scan_file_id is not null) from recycling_records r where r.donation_id = ${donations.id})`,
};

export type DonorDonationRow = Awaited<ReturnType<typeof listDonorDonationsByEmail>>[number];

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

/** One status change or message as the portal reads it in JSON (the time as PostgreSQL writes it). */
interface JsonEntry {
  id: number;
  createdAt: string;
}

/** Status changes and messages shown on a portal visit: the latest this many of each. */
export const PORTAL_LATEST = 3;

const visit = preparedStatement('portal_visit', (db) => {
  const previous = db
    .select({ id: donorPortalAccess.id, lastAccessedAt: donorPortalAccess.lastAccessedAt })
    .from(donorPortalAccess)
    .where(eq(donorPortalAccess.accessCode, sql.placeholder('code')))
    .for('update')
    .as('previous');
  const access = db.$with('access').as(
    db
      .update(donorPortalAccess)
      .set({
        accessCount: sql`${donorPortalAccess.accessCount} + 1`,
        lastAccessedAt: sql`${sql.placeholder('now')}::timestamptz`,
      })
      .from(previous)
      .where(eq(donorPortalAccess.id, previous.id))
      .returning({
        donationId: donorPortalAccess.donationId,
        accessCount: donorPortalAccess.accessCount,
        previousAccessAt: sql<Date | null>`${previous.lastAccessedAt}`
          .mapWith(donorPortalAccess.lastAccessedAt)
          .as('previous_access_at'),
      }),
  );
  return db
    .with(access)
    .select({
      ...donorColumns,
      accessCount: access.accessCount,
      previousAccessAt: access.previousAccessAt,
      history: sql<(JsonEntry & { status: string })[]>`(select coalesce(json_agg(json_build_object(
          'id', h.id, 'status', h.status, 'createdAt', h.created_at) order by h.created_at desc, h.id desc), '[]')
        from (select ${donationStatusHistory.id} as id, ${donationStatusHistory.status} as status,
            ${donationStatusHistory.createdAt} as created_at
          from ${donationStatusHistory} where ${donationStatusHistory.donationId} = ${donations.id}
          order by ${donationStatusHistory.createdAt} desc, ${donationStatusHistory.id} desc
          limit ${sql.raw(String(PORTAL_LATEST))}) h)`,
      communications: sql<(JsonEntry & { type: string; subject: string | null })[]>`(select
          coalesce(json_agg(json_build_object('id', c.id, 'type', c.type, 'subject', c.subject,
            'createdAt', c.sent_at) order by c.sent_at desc, c.id desc), '[]')
        from (select ${donationCommunications.id} as id, ${donationCommunications.type} as type,
            ${donationCommunications.subject} as subject, ${donationCommunications.sentAt} as sent_at
          from ${donationCommunications} where ${donationCommunications.donationId} = ${donations.id}
            and (${donationCommunications.type} <> 'note' or ${donationCommunications.method} = 'email')
          order by ${donationCommunications.sentAt} desc, ${donationCommunications.id} desc
          limit ${sql.raw(String(PORTAL_LATEST))}) c)`,
    })
    .from(access)
    .innerJoin(donations, eq(donations.id, access.donationId))
    .leftJoin(charities, eq(charities.id, donations.charityId));
});

/**
 * A portal visit by code in one statement (issue 18): counts the lookup on the access row (locked, so
 * parallel visits count one each), and reads the donation as its donor may see it with its latest
 * PORTAL_LATEST status changes and messages. Undefined for an unknown code.
 */
export async function openByAccessCode(db: DbOrTx, accessCode: string, now: Date) {
  const [row] = await visit.run(db, { code: accessCode, now: now.toISOString() });
  return row;
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
