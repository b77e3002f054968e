import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestApp, type TestApp } from '../../test/test-app';
import { migratedDataFolder } from '../../test/test-database';
import { HEALTH_CHECK_MAX_AGE_MS } from './health-checks';

describe('liveness and readiness, in process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('is not ready while the newest migration is missing from the database, and ready once it is there', async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    const pending = await get('/api/health/ready');
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({
      status: 'not-ready',
      checks: { database: 'ok', migrations: 'pending', draining: false },
    });

    await t.database.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
    );
    await new Promise((r) => setTimeout(r, HEALTH_CHECK_MAX_AGE_MS + 50));
    const ready = await get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'applied', draining: false },
    });
  });

  it('is live without asking anything, and turns not ready once draining while /api/health stays as it was', async () => {
    expect((await get('/api/health/live')).json()).toEqual({ status: 'ok' });
    t.app.ctx.lifecycle.drain();
    const res = await get('/api/health/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks).toEqual({ database: 'ok', migrations: 'applied', draining: true });
    expect((await get('/api/health/live')).statusCode).toBe(200);
    const health = await get('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
  });
});

// One real server process on the embedded database: the signal, not the database, is what is tested.
// Its data folder holds the run's migrated database, so it starts without initdb and every migration.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('a real server receiving SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vdc-probes-'));
  let server: ServerProcess;
  beforeAll(async () => {
    await migratedDataFolder(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '2500' });
    await server.ready();
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers ready 503 at once, keeps serving through the delay, then closes its listener and exits 0', async () => {
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    let ready = await fetch(`${server.baseUrl}/api/health/ready`);
    for (let i = 0; i < 20 && ready.status === 200; i++) {
      await new Promise((r) => setTimeout(r, 25));
      ready = await fetch(`${server.baseUrl}/api/health/ready`);
    }
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { draining: boolean } }).checks.draining).toBe(true);
    // Still listening and serving: the load balancer has time to take it out.
    expect((await fetch(`${server.baseUrl}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${server.baseUrl}/api/settings/public/all`)).status).toBe(200);
    expect(Date.now() - signalled).toBeLessThan(2000);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2400);
    await expect(fetch(`${server.baseUrl}/api/health/live`)).rejects.toThrow();
  }, 60_000);
});
