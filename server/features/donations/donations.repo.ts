import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import {
  donationCommunications,
  donations,
  donationSearchText,
  donationStatusHistory,
  donorPortalAccess,
  type NewDonation,
  type NewDonationCommunication,
} from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { LIST_COLUMNS } from './donation-views';

const withCharity = { donation: donations, charityName: charities.name };

/** The columns of a list row only (a row has 69): the page reads and maps a third of them. */
const listColumns = Object.fromEntries(LIST_COLUMNS.map((c) => [c, donations[c]])) as {
  [K in (typeof LIST_COLUMNS)[number]]: (typeof donations)[K];
};

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

/** `%`, `_` and `\` typed by a person are searched for literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface DonationSearch {
  search?: string;
  statuses?: readonly string[];
  limit: number;
  offset: number;
}

/**
 * Name, full name, e-mail, VIN, make, model or number. Digits also match inside VINs (staff read out
 * the last digits); "#123" asks for donation 123 only. The text fields are first asked together
 * through their trigram index (donationSearchText), then one by one, so a match never spans two fields.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const byNumber = /^#\s*(\d{1,9})$/.exec(search);
  if (byNumber) return eq(donations.id, Number(byNumber[1]));
  const pattern = likePattern(search);
  const compactVin = search.replace(/[\s-]/g, '');
  const conditions: (SQL | undefined)[] = [
    and(
      ilike(donationSearchText(donations), pattern),
      or(
        // The full name also matches the first or the last name alone.
        ilike(sql`${donations.firstName} || ' ' || ${donations.lastName}`, pattern),
        ilike(donations.email, pattern),
        ilike(donations.make, pattern),
        ilike(donations.model, pattern),
      ),
    ),
    compactVin ? ilike(donations.vin, likePattern(compactVin)) : undefined,
  ];
  const asId = /^(\d{1,9})$/.exec(search);
  if (asId) conditions.push(eq(donations.id, Number(asId[1])));
  return or(...conditions);
}

/**
 * One page of donations, newest first, with the total that matches. A search counts its matches in the
 * same statement (`count(*) over ()`), so the trigram indexes are read once; the whole list is counted
 * apart, since its page is read from the newest end of an index without visiting every row. A page past
 * the end has no row to carry the count: it is then counted apart too.
 */
export async function searchDonations(db: DbOrTx, q: DonationSearch) {
  const where = and(
    searchCondition(q.search),
    q.statuses ? inArray(donations.status, [...q.statuses]) : undefined,
  );
  const page = (withTotal: boolean) =>
    db
      .select({
        donation: listColumns,
        charityName: charities.name,
        total: withTotal ? sql<number>`count(*) over ()`.mapWith(Number) : sql<null>`null`,
      })
      .from(donations)
      .leftJoin(charities, eq(charities.id, donations.charityId))
      .where(where)
      .orderBy(desc(donations.createdAt), desc(donations.id))
      .limit(q.limit)
      .offset(q.offset);
  const counted = q.search !== undefined && q.search !== '';
  const rows = await page(counted);
  if (counted && rows.length > 0) return { rows, total: rows[0]!.total ?? 0 };
  const [total] = await db.select({ n: count() }).from(donations).where(where);
  return { rows, total: Number(total?.n ?? 0) };
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
