import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';

/** A database that takes longer than this to answer `select 1` is reported down, not waited for. */
const DATABASE_CHECK_TIMEOUT_MS = 3_000;

export async function databaseCheck(ctx: AppContext): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'down'>(
    (resolve) => (timer = setTimeout(resolve, DATABASE_CHECK_TIMEOUT_MS, 'down')),
  );
  const answer = ctx.db.execute(sql`select 1`).then(
    () => 'ok' as const,
    () => 'down' as const,
  );
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a finished check answers for: load balancers ask every few seconds, a load test thousands of times. */
export const HEALTH_CHECK_MAX_AGE_MS = 1000;

/**
 * A check run at most once a second, however many ask: every request that arrives while it runs, or
 * within a second after it finished, gets that run's result. A health endpoint must not become the load
 * it reports on (one database round trip per request halved the requests an instance could answer),
 * and an answer a second old is as good to a load balancer.
 */
export function sharedCheck<T>(run: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let last: { at: number; result: Promise<T> } | undefined;
  return () => {
    // `at` is when the check finished (or started, while it runs): a running check is always shared.
    if (last && now() - last.at <= HEALTH_CHECK_MAX_AGE_MS) return last.result;
    const entry = { at: Number.POSITIVE_INFINITY, result: run() };
    last = entry;
    void entry.result.finally(() => (entry.at = now()));
    return entry.result;
  };
}
