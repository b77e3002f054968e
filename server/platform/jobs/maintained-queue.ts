import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type DrizzleTransactionLike,
  type JobWithMetadata,
  type QueueOptions,
  type SendOptions,
} from 'pg-boss';
import type { Database, DbOrTx } from '../../db/client';
import type { AppContext } from '../context';
import { registerOpenQueue, unregisterOpenQueue, type EnqueueOptions } from './enqueue';
import { DEFAULT_MAX_ATTEMPTS, type AnyJobSpec } from './job-spec';

/**
 * The job queue (decision 026), on pg-boss 12: `ctx.jobs`. It replaced our own queue of decision 007 to
 * the same contract (`JobSpec`, `EnqueueOptions`, `JobCounts`, `drain()` for tests); `enqueueJob(tx, …)`
 * sends through the open queue on the caller's transaction (enqueue.ts).
 */

export type JobState = 'queued' | 'running' | 'done' | 'failed';
export type JobCounts = Record<JobState, number>;

/** pg-boss's tables live in their own schema, beside ours (created and migrated by `start()`). */
export const BOSS_SCHEMA = 'pgboss';
/** Finished jobs are kept a week for the admin's view (as `jobs.cleanup` did). */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;

export interface MaintainedQueueOptions {
  database: Database;
  /** PostgreSQL: pg-boss's own small pool on this address (DATABASE_URL); unused on the embedded database. */
  url?: string;
  specs: AnyJobSpec[];
  context: () => AppContext;
  logger?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** Jobs run at once by this instance, per queue; default 2. */
  concurrency?: number;
  /** How often an idle worker asks for jobs; pg-boss's minimum is 0.5 s. Default 2 s. */
  pollingIntervalSeconds?: number;
  /** Base of the exponential wait between attempts, seconds (default 10, capped at one hour). */
  retryDelaySeconds?: number;
  onAttempt?(job: string, outcome: 'done' | 'retry' | 'failed'): void;
}

export interface MaintainedQueue {
  readonly boss: PgBoss;
  /** Starts pg-boss (schema, migrations) and creates every queue: before the app enqueues anything. */
  open(): Promise<void>;
  /** Workers for every job, the recurring schedules, pg-boss's maintenance. */
  start(): Promise<void>;
  /** Stops taking jobs, waits for the ones in hand (up to `timeoutMs`), closes pg-boss's connection. */
  stop(timeoutMs?: number): Promise<void>;
  /** True when this queue has the job `name`. */
  has(name: string): boolean;
  /** Queues a job on the caller's transaction; null when a job with the same key is queued or running. */
  send(
    tx: DbOrTx,
    name: string,
    payload?: Record<string, unknown>,
    opts?: EnqueueOptions,
  ): Promise<string | null>;
  /** Tests: runs every due job now, one at a time, until none is due; returns how many ran. */
  drain(): Promise<number>;
  counts(): Promise<JobCounts>;
}

/** A spec's queue: our retry rule (base · 2^(n-1), capped at an hour) and our `key` (one queued or running). */
export function queueOptionsOf(
  spec: AnyJobSpec,
  retryDelaySeconds = 10,
): QueueOptions & { policy: 'exclusive' } {
  return {
    policy: 'exclusive',
    retryLimit: (spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    deleteAfterSeconds: KEEP_FINISHED_SECONDS,
  };
}

/**
 * `enqueueJob`'s options in pg-boss's words. The `exclusive` policy allows one queued or active job per
 * `singletonKey`, and one per queue for jobs without one: a job without our `key` gets a key of its own
 * (a new id), so it is never held back.
 */
export function sendOptionsOf(opts: EnqueueOptions): SendOptions {
  return {
    singletonKey: opts.key ?? `job:${randomUUID()}`,
    ...(opts.runAt ? { startAfter: opts.runAt } : {}),
    ...(opts.maxAttempts ? { retryLimit: opts.maxAttempts - 1 } : {}),
  };
}

/** pg-boss on the app's database: the embedded one's guarded connection (decision 005), or its own pool. */
function openBoss(database: Database, url: string | undefined): PgBoss {
  const common = { schema: BOSS_SCHEMA, supervise: true, schedule: true, migrate: true } as const;
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return new PgBoss({ ...common, db: fromPglite(client), backend: 'pglite' });
  }
  if (!url) throw new Error('The maintained queue needs the PostgreSQL address');
  return new PgBoss({ ...common, connectionString: url, max: 3 });
}

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || err.name : String(err)).slice(0, 4000);

