import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { LISTEN_APPLICATION_NAME } from '../db/listen';
import { createUser } from '../features/users/users.service';
import { TEST_PASSWORD } from '../test/test-app';
import type { App } from '../app';
import { startInstances, type Instances } from './instances.testing';

/**
 * One LISTEN connection per instance carrying every channel (decision 022), on its own address when
 * DATABASE_LISTEN_URL is set (issue 31): counted in pg_stat_activity, each channel heard through it,
 * and again after the connection is dropped and made anew.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
/** The LISTEN address of these instances: the same database, named so the count finds only it. */
const OWN_NAME = 'vdc-listen-own';
const withOwnName = (url: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', OWN_NAME);
  return u.toString();
};

/** The channels every instance listens on (sessions, settings and theme, sales, blog posts). */
const CHANNELS = ['vdc_session_revoked', 'vdc_settings_changed', 'vdc_sales_changed', 'vdc_blog_changed'];

describe.skipIf(!adminUrl)('one LISTEN connection per instance (DATABASE_LISTEN_URL)', () => {
  let two: Instances;
  beforeAll(async () => {
    two = await startInstances(adminUrl!, 2, {}, withOwnName);
    await createUser(two.databases[0]!.db, {
      username: 'listen-admin',
      email: 'listen-admin@example.test',
      password: TEST_PASSWORD,
      role: 'admin',
      firstName: 'Listen',
      lastName: 'Once',
    });
  });
  afterAll(async () => {
    await two?.close();
  });

  const connections = async (name: string) =>
    (
      (await two.databases[0]!.db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${name}`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows;

  /** A probe on `channel` of instance `database`'s LISTEN connection: what it heard, and its stop. */
  const probe = async (database: Database, channel: string) => {
    const heard: string[] = [];
    const state = { ready: 0, lost: 0 };
    const stop = await database.listen(channel, {
      onMessage: (p) => heard.push(p),
      onReady: () => state.ready++,
      onLost: () => state.lost++,
    });
    return { heard, state, stop };
  };

  const signIn = async (app: App) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'listen-admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return [res.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
  };
  const me = (app: App, cookie: string) =>
    app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  it('counts one LISTEN connection per instance, on the LISTEN address, carrying every channel', async () => {
    expect(await connections(OWN_NAME)).toHaveLength(2);
    expect(await connections(LISTEN_APPLICATION_NAME)).toHaveLength(0); // not on DATABASE_URL
    for (const database of two.databases)
      expect(
        database.listenChannels!()
          .map((c) => c.channel)
          .sort(),
      ).toEqual([...CHANNELS].sort());
  });

  it('hears every channel through it, and again after it is dropped; a logout on A is honoured on B', async () => {
    const [a, b] = two.apps as [App, App];
    const [dbA, dbB] = two.databases as [Database, Database];
    const probes = await Promise.all(CHANNELS.map((channel) => probe(dbB, channel)));
    const notifyAll = async (word: string) => {
      for (const channel of CHANNELS) await dbA.db.execute(sql`select pg_notify(${channel}, ${word})`);
    };
    await notifyAll('first');
    await vi.waitFor(() => probes.forEach((p) => expect(p.heard).toContain('first')), { timeout: 5000 });
    expect(await connections(OWN_NAME)).toHaveLength(2); // the probes added no connection

    // Dropped (a failover, PgBouncer's server lifetime): every listener hears it, then listens again.
    await dbA.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${OWN_NAME} and datname = current_database()`,
    );
    await vi.waitFor(() => probes.forEach((p) => expect(p.state.lost).toBeGreaterThan(0)), { timeout: 5000 });
    await vi.waitFor(() => probes.forEach((p) => expect(p.state.ready).toBeGreaterThan(1)), {
      timeout: 10_000,
    });
    // The probes are B's; A listens again on its own time (its back-off), so wait for its connection too.
    await vi.waitFor(async () => expect(await connections(OWN_NAME)).toHaveLength(2), { timeout: 10_000 });
    await notifyAll('second');
    await vi.waitFor(() => probes.forEach((p) => expect(p.heard).toContain('second')), { timeout: 5000 });
    for (const p of probes) await p.stop();

    // The session channel, end to end, after the drop: B keeps the session, A's logout ends it on B.
    const cookie = await signIn(a);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect(b.ctx.sessionCache?.listening).toBe(true);
    expect(
      (await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    await vi.waitFor(async () => expect((await me(b, cookie)).statusCode).toBe(401), { timeout: 5000 });
  });
});
