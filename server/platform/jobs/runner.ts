import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { JobRow } from '../../db/schema/jobs';
import type { AppContext } from '../context';
import {
  claimDueJobs,
  countJobsByState,
  extendLease,
  failAbandonedJobs,
  finishAttempt,
  type JobCounts,
} from './job-repo';
import { backoffMs, DEFAULT_MAX_ATTEMPTS, type AnyJobSpec } from './job-spec';
import { assertValidCron, fireSchedules } from './schedules';

/** `ctx.jobs`: the runner of this instance. */
export interface JobQueue {
  readonly runnerId: string;
  /** Polls for due jobs and fires schedules until `stop()`. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Tests: runs every due job now, one at a time, until none is due; returns how many ran. */
  drain(): Promise<number>;
  /** Enqueues this period's job of each schedule not yet fired by any instance; returns how many. */
  fireSchedules(now?: Date): Promise<number>;
  counts(): Promise<JobCounts>;
}

export interface JobRunnerOptions {
  db: Db;
  specs: AnyJobSpec[];
  /** The context handed to jobs (read when a job runs: the context holds this runner). */
  context: () => AppContext;
  logger?: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  /** A fake clock for tests. */
  now?: () => Date;
  pollMs?: number;
  /** Longest wait between two polls after failed ones (the database out of reach); default 15 s. */
  maxPollBackoffMs?: number;
  leaseMs?: number;
  backoffBaseMs?: number;
  concurrency?: number;
  scheduleEveryMs?: number;
  /** Told the outcome of every attempt (metrics). */
  onAttempt?(job: string, outcome: 'done' | 'retry' | 'failed'): void;
}

export function createJobRunner(opts: JobRunnerOptions): JobQueue {
  const specs = new Map<string, AnyJobSpec>();
  for (const s of opts.specs) {
    if (specs.has(s.name)) throw new Error(`Job "${s.name}" is declared twice`);
    if (s.cron) assertValidCron(s.cron);
    specs.set(s.name, s);
  }
  const names = [...specs.keys()];
  const now = opts.now ?? (() => new Date());
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  const runnerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const settled = new Map<string, number>();
  let loop: Promise<void> | null = null;
  let running = false;
  let wake: (() => void) | null = null;

  async function runOne(job: JobRow): Promise<void> {
    const spec = specs.get(job.name)!;
    const max = job.maxAttempts ?? spec.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
    const heartbeat = setInterval(() => {
      void extendLease(opts.db, job.id, runnerId, new Date(now().getTime() + leaseMs)).catch(() => false);
    }, leaseMs / 3);
    heartbeat.unref();
    let error: string | null = null;
    try {
      await spec.run(job.payload, opts.context(), { id: job.id, attempt: job.attempts, maxAttempts: max });
    } catch (err) {
      error = err instanceof Error ? err.message || err.name : String(err);
    } finally {
      clearInterval(heartbeat);
    }
    const at = now();
    const outcome =
      error === null
        ? ({ state: 'done' } as const)
        : job.attempts >= max
          ? ({ state: 'failed', error } as const)
          : ({
              state: 'queued',
              error,
              runAt: new Date(at.getTime() + backoffMs(job.attempts, opts.backoffBaseMs ?? 10_000)),
            } as const);
    opts.onAttempt?.(job.name, outcome.state === 'queued' ? 'retry' : outcome.state);
    const kept = await finishAttempt(opts.db, { id: job.id, runnerId, now: at, ...outcome });
    if (!kept) opts.logger?.warn({ jobId: job.id }, 'job lease lost before it finished');
    if (error !== null)
      opts.logger?.error({ jobId: job.id, job: job.name, attempt: job.attempts, error }, 'job failed');
  }

  async function claim(limit: number): Promise<JobRow[]> {
    const at = now();
    await failAbandonedJobs(opts.db, at);
    return claimDueJobs(opts.db, { runnerId, names, limit, now: at, leaseMs });
  }

  /** Free slots are filled as jobs finish, so one long job does not hold back the short ones. */
  async function poll(): Promise<void> {
    const slots = opts.concurrency ?? 2;
    const inFlight = new Set<Promise<void>>();
    let lastSchedule = 0;
    let failures = 0;
    while (running) {
      let claimed = 0;
      try {
        if (Date.now() - lastSchedule >= (opts.scheduleEveryMs ?? 15_000)) {
          lastSchedule = Date.now();
          await fireSchedules(opts.db, [...specs.values()], now(), settled);
        }
        if (inFlight.size < slots) {
          const jobs = await claim(slots - inFlight.size);
          claimed = jobs.length;
          for (const job of jobs) {
            const p: Promise<void> = runOne(job)
              .catch((err) => opts.logger?.error({ err, jobId: job.id }, 'job outcome not recorded'))
              .finally(() => {
                inFlight.delete(p);
                wake?.();
              });
            inFlight.add(p);
          }
        }
        if (failures > 0) opts.logger?.warn({ failures }, 'job runner: the database answers again');
        failures = 0;
      } catch (err) {
        failures++;
        opts.logger?.error({ err, failures }, 'job runner poll failed');
      }
      // Claim again at once while jobs keep coming; otherwise wait for the poll interval or a free slot.
      // After failed polls (the database out of reach) the wait doubles up to a ceiling: the runner
      // neither spins nor floods the log through an outage, and resumes by itself after it.
      if (running && (claimed === 0 || inFlight.size >= slots)) {
        const pollMs = opts.pollMs ?? 1000;
        const wait = Math.min(pollMs * 2 ** failures, Math.max(pollMs, opts.maxPollBackoffMs ?? 15_000));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    }
    await Promise.all(inFlight);
  }

  return {
    runnerId,
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
      loop = null;
    },
    async drain() {
      let ran = 0;
      for (let i = 0; i < 100_000; i++) {
        const [job] = await claim(1);
        if (!job) return ran;
        await runOne(job);
        ran++;
      }
      throw new Error('drain: jobs keep enqueueing jobs (100,000 run)');
    },
    fireSchedules: (at) => fireSchedules(opts.db, [...specs.values()], at ?? now()),
    counts: () => countJobsByState(opts.db),
  };
}