export function createMaintainedQueue(opts: MaintainedQueueOptions): MaintainedQueue {
  const specs = new Map<string, AnyJobSpec>();
  for (const s of opts.specs) {
    if (specs.has(s.name)) throw new Error(`Job "${s.name}" is declared twice`);
    specs.set(s.name, s);
  }
  const boss = openBoss(opts.database, opts.url);
  boss.on('error', (err) => opts.logger?.error({ err }, 'job queue error'));
  let opened = false;
  let started = false;

  /** Runs one attempt; throws (for pg-boss to retry or fail the job) as the spec did. */
  async function runAttempt(job: JobWithMetadata<Record<string, unknown>>): Promise<void> {
    const spec = specs.get(job.name)!;
    const attempt = job.retryCount + 1;
    const maxAttempts = job.retryLimit + 1;
    try {
      await spec.run(job.data, opts.context(), { id: job.id, attempt, maxAttempts });
      opts.onAttempt?.(job.name, 'done');
    } catch (err) {
      opts.onAttempt?.(job.name, attempt >= maxAttempts ? 'failed' : 'retry');
      opts.logger?.error({ jobId: job.id, job: job.name, attempt, error: errorText(err) }, 'job failed');
      throw err;
    }
  }

  const queue: MaintainedQueue = {
    boss,
    async open() {
      if (opened) return;
      await boss.start();
      const existing = new Set((await boss.getQueues()).map((q) => q.name));
      for (const spec of specs.values()) {
        const options = queueOptionsOf(spec, opts.retryDelaySeconds);
        // A queue's policy is fixed at creation; its retry and retention rules follow the spec.
        const { policy: _fixed, ...rules } = options;
        if (existing.has(spec.name)) await boss.updateQueue(spec.name, rules);
        else await boss.createQueue(spec.name, options);
      }
      // pg-boss's queue cache now holds every queue (start() reads those that exist; createQueue and
      // updateQueue put theirs in): on the embedded database a cache miss inside a request's
      // transaction would need the connection that transaction holds (decision 026).
      opened = true;
      registerOpenQueue(queue);
      // Work the features' tables say must be queued and no job holds (decision 007's jobs at the
      // upgrade, a restored backup): queued again, each under its key so nothing runs twice.
      for (const spec of specs.values()) {
        if (!spec.pending) continue;
        const pending = await spec.pending(opts.database.db);
        if (pending.length === 0) continue;
        await opts.database.db.transaction(async (tx) => {
          for (const p of pending)
            await queue.send(tx, spec.name, p.payload, {
              key: p.key,
              ...(p.runAt ? { runAt: p.runAt } : {}),
            });
        });
      }
    },
    async start() {
      if (started) return;
      await queue.open();
      started = true;
      for (const spec of specs.values()) {
        await boss.work(
          spec.name,
          {
            batchSize: 1,
            localConcurrency: opts.concurrency ?? 2,
            pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2,
            includeMetadata: true,
          },
          async ([job]: JobWithMetadata<Record<string, unknown>>[]) => runAttempt(job!),
        );
        // Once per period across every instance; a slow run is not doubled (its key).
        if (spec.cron)
          await boss.schedule(spec.name, spec.cron, {}, { tz: 'UTC', singletonKey: `cron:${spec.name}` });
      }
    },
    async stop(timeoutMs = 30_000) {
      if (!opened) return;
      opened = started = false;
      unregisterOpenQueue(queue);
      await boss.stop({ graceful: true, close: true, timeout: timeoutMs });
    },
    has: (name) => specs.has(name),
    async send(tx, name, payload = {}, options = {}) {
      if (!specs.has(name)) throw new Error(`No job named "${name}"`);
      const db = fromDrizzle(tx as unknown as DrizzleTransactionLike, sql);
      return boss.send(name, payload, { ...sendOptionsOf(options), db });
    },
    async drain() {
      let ran = 0;
      for (let round = 0; round < 100_000; round++) {
        let found = false;
        for (const name of specs.keys()) {
          const [job] = await boss.fetch<Record<string, unknown>>(name, {
            batchSize: 1,
            includeMetadata: true,
          });
          if (!job) continue;
          found = true;
          ran++;
          try {
            await runAttempt(job);
            await boss.complete(name, job.id);
          } catch (err) {
            await boss.fail(name, job.id, { message: errorText(err) });
          }
        }
        if (!found) return ran;
      }
      throw new Error('drain: jobs keep enqueueing jobs (100,000 rounds)');
    },
    async counts() {
      // Live counts from pg-boss's job table (its queue rows hold counts as of the last monitor pass);
      // every job of the schema is this app's.
      const { rows } = (await opts.database.db.execute(
        sql`select state::text as state, count(*) as n from ${sql.identifier(BOSS_SCHEMA)}.job group by state`,
      )) as unknown as { rows: { state: string; n: number | string }[] };
      const counts: JobCounts = { queued: 0, running: 0, done: 0, failed: 0 };
      const as: Record<string, keyof JobCounts> = {
        created: 'queued',
        retry: 'queued',
        active: 'running',
        completed: 'done',
        failed: 'failed',
      };
      for (const r of rows) if (as[r.state]) counts[as[r.state]!] += Number(r.n);
      return counts;
    },
  };
  return queue;
}
