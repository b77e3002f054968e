import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { donations } from './schema/donations';
import { createUser } from '../features/users/users.service';
import { readEnv } from '../platform/env';
import { enqueueJob } from '../platform/jobs/enqueue';
import { defineJob } from '../platform/jobs/job-spec';
import { createMaintainedQueue, type MaintainedQueue } from '../platform/jobs/maintained-queue';
import { TEST_PASSWORD } from '../test/test-app';
import { postgresBinaries, startPgCluster, type PgCluster } from '../test/pg-cluster';
import { openDatabase, type Database } from './client';
import { startLoad, until, type Outcome } from '../test/support/outage-load';

/**
 * PostgreSQL going away under load, for real: a cluster of this test's own, two app instances on it
 * (as behind a load balancer) and a job queue's workers (pg-boss, its own pool), then (a) every app connection terminated, (b) a fast
 * restart, (c) the server stopped for 10 s. Runs with the PostgreSQL API suite (TEST_DATABASE_URL set);
 * needs the machine's PostgreSQL binaries.
 */
const bin = postgresBinaries();
const pgRun = Boolean(process.env.TEST_DATABASE_URL);
if (pgRun && !bin)
  console.warn('pg-outage: skipped, no PostgreSQL binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl)');

interface Instance {
  app: App;
  database: Database;
  staffCookie: string;
}

const OUTAGE_MS = 10_000;

