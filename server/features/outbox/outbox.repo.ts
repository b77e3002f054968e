import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema/platform';

export async function pageOutbox(db: DbOrTx, q: { status?: string; limit: number; offset: number }) {
  const where = q.status ? eq(emailOutbox.status, q.status) : undefined;
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(emailOutbox).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOutboxMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}
