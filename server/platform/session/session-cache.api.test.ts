import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../db/schema/auth';
import { createUser } from '../../features/users/users.service';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { startInstances, type Instances } from '../instances.testing';
import { createSessionCache, SESSION_REVOKED_CHANNEL } from './session-cache';

/** Real requests on a real database: the session cache answers most requests, and forgets at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (app: TestApp['app'], cookie: string) =>
  app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/** Waits for the database's notification to reach the instance (milliseconds), at most two seconds. */
const soon = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 2_000, interval: 5 });

describe('session cache (one instance)', () => {
  it('verifies a session once, then answers from memory', async () => {
    await addUser(t, 'admin', 'cache-admin');
    const cookie = await login(t, 'cache-admin');
    const getSession = vi.spyOn(t.app.ctx.auth.api, 'getSession');
    try {
      for (let i = 0; i < 5; i++) expect((await me(t.app, cookie)).statusCode).toBe(200);
      expect(getSession).toHaveBeenCalledTimes(1);
      expect(t.app.ctx.sessionCache?.listening).toBe(true);
    } finally {
      getSession.mockRestore();
    }
  });

  it('refuses a user banned straight in the database, and a deleted session, on the next requests', async () => {
    await addUser(t, 'admin', 'cache-banned');
    const cookie = await login(t, 'cache-banned');
    expect((await me(t.app, cookie)).statusCode).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.username, 'cache-banned'));
    await soon(async () => expect((await me(t.app, cookie)).statusCode).toBe(401));

    await addUser(t, 'admin', 'cache-deleted');
    const other = await login(t, 'cache-deleted');
    expect((await me(t.app, other)).statusCode).toBe(200);
    const [u] = await t.database.db.select().from(users).where(eq(users.username, 'cache-deleted'));
    await t.database.db.delete(sessions).where(eq(sessions.userId, u!.id));
    await soon(async () => expect((await me(t.app, other)).statusCode).toBe(401));
  });

  it('shares one barrier among writes answered together, and still hears what each committed before', async () => {
    let barriers = 0;
    const cache = await createSessionCache({
      listen: (channel, handlers) => t.database.listen(channel, handlers),
      notify: async (channel, payload) => {
        barriers++;
        await t.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
    });
    try {
      expect(cache.listening).toBe(true);
      const now = Date.now();
      const user = {
        id: 'u-shared-barrier',
        username: 'shared-barrier',
        role: 'editor' as const,
        email: 'shared-barrier@example.test',
        firstName: null,
        lastName: null,
        sessionId: 's-shared-barrier',
      };
      cache.set(
        'cookie-shared-barrier',
        { user, userId: user.id, createdAt: now, lastSeen: now },
        cache.mark(),
      );
      // Another session stays kept, so every write has something to wait for.
      const other = { ...user, id: 'u-other', sessionId: 's-other' };
      cache.set(
        'cookie-other',
        { user: other, userId: other.id, createdAt: now, lastSeen: now },
        cache.mark(),
      );
      expect(cache.get('cookie-shared-barrier')).toBeDefined();
      // A logout committed, then twenty writes answered at once: one barrier on its way, one after it.
      await t.database.db.execute(
        sql`select pg_notify(${SESSION_REVOKED_CHANNEL}, ${'s:' + user.sessionId})`,
      );
      await Promise.all(Array.from({ length: 20 }, () => cache.sync()));
      expect(cache.get('cookie-shared-barrier')).toBeUndefined();
      expect(cache.get('cookie-other')).toBeDefined();
      expect(barriers).toBeGreaterThanOrEqual(1);
      expect(barriers).toBeLessThanOrEqual(2);
    } finally {
      await cache.close();
    }
  });

  it('shows a renamed user at once, not the kept name', async () => {
    await addUser(t, 'admin', 'cache-renamed');
    const cookie = await login(t, 'cache-renamed');
    expect((await me(t.app, cookie)).json()).toMatchObject({ firstName: 'admin' });
    await t.database.db.update(users).set({ firstName: 'Renée' }).where(eq(users.username, 'cache-renamed'));
    await soon(async () => expect((await me(t.app, cookie)).json()).toMatchObject({ firstName: 'Renée' }));
  });

  it('waits for the revocation barrier only on routes declared to change sessions', async () => {
    await addUser(t, 'admin', 'cache-barrier');
    const cookie = await login(t, 'cache-barrier');
    const sync = vi.spyOn(t.app.ctx.sessionCache!, 'sync');
    try {
      // A write that changes no session (a valuation) answers without it.
      const valued = await t.app.inject({
        method: 'POST',
        url: '/api/vehicles/valuation',
        payload: {
          year: 2016,
          make: 'Honda',
          model: 'Civic',
          mileage: 140_000,
          condition: 'good',
          accidents: 'none',
          serviceHistory: 'good',
          location: 'ON',
          hasLienOrFinance: false,
        },
      });
      expect(valued.statusCode).toBe(200);
      expect(sync).not.toHaveBeenCalled();
      // A logout (config.changesSessions) waits for it, and the next request is signed out.
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(sync).toHaveBeenCalledTimes(1);
      expect((await me(t.app, cookie)).statusCode).toBe(401);
    } finally {
      sync.mockRestore();
    }
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('session cache on two instances of one PostgreSQL database', () => {
  let two: Instances;
  beforeAll(async () => {
    two = await startInstances(adminUrl!, 2);
    await createUser(two.databases[0]!.db, {
      username: 'two-admin',
      email: 'two-admin@example.test',
      password: TEST_PASSWORD,
      role: 'admin',
      firstName: 'Two',
      lastName: 'Instances',
    });
  });
  afterAll(async () => {
    await two?.close();
  });

  const signIn = async (app: TestApp['app']) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'two-admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const list = [res.headers['set-cookie'] ?? []].flat();
    return list.map((c) => c.split(';')[0]).join('; ');
  };

  it('ends a session on every instance when it signs out on one', async () => {
    const [a, b] = two.apps as [TestApp['app'], TestApp['app']];
    const cookie = await signIn(a);
    expect((await me(b, cookie)).statusCode).toBe(200);
    const getSession = vi.spyOn(b.ctx.auth.api, 'getSession');
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect(getSession).not.toHaveBeenCalled(); // B answers from memory
    getSession.mockRestore();

    const out = await a.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await soon(async () => expect((await me(b, cookie)).statusCode).toBe(401));
  });

  it('refuses a user banned through one instance on the other', async () => {
    const [a, b] = two.apps as [TestApp['app'], TestApp['app']];
    const cookie = await signIn(b);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(200);
    await a.ctx.db.update(users).set({ banned: true }).where(eq(users.username, 'two-admin'));
    await soon(async () => expect((await me(b, cookie)).statusCode).toBe(401));
    expect((await me(a, cookie)).statusCode).toBe(401);
  });
});
