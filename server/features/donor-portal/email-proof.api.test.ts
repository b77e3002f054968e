import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorEmailChallenges } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from './portal-fixtures.testing';

let t: TestApp;
let ip = 0;
// Each test uses its own addresses and IPs so the rate limits of one do not leak into another.
const nextIp = () => `10.2.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const charity = await insertCharity(db, { name: 'Proof Test Charity' });
  for (const email of [
    'owner@example.test',
    'other@example.test',
    'fr@example.test',
    'tries@example.test',
    'limit@example.test',
    'late@example.test',
    'flooded@example.test',
  ])
    await insertDonation(db, { email, charityId: charity.id, internalNotes: 'SECRET-INTERNAL' });
  // Stored with capitals: the address matches whatever case the donor types.
  await insertDonation(db, { email: 'Owner@Example.test', make: 'Toyota', model: 'Corolla' });
});
afterAll(() => t.close());

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

/** The browser's cookie jar of the last code request (the requester token binds a code to it). */
let browser = '';
const challenge = async (email: string, remoteAddress = nextIp(), lang = 'en', cookie = '') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/donor-portal/email/challenge',
    remoteAddress,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    payload: { email },
  });
  if (res.headers['set-cookie']) browser = cookieOf(res);
  return res;
};
const verify = (email: string, code: string, remoteAddress = nextIp(), cookie = browser) =>
  t.app.inject({
    method: 'POST',
    url: '/api/donor-portal/email/verify',
    remoteAddress,
    headers: cookie ? { cookie } : {},
    payload: { email, code },
  });
const list = (email: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/donations/email/${encodeURIComponent(email)}`,
    headers: cookie ? { cookie } : {},
  });

/** The code, read from the e-mail the donor received. */
async function codeFromOutbox(email: string) {
  const [mail] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return { code, mail: mail! };
}

