import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { autoDealers, type AutoDealer, type NewAutoDealer } from '../../db/schema/dealers';

export async function insertDealer(db: DbOrTx, values: NewAutoDealer): Promise<AutoDealer | null> {
  const [row] = await db
    .insert(autoDealers)
    .values(values)
    .onConflictDoNothing({ target: autoDealers.email })
    .returning();
  return row ?? null;
}

export async function findDealerByEmail(db: DbOrTx, email: string): Promise<AutoDealer | null> {
  const [row] = await db.select().from(autoDealers).where(eq(autoDealers.email, email));
  return row ?? null;
}

export async function lockDealer(tx: DbOrTx, id: number): Promise<AutoDealer | null> {
  const [row] = await tx.select().from(autoDealers).where(eq(autoDealers.id, id)).for('update');
  return row ?? null;
}

export async function updateDealer(
  tx: DbOrTx,
  id: number,
  values: Partial<NewAutoDealer>,
): Promise<AutoDealer> {
  const [row] = await tx
    .update(autoDealers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(autoDealers.id, id))
    .returning();
  return row!;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(autoDealers.businessName, like),
    ilike(autoDealers.dealerLicense, like),
    ilike(autoDealers.contactName, like),
  );
}

export async function listDealerRows(
  db: DbOrTx,
  q: { search?: string; status?: string; page: number; pageSize: number },
): Promise<{ rows: AutoDealer[]; total: number }> {
  const where = and(
    searchCondition(q.search),
    q.status ? eq(autoDealers.verificationStatus, q.status) : undefined,
  );
  const rows = await db
    .select({ dealer: autoDealers, total: sql<number>`count(*) over ()::int` })
    .from(autoDealers)
    .where(where)
    .orderBy(
      sql`case ${autoDealers.verificationStatus} when 'pending' then 0 else 1 end`,
      desc(autoDealers.createdAt),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows: rows.map((r) => r.dealer), total: rows[0]?.total ?? 0 };
}

export async function dealerCounts(db: DbOrTx) {
  const rows = await db
    .select({ status: autoDealers.verificationStatus, n: sql<number>`count(*)::int` })
    .from(autoDealers)
    .groupBy(autoDealers.verificationStatus);
  const by = Object.fromEntries(rows.map((r) => [r.status, r.n]));
  return {
    total: rows.reduce((s, r) => s + r.n, 0),
    verified: by.verified ?? 0,
    pending: by.pending ?? 0,
    rejected: by.rejected ?? 0,
  };
}
