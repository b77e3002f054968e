import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/auth';
import { charities, type Charity, type NewCharity } from '../../db/schema/charities';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/receipts';

export async function findCharityById(db: DbOrTx, id: number): Promise<Charity | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.id, id));
  return row;
}

export async function findCharityByNumber(
  db: DbOrTx,
  registrationNumber: string,
): Promise<Charity | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.registrationNumber, registrationNumber));
  return row;
}

export async function findCharityByUser(db: DbOrTx, userId: string): Promise<Charity | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.userId, userId));
  return row;
}

/** Locks the row for a status change (approval, deactivation), so two admins cannot both act on it. */
export async function lockCharity(db: DbOrTx, id: number): Promise<Charity | undefined> {
  const [row] = await db.select().from(charities).where(eq(charities.id, id)).for('update');
  return row;
}

/** Inserts unless the number exists; returns undefined on a duplicate (the unique index decides, even in a race). */
export async function insertCharity(db: DbOrTx, values: NewCharity): Promise<Charity | undefined> {
  const [row] = await db
    .insert(charities)
    .values(values)
    .onConflictDoNothing({ target: charities.registrationNumber })
    .returning();
  return row;
}

export async function updateCharity(db: DbOrTx, id: number, values: Partial<NewCharity>): Promise<Charity> {
  const [row] = await db.update(charities).set(values).where(eq(charities.id, id)).returning();
  return row!;
}

export interface CharityListFilter {
  search?: string;
  verification?: string;
  active?: boolean;
}

function listWhere(f: CharityListFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(ilike(charities.name, like), ilike(charities.registrationNumber, like), ilike(charities.city, like)),
    );
  }
  if (f.verification) parts.push(eq(charities.verificationStatus, f.verification));
  if (f.active !== undefined) parts.push(eq(charities.isActive, f.active));
  return parts.length ? and(...parts) : undefined;
}

export async function listCharities(
  db: DbOrTx,
  opts: CharityListFilter & { limit: number; offset: number },
): Promise<{ items: Charity[]; total: number }> {
  const where = listWhere(opts);
  const items = await db
    .select()
    .from(charities)
    .where(where)
    // Pending registrations first: they are what an admin has to act on.
    .orderBy(sql`(${charities.verificationStatus} = 'pending') desc`, asc(charities.name), asc(charities.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(charities).where(where);
  return { items, total: Number(total?.n ?? 0) };
}

/** How many charities in each verification status, and how many are inactive (the list's counts). */
export async function countCharities(db: DbOrTx) {
  const rows = await db
    .select({ status: charities.verificationStatus, active: charities.isActive, n: count() })
    .from(charities)
    .groupBy(charities.verificationStatus, charities.isActive);
  const counts = { total: 0, pending: 0, verified: 0, rejected: 0, inactive: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    counts.total += n;
    if (r.status in counts) counts[r.status as 'pending' | 'verified' | 'rejected'] += n;
    if (!r.active) counts.inactive += n;
  }
  return counts;
}

export async function adminEmails(db: DbOrTx): Promise<{ email: string; locale: string }[]> {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'admin'), or(eq(users.banned, false), sql`${users.banned} is null`)));
}

/** The charity's donations, newest first (a charity account reads these for its own charity only). */
export async function listCharityDonations(db: DbOrTx, charityId: number, limit: number) {
  return db
    .select({
      id: donations.id,
      status: donations.status,
      year: donations.year,
      make: donations.make,
      model: donations.model,
      city: donations.city,
      province: donations.province,
      finalValue: donations.finalValue,
      pickupDate: donations.pickupDate,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(eq(donations.charityId, charityId))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit);
}

export async function listCharityReceipts(db: DbOrTx, charityId: number, limit: number) {
  return db
    .select({
      id: taxReceipts.id,
      receiptNumber: taxReceipts.receiptNumber,
      donationId: taxReceipts.donationId,
      eligibleAmount: taxReceipts.eligibleAmount,
      receiptDate: taxReceipts.receiptDate,
      status: taxReceipts.status,
      registryFlagStatus: taxReceipts.registryFlagStatus,
      registryFlagDate: taxReceipts.registryFlagDate,
      registryRestoredDate: taxReceipts.registryRestoredDate,
    })
    .from(taxReceipts)
    .where(eq(taxReceipts.charityId, charityId))
    .orderBy(desc(taxReceipts.id))
    .limit(limit);
}

export async function allCharityIds(db: DbOrTx): Promise<number[]> {
  return (await db.select({ id: charities.id }).from(charities).orderBy(asc(charities.id))).map((r) => r.id);
}
