import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'Editor.One');
});
afterAll(() => t.close());

describe('sign-in', () => {
  it('answers 401 for the current user when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'You must be logged in.' });
  });

  it('signs in by username (any case) with an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'EDITOR.one', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'editor.one', role: 'editor' });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // plain http in tests; Secure behind https
  });

  it('returns the signed-in user, then nothing after logout', async () => {
    const cookie = await login(t, 'editor.one');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      username: 'editor.one',
      role: 'editor',
      email: 'editor.one@example.test',
    });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(after.statusCode).toBe(401);
  });

  it('issues a new session at sign-in and ends the one the browser held', async () => {
    const first = await login(t, 'editor.one');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first },
      payload: { username: 'editor.one', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const old = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: first } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses a wrong password with the same message as an unknown user', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'editor.one', password: 'nope-nope' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-here', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid username or password. Please try again.');
  });

  it('answers a disabled account alike for a right and a wrong password, with or without two-factor', async () => {
    await addUser(t, 'admin', 'closer');
    const admin = await login(t, 'closer');
    for (const [name, twoFactor] of [
      ['closed.plain', false],
      ['closed.totp', true],
    ] as const) {
      const { id } = await addUser(t, 'editor', name);
      if (twoFactor)
        await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
      const disabled = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${id}`,
        headers: { cookie: admin },
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
      const attempt = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '192.0.2.44',
          headers: { 'accept-language': 'en-CA' },
          payload: { username: name, password },
        });
      const right = await attempt(TEST_PASSWORD);
      const wrong = await attempt('Not-The-Password-1');
      expect(right.statusCode).toBe(401);
      expect(right.statusCode).toBe(wrong.statusCode);
      expect(right.body).toBe(wrong.body);
      expect(right.headers['set-cookie']).toEqual(wrong.headers['set-cookie']);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      // The audit still tells the admins which one it was.
      const entries = await t.database.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(and(eq(auditLog.entityType, 'user')))
        .orderBy(auditLog.id);
      const mine = entries.filter((e) => (e.details as { username?: string })?.username === name);
      expect(mine.map((e) => e.action)).toEqual(['auth.sign_in_refused', 'auth.sign_in_failed']);
    }
  });

  it('names each missing field in the language of the request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { username: 'Le nom d’utilisateur est requis', password: 'Le mot de passe est requis' },
    });
  });

  it('rate-limits failed sign-ins per username, even with the right password afterwards', async () => {
    await addUser(t, 'user', 'victim');
    for (let i = 0; i < 5; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { username: 'victim', password: `guess-${i}` },
      });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.99',
      payload: { username: 'victim', password: TEST_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a state-changing request sent from a foreign origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'editor.one', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_ORIGIN');
  });
});
