import type { DbOrTx } from '../../db/client';
import type { MaintainedQueue } from './maintained-queue';

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** Dedupe: at most one queued or running job per key; a second enqueue while it is held returns null. */
  key?: string;
}

/**
 * The queues opened by this process (decision 026): `open()` adds its queue, `stop()` takes it out.
 * `enqueueJob` sends through the latest one still open that has the job (a test's own queue may not). Every instance's queue on a database has the
 * same queues in the same `pgboss` schema, and the insert runs on the caller's transaction, so which
 * open queue builds the statement does not matter; one is needed only for pg-boss's queue cache.
 */
const openQueues: MaintainedQueue[] = [];

export function registerOpenQueue(queue: MaintainedQueue): void {
  if (!openQueues.includes(queue)) openQueues.push(queue);
}

export function unregisterOpenQueue(queue: MaintainedQueue): void {
  const i = openQueues.indexOf(queue);
  if (i >= 0) openQueues.splice(i, 1);
}

/** The latest open queue that has the job `name`. */
export function openQueueWith(name: string): MaintainedQueue | undefined {
  return openQueues.findLast((q) => q.has(name));
}

/**
 * Queues a job on the caller's transaction (pg-boss, `fromDrizzle(tx)`): it exists exactly when the
 * change that asked for it commits. Returns the job id, or null when a job with the same key is
 * queued or running.
 */
export async function enqueueJob(
  tx: DbOrTx,
  name: string,
  payload: Record<string, unknown> = {},
  opts: EnqueueOptions = {},
): Promise<string | null> {
  const queue = openQueueWith(name);
  if (!queue) throw new Error(`No job named "${name}" in an open job queue (ctx.jobs.open())`);
  return queue.send(tx, name, payload, opts);
}
