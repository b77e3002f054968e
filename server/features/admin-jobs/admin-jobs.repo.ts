import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobs } from '../../db/schema/jobs';

export async function countOverdue(db: DbOrTx, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), lt(jobs.runAt, before)));
  return Number(row?.n ?? 0);
}

export async function countRetrying(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.state, 'queued'), gt(jobs.attempts, 0)));
  return Number(row?.n ?? 0);
}
