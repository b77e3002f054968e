import { and, asc, eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The Cookie header after a response: the previous cookies, updated by its Set-Cookie lines. */
function cookiesOf(res: { headers: Record<string, unknown> }, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => [p.split('=')[0]!, p.slice(p.indexOf('=') + 1)]),
  );
  const set = res.headers['set-cookie'];
  for (const c of (Array.isArray(set) ? set : set ? [set] : []) as string[]) {
    const [pair, ...attrs] = c.split(';');
    const name = pair!.slice(0, pair!.indexOf('=')).trim();
    const value = pair!.slice(pair!.indexOf('=') + 1);
    if (!value || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    payload: payload as never,
    remoteAddress: '198.51.100.7',
  });

const signInEntries = (username: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(like(auditLog.action, 'auth.sign_in%')))
    .orderBy(asc(auditLog.id))
    .then((rows) =>
      rows.filter(
        (r) => r.actorName === username || (r.details as { username?: string } | null)?.username === username,
      ),
    );

describe('sign-in audit with two-factor', () => {
  it('records the password step, a wrong code and the completed sign-in, but not the enrolment check', async () => {
    await addUser(t, 'editor', 'sia-editor');
    let cookie = await login(t, 'sia-editor');
    const start = await post('/api/account/two-factor/enrol', cookie, { password: TEST_PASSWORD });
    const totp = OTPAuth.URI.parse(start.json().totpUri) as OTPAuth.TOTP;
    const wrongCode = totp.generate() === '000000' ? '111111' : '000000';
    expect((await post('/api/account/two-factor/verify', cookie, { code: wrongCode })).statusCode).toBe(400);
    const ok = await post('/api/account/two-factor/verify', cookie, { code: totp.generate() });
    expect(ok.statusCode).toBe(200);
    cookie = cookiesOf(ok, cookie);
    // Enrolment: one password sign-in (from login()), no code step audited as a sign-in.
    expect((await signInEntries('sia-editor')).map((e) => e.action)).toEqual(['auth.sign_in']);

    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'sia-editor', password: TEST_PASSWORD },
      remoteAddress: '198.51.100.7',
    });
    expect(pw.json()).toEqual({ twoFactorRequired: true });
    const pending = cookiesOf(pw);
    expect((await post('/api/auth/two-factor', pending, { code: wrongCode })).statusCode).toBe(400);
    // The next step's code: the enrolment's code is used up (a code is taken once).
    const next = totp.generate({ timestamp: Date.now() + 30_000 });
    const signedIn = await post('/api/auth/two-factor', pending, { code: next });
    // The answer's body in the message: a refusal here says which (used, invalid, too many attempts).
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const entries = (await signInEntries('sia-editor')).slice(1);
    expect(entries.map((e) => [e.action, e.ipAddress, (e.details as { step?: string }).step])).toEqual([
      ['auth.sign_in_second_factor', '198.51.100.7', undefined],
      ['auth.sign_in_failed', '198.51.100.7', 'second_factor'],
      ['auth.sign_in', '198.51.100.7', 'second_factor'],
    ]);
    expect(entries[2]).toMatchObject({ actorName: 'sia-editor', entityType: 'user' });
    const [user] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, entries[2]!.id));
    expect(user!.actorId).toBeTruthy();
  });
});
