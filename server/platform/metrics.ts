import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema/platform';
import { AppError } from './errors';
import type { JobCounts } from './jobs/maintained-queue';

export interface Metrics {
  registry: Registry;
  /** A job attempt ended in this instance: `done`, `retry` (queued again) or `failed` (no attempt left). */
  jobAttempt(job: string, outcome: 'done' | 'retry' | 'failed'): void;
}

export interface MetricsSources {
  database: Database;
  jobCounts(): Promise<JobCounts>;
}

/**
 * This instance's metrics in Prometheus format (prom-client), one registry per app (tests build many
 * apps in one process). Counters and histograms count what this instance did; the gauges read from
 * the database (jobs, e-mails) are the same on every instance: sum the counters, not those.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'vdc_' });
  const registers = [registry];

  new Histogram({
    name: 'vdc_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: latency in seconds (_count is the request rate).',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  new Counter({
    name: 'vdc_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by route pattern.',
    labelNames: ['route'],
    registers,
  });
  const attempts = new Counter({
    name: 'vdc_job_attempts_total',
    help: 'Background job attempts run by this instance, by job and outcome (done, retry, failed).',
    labelNames: ['job', 'outcome'],
    registers,
  });
  new Gauge({
    name: 'vdc_jobs',
    help: 'Background jobs in the database by state (queued is the queue depth; failed ran out of attempts).',
    labelNames: ['state'],
    registers,
    async collect() {
      const counts = await sources.jobCounts().catch(() => null);
      this.reset();
      if (counts) for (const [state, n] of Object.entries(counts)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'vdc_emails',
    help: 'E-mails in the outbox by status (queued waiting to be sent, sent, failed after every attempt).',
    labelNames: ['status'],
    registers,
    async collect() {
      const rows = await sources.database.db
        .select({ status: emailOutbox.status, n: count() })
        .from(emailOutbox)
        .groupBy(emailOutbox.status)
        .catch(() => null);
      this.reset();
      if (!rows) return;
      for (const status of ['queued', 'sent', 'failed']) this.set({ status }, 0);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'vdc_db_pool_connections',
    help: 'PostgreSQL pool of this instance: open connections (total), idle ones, and queries waiting for one.',
    labelNames: ['state'],
    registers,
    collect() {
      const pool = sources.database.poolStats?.();
      this.reset();
      if (pool) for (const [state, n] of Object.entries(pool)) this.set({ state }, n);
    },
  });

  return {
    registry,
    jobAttempt: (job, outcome) => attempts.inc({ job, outcome }),
  };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Times every request by its route pattern (never the raw URL: one series per route, no personal
 * data) and serves `GET /api/metrics` to a scraper holding `METRICS_TOKEN` as a bearer token. Without
 * the token configured the address does not exist (404).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  const duration = metrics.registry.getSingleMetric('vdc_http_request_duration_seconds') as Histogram;
  const refusals = metrics.registry.getSingleMetric('vdc_rate_limit_refusals_total') as Counter;
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? '(unmatched)';
    const status = String(reply.statusCode);
    duration.observe({ method: req.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) refusals.inc({ route });
  });

  app.get('/api/metrics', { config: { access: 'public' } }, async (req, reply) => {
    if (!token) throw new AppError('NOT_FOUND', 'api:notFound');
    const sent = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(sent), digest(token)))
      throw new AppError('UNAUTHENTICATED', 'api:metricsTokenRequired');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