describe.skipIf(!pgRun || !bin)('PostgreSQL going away and coming back', () => {
  let cluster: PgCluster;
  let a: Instance;
  let b: Instance;
  let phase = 'start';
  let load: ReturnType<typeof startLoad>;
  let runner: MaintainedQueue;
  const ran: number[] = [];
  const runnerErrors: string[] = [];
  const crashes: string[] = [];
  const crashed = (err: unknown) => crashes.push(err instanceof Error ? err.message : String(err));

  async function instance(url: string): Promise<Instance> {
    const database = await openDatabase({ url, poolSize: 5 });
    const env = readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:5000',
      DATABASE_URL: url,
      AUTH_SECRET: 'outage-shared-secret-'.padEnd(40, 'x'),
    });
    const app = await buildApp({ env, database, logger: false });
    await app.ready();
    return { app, database, staffCookie: '' };
  }

  async function signIn(i: Instance, n: number): Promise<string> {
    const res = await i.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'outage-staff', password: TEST_PASSWORD },
      remoteAddress: `10.99.0.${n}`,
    });
    expect(res.statusCode).toBe(200);
    return [res.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
  }

  const health = async (i: Instance) => (await i.app.inject({ method: 'GET', url: '/api/health' })).json();
  const bothHealthy = async () =>
    (await Promise.all([a, b].map(health))).every((h) => h.checks.database === 'ok');

  /**
   * Signed in on A (and kept by A's session cache), signed out on B: B refuses the session at once, and A
   * as soon as its LISTEN connection delivers the revocation (within a second; it is milliseconds). The
   * revocation barrier holds B's answer until B has heard it; A hears it on its own connection, at its
   * own pace, so a request sent to A in the same microsecond may still be answered from A's copy.
   */
  async function logoutOnBIsHonouredOnA(n: number) {
    const cookie = await signIn(a, n);
    // A keeps verified sessions only while it listens for revocations: let it listen again first.
    await until('A listens for revocations again', async () => a.app.ctx.sessionCache?.listening ?? true);
    const user = (i: Instance) => i.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect((await user(a)).statusCode).toBe(200);
    const out = await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect((await user(b)).statusCode).toBe(401);
    await until(
      'A refuses the session signed out on B',
      async () => (await user(a)).statusCode === 401,
      1_000,
    );
  }

  beforeAll(async () => {
    process.on('uncaughtException', crashed);
    process.on('unhandledRejection', crashed);
    cluster = await startPgCluster(bin!);
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE vdc');
    await admin.end();
    const url = cluster.url('vdc');
    const migrating = await openDatabase({ url, poolSize: 1 });
    await migrating.migrate();
    await migrating.close();
    a = await instance(url);
    b = await instance(url);
    await createUser(a.database.db, {
      username: 'outage-staff',
      email: 'outage-staff@example.test',
      password: TEST_PASSWORD,
      role: 'editor',
      firstName: 'Outage',
      lastName: 'Staff',
    });
    a.staffCookie = await signIn(a, 1);
    b.staffCookie = await signIn(b, 2);
    runner = createMaintainedQueue({
      database: a.database,
      url,
      specs: [defineJob<{ n: number }>({ name: 'outage.probe', run: async ({ n }) => void ran.push(n) })],
      context: () => a.app.ctx,
      logger: { error: (_o, msg) => runnerErrors.push(msg), warn: () => undefined },
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
    load = startLoad(
      [a, b].map((i) => ({ app: i.app, staffCookie: () => i.staffCookie })),
      () => phase,
    );
    await new Promise((r) => setTimeout(r, 1_000));
  }, 60_000);

  afterAll(async () => {
    await load?.stop();
    await runner?.stop();
    for (const i of [a, b]) {
      await i?.app.close();
      await i?.database.close();
    }
    await cluster?.destroy();
    process.off('uncaughtException', crashed);
    process.off('unhandledRejection', crashed);
  });

  const during = (p: string) => load.outcomes.filter((o) => o.phase === p);
  const failed = (list: Outcome[]) => list.filter((o) => o.status !== 200 && o.status !== 201);

  it('goes on when every app connection is terminated under load (pg_terminate_backend)', async () => {
    phase = 'terminate';
    // Twice: once while requests are in flight, once on the connections they opened again.
    expect(await cluster.terminateAll()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    await cluster.terminateAll();
    await new Promise((r) => setTimeout(r, 1_000));
    phase = 'after-terminate';
    await new Promise((r) => setTimeout(r, 1_000));
    expect(crashes).toEqual([]);
    expect(during('after-terminate').length).toBeGreaterThan(0);
    expect(failed(during('after-terminate'))).toEqual([]);
    await logoutOnBIsHonouredOnA(3);
  });

  it('goes on through a fast restart under load, and honours a logout on the other instance after it', async () => {
    phase = 'restart';
    await cluster.restart();
    await until('both instances reach the database', bothHealthy);
    phase = 'after-restart';
    await new Promise((r) => setTimeout(r, 1_000));
    expect(crashes).toEqual([]);
    expect(failed(during('after-restart'))).toEqual([]);
    await logoutOnBIsHonouredOnA(4);
  });

  it('answers 503 with Retry-After while PostgreSQL is down for 10 s, says so in /api/health, and serves again after', async () => {
    const before = runnerErrors.length;
    phase = 'down';
    await cluster.stop();
    const stoppedAt = Date.now();
    // Within its one-second shared check, each instance says the database is down, with a 503.
    await until(
      'both instances report the database down',
      async () => {
        const answers = await Promise.all(
          [a, b].map((i) => i.app.inject({ method: 'GET', url: '/api/health' })),
        );
        return answers.every(
          (h) =>
            h.statusCode === 503 && h.json().status === 'degraded' && h.json().checks.database === 'down',
        );
      },
      5_000,
    );
    await new Promise((r) => setTimeout(r, OUTAGE_MS - (Date.now() - stoppedAt)));
    await cluster.start();
    await until('both instances reach the database', bothHealthy);
    phase = 'after-outage';
    await runner.counts(); // the runner's database answers
    await new Promise((r) => setTimeout(r, 1_000));

    const down = during('down');
    expect(down.filter((o) => o.status === 503).length).toBeGreaterThan(10);
    for (const o of failed(down)) {
      expect(o).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    expect(failed(during('after-outage'))).toEqual([]);
    expect((await health(a)).status).toBe('ok');
    expect(crashes).toEqual([]);

    // The queue's workers met the outage (pg-boss reports it as error events)...
    expect(runnerErrors.length - before).toBeGreaterThan(0);
    // ...and run jobs again by themselves.
    await enqueueJob(a.database.db, 'outage.probe', { n: 1 });
    await until('the job enqueued after the outage runs', async () => ran.includes(1), 10_000);
    await logoutOnBIsHonouredOnA(5);
  });

  it('stored every acknowledged donation, answered every refused request 503, and never hung', async () => {
    await load.stop();
    const all = load.outcomes;
    expect(all.filter((o) => o.status === 'hung')).toEqual([]);
    expect(failed(all).filter((o) => o.status !== 503 || !o.retryAfter)).toEqual([]);
    expect(crashes).toEqual([]);
    expect(load.acknowledged.length).toBeGreaterThan(20);
    const ids = load.acknowledged;
    const stored = await a.database.db
      .select({ id: donations.id })
      .from(donations)
      .where(inArray(donations.id, ids));
    expect(stored.length).toBe(ids.length);
    // Every connection goes back to its pool (none kept by a transaction whose BEGIN failed); the
    // queue (its own pool) and background reloads may hold one for a moment.
    await runner.stop();
    const inUse = (i: Instance) => {
      const pool = (i.database.db as unknown as { $client: pg.Pool }).$client;
      return pool.totalCount - pool.idleCount;
    };
    await until('every pooled connection is back', async () => inUse(a) + inUse(b) === 0, 5_000);
  });
});
