import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { BOSS_SCHEMA } from '../../platform/jobs/maintained-queue';

/** The admin's view of pg-boss's job table (decision 026), in our words: queued, running, done, failed. */
const job = sql.identifier(BOSS_SCHEMA);

async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function countOverdue(db: DbOrTx, before: Date): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${job}.job where state = 'created' and start_after < ${before.toISOString()}::timestamptz`,
  );
  return Number(row?.n ?? 0);
}

/** Queued for another attempt after a failed one. */
export async function countRetrying(db: DbOrTx): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from ${job}.job where state = 'retry'`,
  );
  return Number(row?.n ?? 0);
}

export interface BossJobRow {
  id: string;
  name: string;
  state: string;
  data: Record<string, unknown> | null;
  singletonKey: string | null;
  /** Attempts made (pg-boss counts the retries). */
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

const columns = sql`id::text as id, name, state::text as state, data, singleton_key as "singletonKey",
  retry_count + 1 as attempts, retry_limit + 1 as "maxAttempts", output ->> 'message' as "lastError",
  created_on as "createdAt", completed_on as "finishedAt"`;

const asJob = (r: BossJobRow): BossJobRow => ({
  ...r,
  attempts: Number(r.attempts),
  maxAttempts: Number(r.maxAttempts),
  createdAt: new Date(r.createdAt),
  finishedAt: r.finishedAt ? new Date(r.finishedAt) : null,
});

export async function latestFailedJobs(db: DbOrTx, limit: number): Promise<BossJobRow[]> {
  const rows = await rowsOf<BossJobRow>(
    db,
    sql`select ${columns} from ${job}.job where state = 'failed' order by completed_on desc nulls last limit ${limit}`,
  );
  return rows.map(asJob);
}

/** Locks one job row for a change (admin retry). */
export async function lockJob(tx: DbOrTx, id: string): Promise<BossJobRow | undefined> {
  const [row] = await rowsOf<BossJobRow>(
    tx,
    sql`select ${columns} from ${job}.job where id = ${id}::uuid for update`,
  );
  return row && asJob(row);
}

/** A job of this queue holds the key (queued, waiting for a retry, or running). */
export async function hasActiveJobWithKey(tx: DbOrTx, name: string, key: string): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    tx,
    sql`select 1 as one from ${job}.job where name = ${name} and singleton_key = ${key}
        and state in ('created', 'retry', 'active') limit 1`,
  );
  return rows.length > 0;
}
