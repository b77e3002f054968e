import { desc, eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/platform';
import { upsertSetting } from '../settings/settings.repo';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const cookiesOf = (res: { headers: Record<string, unknown> }, previous = ''): string => {
  const jar = new Map<string, string>();
  for (const part of previous.split('; ').filter(Boolean)) {
    const i = part.indexOf('=');
    jar.set(part.slice(0, i), part.slice(i + 1));
  }
  const set = res.headers['set-cookie'];
  for (const c of (Array.isArray(set) ? set : set ? [set] : []) as string[]) {
    const [pair, ...attrs] = c.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i).trim();
    const value = pair!.slice(i + 1);
    if (!value || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
};

const post = (url: string, cookie: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'accept-language': 'en-CA' },
    payload: payload as never,
  });

/** Enrols the user: password, then one code computed from the secret. Returns the secret, codes and new cookie. */
async function enrol(username: string) {
  let cookie = await login(t, username);
  const start = await post('/api/account/two-factor/enrol', cookie, { password: TEST_PASSWORD });
  expect(start.statusCode).toBe(200);
  const body = start.json();
  expect(body.qrCode).toMatch(/^data:image\/png;base64,/);
  expect(body.backupCodes.length).toBeGreaterThanOrEqual(8);
  const totp = OTPAuth.URI.parse(body.totpUri) as OTPAuth.TOTP;
  expect(totp.secret.base32).toBe(body.secret);
  const wrong = await post('/api/account/two-factor/verify', cookie, {
    code: '000000' === totp.generate() ? '111111' : '000000',
  });
  expect(wrong.statusCode).toBe(400);
  const enrolmentCode = totp.generate();
  const ok = await post('/api/account/two-factor/verify', cookie, { code: enrolmentCode });
  expect(ok.statusCode).toBe(200);
  cookie = cookiesOf(ok, cookie);
  return { totp, backupCodes: body.backupCodes as string[], cookie, enrolmentCode };
}

/** The code of the next 30-second step: accepted now (clock drift), and not the one enrolment used. */
const nextCode = (totp: OTPAuth.TOTP) => totp.generate({ timestamp: Date.now() + 30_000 });

async function passwordStep(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: TEST_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true });
  const cookie = cookiesOf(res);
  expect(cookie).not.toMatch(/session_token/);
  return cookie;
}