describe('donor portal by e-mail', () => {
  it('e-mails a code, verifies it, then lists that address’s donations (any case) without internal fields', async () => {
    const sent = await challenge('OWNER@example.test');
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ sent: true });
    const { code, mail } = await codeFromOutbox('owner@example.test');
    expect(mail.subject).toContain(code);
    expect(mail.locale).toBe('en');

    const [stored] = await t.database.db
      .select()
      .from(donorEmailChallenges)
      .where(eq(donorEmailChallenges.email, 'owner@example.test'));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);

    expect((await list('owner@example.test')).statusCode).toBe(403);
    const ok = await verify('owner@example.test', code);
    expect(ok.statusCode).toBe(200);
    const setCookie = String(ok.headers['set-cookie']);
    expect(setCookie).toMatch(/^vdc\.donor_proof=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=1800/);
    expect(setCookie).not.toMatch(/Secure/);

    const res = await list('Owner@Example.TEST', cookieOf(ok));
    expect(res.statusCode).toBe(200);
    const donations = res.json();
    expect(donations).toHaveLength(2);
    expect(donations.map((d: { make: string }) => d.make).sort()).toEqual(['Honda', 'Toyota']);
    expect(donations[0].statusHistory).toEqual([
      { id: expect.any(Number), status: 'pending', createdAt: expect.any(String) },
    ]);
    expect(res.body).not.toMatch(/SECRET|Submitted online/);
  });

  it('refuses the proof of one address for another address', async () => {
    await challenge('other@example.test');
    const { code } = await codeFromOutbox('other@example.test');
    const ok = await verify('other@example.test', code);
    const res = await list('owner@example.test', cookieOf(ok));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(res.body).not.toContain('owner@example.test');
  });

  it('uses a code once', async () => {
    await challenge('other@example.test');
    const { code } = await codeFromOutbox('other@example.test');
    expect((await verify('other@example.test', code)).statusCode).toBe(200);
    expect((await verify('other@example.test', code)).statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
    const before = await t.database.db.select().from(emailOutbox);
    const unknown = await challenge('nobody@example.test');
    const known = await challenge('other@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const after = await t.database.db.select().from(emailOutbox);
    expect(after.length).toBe(before.length + 1);
    expect(after.some((m) => m.toAddress === 'nobody@example.test')).toBe(false);
    // And a guessed code for it reads like any wrong code.
    const guess = await verify('nobody@example.test', '123456');
    const wrong = await verify('other@example.test', '000000');
    expect(guess.statusCode).toBe(400);
    expect(guess.json()).toEqual(wrong.json());
  });

  it('refuses a right code once its 10 minutes are over', async () => {
    await challenge('late@example.test');
    const { code } = await codeFromOutbox('late@example.test');
    await t.database.db
      .update(donorEmailChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(donorEmailChallenges.email, 'late@example.test'));
    expect((await verify('late@example.test', code)).statusCode).toBe(400);
  });

  it('writes the e-mail in the language of the request', async () => {
    await challenge('fr@example.test', nextIp(), 'fr-CA,fr;q=0.9');
    const { code, mail } = await codeFromOutbox('fr@example.test');
    expect(mail.locale).toBe('fr');
    expect(mail.subject).toBe(`Votre code de vérification Vehicle Donation Canada : ${code}`);
    expect(mail.textBody).toContain('Il expire dans 10 minutes');
  });

  it('kills a challenge after 5 wrong codes: even the right one is then refused', async () => {
    await challenge('tries@example.test');
    const { code } = await codeFromOutbox('tries@example.test');
    const wrongCode = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) {
      const res = await verify('tries@example.test', wrongCode);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fieldErrors: { code: 'This code is wrong or has expired. Check the e-mail or ask for a new code.' },
      });
    }
    expect((await verify('tries@example.test', code)).statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(donorEmailChallenges)
      .where(eq(donorEmailChallenges.email, 'tries@example.test'));
    expect(row!.attempts).toBe(5);
    expect(row!.consumedAt).toBeNull();
  });

  it('validates the address and the code format, in both languages', async () => {
    const en = await challenge('not-an-email');
    expect(en.statusCode).toBe(400);
    expect(en.json().fieldErrors).toEqual({ email: 'Please enter a valid email address' });
    const fr = await challenge('not-an-email', nextIp(), 'fr-CA');
    expect(fr.json().fieldErrors).toEqual({ email: 'Veuillez entrer une adresse courriel valide' });
    const badCode = await verify('owner@example.test', '12ab');
    expect(badCode.json().fieldErrors).toEqual({ code: 'Enter the 6-digit code from the e-mail' });
  });

  it('rate-limits codes per address and requester, and per address with a growing delay', async () => {
    for (let i = 0; i < 5; i++)
      expect((await challenge('limit@example.test', '10.2.9.1')).statusCode).toBe(202);
    const blocked = await challenge('limit@example.test', '10.2.9.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    // Others may still ask; after ten codes in all, the next waits for the delay: a minute, not an hour.
    for (let i = 0; i < 5; i++) expect((await challenge('limit@example.test')).statusCode).toBe(202);
    const other = await challenge('limit@example.test');
    expect(other.statusCode).toBe(429);
    expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(other.headers['retry-after'])).toBeLessThanOrEqual(60);
    // An unknown address is limited the same way, so the limit reveals nothing either.
    for (let i = 0; i < 5; i++) await challenge('ghost@example.test', '10.2.9.2');
    expect((await challenge('ghost@example.test', '10.2.9.2')).statusCode).toBe(429);
  });

  it("an attacker's flood of requests and guesses does not stop the owner signing in with the code received", async () => {
    const owner = await challenge('flooded@example.test', '10.4.0.1');
    expect(owner.statusCode).toBe(202);
    const ownerBrowser = cookieOf(owner);
    const { code } = await codeFromOutbox('flooded@example.test');
    // 15 requests from 15 addresses, then wrong guesses from 10 more, with and without a requester.
    const flood = [];
    for (let i = 0; i < 15; i++)
      flood.push((await challenge('flooded@example.test', `10.4.1.${i}`)).statusCode);
    expect(flood.every((s) => s === 202 || s === 429)).toBe(true);
    const attacker = cookieOf(await challenge('flooded@example.test', '10.4.3.1'));
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 10; i++) {
      const guess = await verify('flooded@example.test', wrong, `10.4.2.${i}`, i % 2 ? attacker : '');
      expect(guess.statusCode).toBe(400);
    }
    const ok = await verify('flooded@example.test', code, '10.4.0.1', ownerBrowser);
    expect(ok.statusCode).toBe(200);
    expect((await list('flooded@example.test', cookieOf(ok))).statusCode).toBe(200);
  });

  it('a code works only in the browser that asked for it, and five wrong tries still end it', async () => {
    await insertDonation(t.database.db, { email: 'bound@example.test' });
    const asked = await challenge('bound@example.test');
    const { code } = await codeFromOutbox('bound@example.test');
    // The right code from another browser (none, or its own request's cookie) reads as a wrong one.
    expect((await verify('bound@example.test', code, nextIp(), '')).statusCode).toBe(400);
    const elsewhere = cookieOf(await challenge('bound@example.test'));
    expect((await verify('bound@example.test', code, nextIp(), elsewhere)).statusCode).toBe(400);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++)
      expect((await verify('bound@example.test', wrong, nextIp(), cookieOf(asked))).statusCode).toBe(400);
    expect((await verify('bound@example.test', code, nextIp(), cookieOf(asked))).statusCode).toBe(400);
  });

  it('rate-limits codes per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await challenge(`ip-${i}@example.test`, '10.3.3.3')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
