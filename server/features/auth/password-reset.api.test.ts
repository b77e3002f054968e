import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, verifications } from '../../db/schema/auth';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { upsertSetting } from '../settings/settings.repo';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let dealerId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: dealerId } = await addUser(t, 'dealer', 'dealer-7'));
  await addUser(t, 'charity', 'reset-charity');
});
afterAll(() => t.close());

const ask = (identifier: string, lang = 'en-CA', ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    headers: { 'accept-language': lang },
    remoteAddress: ip,
    payload: { identifier },
  });

async function mailsTo(address: string) {
  return t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, 'password-reset')))
    .orderBy(desc(emailOutbox.id));
}

function tokenIn(text: string): string {
  const m = /\/reset-password\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return decodeURIComponent(m[1]!);
}

async function minimumLength(value: number) {
  await upsertSetting(t.database.db, {
    category: 'security',
    key: 'passwordMinLength',
    value,
    isPublic: false,
  });
  await t.app.ctx.settings.invalidate();
}

const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    headers: { 'accept-language': 'fr-CA' },
    payload: { token, password },
  });

describe('forgotten password', () => {
  it('answers alike for an account and for nobody, and e-mails only the account', async () => {
    const known = await ask('dealer-7@example.test', 'fr-CA');
    const unknown = await ask('nobody@example.test', 'fr-CA');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('nobody@example.test')).toHaveLength(0);
    const [mail] = await mailsTo('dealer-7@example.test');
    expect(mail!.locale).toBe('fr');
    expect(mail!.subject).toMatch(/Réinitialisez votre mot de passe/);
    expect(mail!.textBody).toContain('60 minutes');
    // Only the token's hash is stored.
    const rows = await t.database.db.select().from(verifications).where(eq(verifications.value, dealerId));
    expect(rows.map((r) => r.identifier).join()).not.toContain(tokenIn(mail!.textBody));
  });

  it('sets a new password once, against the configured minimum, ends every session, and audits it', async () => {
    const other = await login(t, 'reset-charity');
    await ask('RESET-CHARITY');
    const token = tokenIn((await mailsTo('reset-charity@example.test'))[0]!.textBody);
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/check',
      payload: { token },
    });
    expect(check.json()).toMatchObject({ username: 'reset-charity' });

    await minimumLength(14);
    const short = await reset(token, 'Short-pass-1');
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toMatch(/14/);

    const done = await reset(token, 'A-new-long-password-1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ username: 'reset-charity' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other } });
    expect(me.statusCode).toBe(401);
    await login(t, 'reset-charity', 'A-new-long-password-1');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'reset-charity', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset(token, 'Another-long-password-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.token).toMatch(/Ce lien ne fonctionne plus/);
    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .orderBy(desc(auditLog.id))
        .limit(5)
    ).map((r) => r.action);
    expect(actions).toContain('auth.password_reset');
    expect(actions).toContain('auth.password_reset_requested');
    await minimumLength(8);
  });

  it('keeps only the newest link, refuses an expired one, and never works as a set-password link', async () => {
    await ask('dealer-7');
    const first = tokenIn((await mailsTo('dealer-7@example.test'))[0]!.textBody);
    await ask('dealer-7');
    const second = tokenIn((await mailsTo('dealer-7@example.test'))[0]!.textBody);
    expect((await reset(first, 'A-new-long-password-1')).statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token: second, password: 'A-new-long-password-1' },
    });
    expect(other.statusCode).toBe(400);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, dealerId));
    expect((await reset(second, 'A-new-long-password-1')).statusCode).toBe(400);
  });

  it('sends at most three links an hour to an account, answering the fourth ask alike', async () => {
    await addUser(t, 'dealer', 'dealer-8');
    for (let i = 0; i < 4; i++)
      expect((await ask('dealer-8', 'en-CA', `198.51.100.${i}`)).statusCode).toBe(202);
    expect(await mailsTo('dealer-8@example.test')).toHaveLength(3);
  });

  it('limits asks per address with a wait in the visitor language, and sends nothing to a closed account', async () => {
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, dealerId));
    const before = (await mailsTo('dealer-7@example.test')).length;
    for (let i = 0; i < 10; i++) expect((await ask('dealer-7', 'en-CA', '192.0.2.50')).statusCode).toBe(202);
    expect(await mailsTo('dealer-7@example.test')).toHaveLength(before);
    const limited = await ask('dealer-7', 'fr-CA', '192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('the reset e-mail in HTML', () => {
  it('gets its HTML part from the one layout when its job runs, in the asker language, and the outbox shows it', async () => {
    await addUser(t, 'admin', 'reset-admin');
    const admin = await login(t, 'reset-admin');
    await addUser(t, 'dealer', 'dealer-html');
    await ask('dealer-html', 'fr-CA', '198.51.100.77');
    const [queued] = await mailsTo('dealer-html@example.test');
    expect(queued!.htmlBody).toBeNull(); // made off the request, by the mail.send job
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/admin/outbox/${queued!.id}`,
      headers: { cookie: admin },
    });
    expect(shown.json().htmlBody).toContain('lang="fr-CA"');
    await t.app.ctx.jobs.drain();
    const [sent] = await mailsTo('dealer-html@example.test');
    const link = `http://localhost:5000/reset-password?token=${encodeURIComponent(tokenIn(sent!.textBody))}`;
    expect(sent!.htmlBody).toContain('lang="fr-CA"');
    expect(sent!.htmlBody).toContain(`href="${link}"`);
    expect(sent!.htmlBody).toContain('>Ouvrir le lien<');
    expect(sent!.htmlBody).toContain('Vehicle Donation Canada');
    expect(sent!.textBody).toContain(link); // the plain-text alternative is the message as composed
  });
});

describe('sign-in by e-mail address', () => {
  it('signs a dealer in with the address they registered with, in any case', async () => {
    await addUser(t, 'dealer', 'dealer-9');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Dealer-9@Example.test', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ username: 'dealer-9', role: 'dealer' });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'dealer-9@example.test', password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nobody-9@example.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });
});