describe('two-factor sign-in (TOTP)', () => {
  it('enrols with a code, then sign-in asks for a code after the password', async () => {
    await addUser(t, 'editor', 'tf-editor');
    const { totp, cookie: enrolled } = await enrol('tf-editor');
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: { cookie: enrolled } })
      ).json(),
    ).toEqual({
      enabled: true,
      required: false,
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.twoFactorEnable'));
    expect(entry).toBeTruthy();

    const pending = await passwordStep('tf-editor');
    // The pending cookie alone is no session.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: pending } })).statusCode,
    ).toBe(401);
    const bad = await post('/api/auth/two-factor', pending, {
      code: '123456' === totp.generate() ? '654321' : '123456',
    });
    expect(bad.statusCode).toBe(400);
    const good = await post('/api/auth/two-factor', pending, { code: nextCode(totp) });
    expect(good.statusCode).toBe(200);
    expect(good.json().user).toMatchObject({ username: 'tf-editor', role: 'editor' });
    const session = cookiesOf(good, pending);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    // The challenge is used up.
    expect((await post('/api/auth/two-factor', pending, { code: nextCode(totp) })).statusCode).toBe(401);
  });

  it('takes a code once: a second sign-in with it is refused, and of two racing sign-ins one wins', async () => {
    await addUser(t, 'editor', 'tf-replay');
    const { totp, enrolmentCode } = await enrol('tf-replay');
    // The enrolment's code already counts as used.
    const afterEnrolment = await post('/api/auth/two-factor', await passwordStep('tf-replay'), {
      code: enrolmentCode,
    });
    expect(afterEnrolment.statusCode).toBe(400);
    const code = nextCode(totp);
    const first = await post('/api/auth/two-factor', await passwordStep('tf-replay'), { code });
    expect(first.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2000));
    const replay = await post('/api/auth/two-factor', await passwordStep('tf-replay'), { code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { code: 'This code was already used. Wait for the next code in your app, then enter it.' },
    });
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign_in_failed'))
      .orderBy(desc(auditLog.id));
    expect(audited!.details).toMatchObject({ username: 'tf-replay', reason: 'TOTP_CODE_USED' });

    // Two sign-ins racing with one new code: exactly one gets a session.
    await addUser(t, 'editor', 'tf-race');
    const race = await enrol('tf-race');
    const challenges = await Promise.all([passwordStep('tf-race'), passwordStep('tf-race')]);
    const raced = nextCode(race.totp);
    const answers = await Promise.all(
      challenges.map((c) => post('/api/auth/two-factor', c, { code: raced })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('an account disabled between the password and the code gets no session', async () => {
    const { id } = await addUser(t, 'editor', 'tf-closing');
    const { totp } = await enrol('tf-closing');
    const pending = await passwordStep('tf-closing');
    await addUser(t, 'admin', 'tf-closer');
    const admin = await login(t, 'tf-closer');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${id}`,
      headers: { cookie: admin },
      payload: { disabled: true },
    });
    expect(off.statusCode).toBe(200);
    const res = await post('/api/auth/two-factor', pending, { code: nextCode(totp) });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account is closed. Contact us if you think this is a mistake.');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
  });

  it('signs in once with a recovery code; the same code is refused the second time', async () => {
    await addUser(t, 'admin', 'tf-admin');
    const { backupCodes } = await enrol('tf-admin');
    const first = await post('/api/auth/two-factor', await passwordStep('tf-admin'), {
      code: backupCodes[0],
      method: 'recovery',
    });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/auth/two-factor', await passwordStep('tf-admin'), {
      code: backupCodes[0],
      method: 'recovery',
    });
    expect(second.statusCode).toBe(400);
    const other = await post('/api/auth/two-factor', await passwordStep('tf-admin'), {
      code: backupCodes[1],
      method: 'recovery',
    });
    expect(other.statusCode).toBe(200);
  });

  it('another admin resets a lost device (audited); an admin cannot reset their own', async () => {
    const { id } = await addUser(t, 'editor', 'tf-lost');
    await enrol('tf-lost');
    await addUser(t, 'admin', 'tf-helper');
    const helper = await login(t, 'tf-helper');
    const { id: helperId } = (
      await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: helper } })
    ).json();
    expect((await post(`/api/users/${helperId}/two-factor/reset`, helper, {})).statusCode).toBe(403);
    const res = await post(`/api/users/${id}/two-factor/reset`, helper, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactorEnabled).toBe(false);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.twoFactorReset'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ entityId: id, actorName: 'tf-helper' });
    // Password alone again, and the user can enrol anew.
    await login(t, 'tf-lost');
    await enrol('tf-lost');
  });

  it('when the setting requires it, an admin without two-factor is sent to enrol before anything else', async () => {
    await addUser(t, 'admin', 'tf-must');
    const cookie = await login(t, 'tf-must');
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie } })).statusCode).toBe(
      200,
    );
    await upsertSetting(t.database.db, {
      category: 'security',
      key: 'requireAdminTwoFactor',
      value: true,
      isPublic: false,
    });
    await t.app.ctx.settings.invalidate();
    try {
      const me = (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
      expect(me.mustEnrolTwoFactor).toBe(true);
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { cookie, 'accept-language': 'en-CA' },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain('two-factor');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/account/two-factor', headers: { cookie } })).json(),
      ).toEqual({ enabled: false, required: true });
      const { cookie: enrolled } = await enrol('tf-must');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users', headers: { cookie: enrolled } })).statusCode,
      ).toBe(200);
    } finally {
      await upsertSetting(t.database.db, {
        category: 'security',
        key: 'requireAdminTwoFactor',
        value: false,
        isPublic: false,
      });
      await t.app.ctx.settings.invalidate();
    }
  });

  it('refuses enrolment with a wrong password and to donors', async () => {
    await addUser(t, 'editor', 'tf-wrong');
    const cookie = await login(t, 'tf-wrong');
    const res = await post('/api/account/two-factor/enrol', cookie, { password: 'not-it-at-all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toBe('The password is not correct');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'tf-wrong'));
    expect(row!.twoFactorEnabled).toBe(false);
    await addUser(t, 'dealer', 'tf-dealer');
    const dealer = await login(t, 'tf-dealer');
    expect(
      (await post('/api/account/two-factor/enrol', dealer, { password: TEST_PASSWORD })).statusCode,
    ).toBe(403);
  });
});
