import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { upsertSetting } from '../settings/settings.repo';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://donate.example.ca' });
  await addUser(t, 'admin', 'limits-admin');
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

async function ageSession(field: 'createdAt' | 'updatedAt', minutes: number) {
  await t.database.db.update(sessions).set({ [field]: new Date(Date.now() - minutes * 60_000) });
  // Aging a row stands for time passing: let this instance's session cache hear of the change.
  await t.app.ctx.sessionCache?.sync();
}

describe('session limits from settings', () => {
  it('marks the cookie Secure when the site is served over https', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'limits-admin', password: TEST_PASSWORD },
    });
    expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
  });

  it('ends a session idle for longer than the idle limit', async () => {
    const cookie = await login(t, 'limits-admin');
    expect((await me(cookie)).statusCode).toBe(200);
    const before = (await t.database.db.select().from(sessions)).length;
    await ageSession('updatedAt', 121);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions)).toHaveLength(before - 1);
  });

  it('ends a session older than the absolute limit even when active', async () => {
    const cookie = await login(t, 'limits-admin');
    await t.database.db.update(sessions).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    await t.app.ctx.sessionCache?.sync();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers from memory within the minute, records the visit after it, and ends the kept session once idle too long', async () => {
    const cookie = await login(t, 'limits-admin');
    // When the session just made (the newest) was last seen.
    const seen = async () => {
      const [row] = await t.database.db
        .select({ at: sessions.updatedAt })
        .from(sessions)
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      return row!.at.getTime();
    };
    expect((await me(cookie)).statusCode).toBe(200);
    const first = await seen();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30_000);
      expect((await me(cookie)).statusCode).toBe(200);
      expect(await seen()).toBe(first); // no write within the minute
      vi.setSystemTime(Date.now() + 40_000);
      expect((await me(cookie)).statusCode).toBe(200);
      expect(await seen()).toBeGreaterThan(first); // the visit recorded after it
      vi.setSystemTime(Date.now() + 121 * 60_000); // past the 120-minute idle limit, nothing heard
      expect((await me(cookie)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('follows a changed setting', async () => {
    const cookie = await login(t, 'limits-admin');
    await upsertSetting(t.database.db, {
      category: 'security',
      key: 'sessionIdleMinutes',
      value: 5,
      isPublic: false,
    });
    await t.app.ctx.settings.invalidate();
    await ageSession('updatedAt', 6);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
