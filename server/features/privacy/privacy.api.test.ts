import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorPortalAccess,
} from '../../db/schema/donations';
import { storedFiles } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/platform';
import { consentRecords, privacyRequests, retentionHolds } from '../../db/schema/privacy';
import { digitalReceiptArchive, taxReceipts } from '../../db/schema/receipts';
import { categoryHeaders } from '../../platform/mail';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertPortalAccess } from '../donations/donation-fixtures.testing';
import { DONOR_PROOF_COOKIE, grantDonorEmailProof } from '../donor-portal/donor-proof';
import { insertSigningCharity, insertValuedDonation } from '../receipts/receipt-fixtures.testing';
import { queueNewsEmail, unsubscribeSecret } from './consent';
import { purgeExpiredPersonalData, purgeReceiptBoundData } from './privacy.jobs';
import { signUnsubscribeToken } from './unsubscribe-token';

let t: TestApp;
let staff: string;
let adminCookie: string;
const ANA = 'ana.privacy@example.test';
const BEN = 'ben.privacy@example.test';
const CLEO = 'cleo.privacy@example.test';
let anaPlain: number; // no receipt
let anaReceipted: number; // official receipt issued
let benId: number;
let cleoId: number;

const db = () => t.database.db;
const proof = async (email: string) =>
  `${DONOR_PROOF_COOKIE}=${(await grantDonorEmailProof(db(), email)).token}`;
let ip = 0;
const req = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  opts: { cookie?: string; payload?: unknown; lang?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.19.0.${++ip}`,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), 'accept-language': opts.lang ?? 'en' },
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
const exportUrl = (email: string, format = 'json') =>
  `/api/donations/email/${encodeURIComponent(email)}/export?format=${format}`;

async function issueReceipt(donationId: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/donations/${donationId}/generate-receipt`,
    headers: { cookie: staff },
    payload: { receiptValue: 850 },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
}

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'privacy.editor');
  await addUser(t, 'admin', 'privacy.admin');
  staff = await login(t, 'privacy.editor');
  adminCookie = await login(t, 'privacy.admin');
  const charity = await insertSigningCharity(t, {
    name: 'Privacy Test Charity',
    registrationNumber: '119119119RR0001',
  });
  const consent = {
    newsConsent: true,
    newsConsentText: 'Send me news',
    newsConsentAt: new Date('2026-01-05T12:00:00Z'),
  };
  const a1 = await insertValuedDonation(t, charity.id, {
    email: ANA,
    firstName: 'Ana',
    lastName: 'Lopez',
    status: 'pending',
    vin: '1HGCM82633A004352',
    estimatedValue: '900.00',
    ...consent,
  });
  const a2 = await insertValuedDonation(t, charity.id, {
    email: 'Ana.Privacy@Example.test',
    firstName: 'Ana',
    lastName: 'Lopez',
    phone: '+16135550111',
  });
  const b = await insertValuedDonation(t, charity.id, {
    email: BEN,
    firstName: 'Ben',
    lastName: 'Other',
    ...consent,
  });
  const c = await insertValuedDonation(t, charity.id, {
    email: CLEO,
    firstName: 'Cleo',
    lastName: 'Third',
    ...consent,
  });
  [anaPlain, anaReceipted, benId, cleoId] = [a1.id, a2.id, b.id, c.id];
  for (const d of [a1, a2, b, c]) await insertPortalAccess(db(), d.id, d.email);
  await db()
    .insert(donationStatusHistory)
    .values([
      { donationId: a1.id, status: 'pending', notes: 'Ana called about the keys' },
      { donationId: b.id, status: 'pending', notes: 'Ben note' },
    ]);
  await db()
    .insert(donationCommunications)
    .values([
      { donationId: a1.id, type: 'email', message: 'Hello Ana' },
      { donationId: b.id, type: 'email', message: 'Hello Ben' },
    ]);
  await issueReceipt(a2.id);
  await issueReceipt(b.id);
});
afterAll(() => t.close());

describe('export (right of access)', () => {
  it('holds every row about the donor and nothing about another', async () => {
    const res = await req('GET', exportUrl(ANA), { cookie: await proof(ANA) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const data = res.json();
    const ids = [anaPlain, anaReceipted];
    expect(data.donations.map((d: { id: number }) => d.id).sort()).toEqual(ids.sort());
    const tables = [
      [donationStatusHistory, 'statusHistory', donationStatusHistory.donationId],
      [donorPortalAccess, 'portalAccess', donorPortalAccess.donationId],
      [donationCommunications, 'communications', donationCommunications.donationId],
      [taxReceipts, 'receipts', taxReceipts.donationId],
      [digitalReceiptArchive, 'receiptArchive', digitalReceiptArchive.donationId],
    ] as const;
    for (const [table, key, col] of tables) {
      const rows = await db()
        .select({ id: sql<number>`id` })
        .from(table)
        .where(inArray(col, ids));
      expect(rows.length, key).toBeGreaterThan(0);
      expect(data[key].map((r: { id: number }) => r.id).sort(), key).toEqual(rows.map((r) => r.id).sort());
    }
    const mail = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${ANA}`);
    expect(data.emails.map((m: { id: number }) => m.id)).toEqual(
      expect.arrayContaining(mail.map((m) => m.id)),
    );
    expect(data.consents.donationForms).toEqual([
      expect.objectContaining({ donationId: anaPlain, wording: 'Send me news', active: true }),
    ]);
    // Nothing about Ben, and no credential (download token, archive key).
    expect(res.body).not.toContain('Ben');
    expect(res.body).not.toContain(BEN);
    expect(res.body).not.toContain(String(benId) + ',"accessCode"');
    expect(data.receipts[0]).not.toHaveProperty('downloadToken');
  });

  it('renders a readable HTML summary in the request language', async () => {
    const res = await req('GET', exportUrl(ANA, 'html'), { cookie: await proof(ANA), lang: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // A page, with a page's security headers (its styles are its own, inline; no script at all).
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.body).toContain('lang="fr-CA"');
    expect(res.body).toContain('Reçus officiels');
    const [receipt] = await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, anaReceipted));
    expect(res.body).toContain(receipt!.receiptNumber);
  });

  it("refuses without the proof, or with another donor's proof", async () => {
    const ana = await proof(ANA);
    for (const res of [
      await req('GET', exportUrl(BEN), { cookie: ana }),
      await req('GET', exportUrl(ANA)),
      await req('POST', '/api/privacy-requests', { cookie: ana, payload: { email: BEN, kind: 'deletion' } }),
    ])
      expect(res.statusCode).toBe(403);
    const [ben] = await db().select().from(donations).where(eq(donations.id, benId));
    expect(ben!.firstName).toBe('Ben');
  });
});

describe('consent (CASL)', () => {
  it('withdraws news consent from the portal and keeps wording, time, source and withdrawal', async () => {
    const res = await req('POST', '/api/privacy-requests', {
      cookie: await proof(ANA),
      payload: { email: ANA, kind: 'withdraw-consent' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().request.status).toBe('completed');
    const [d] = await db().select().from(donations).where(eq(donations.id, anaPlain));
    expect(d!.newsConsent).toBe(false);
    const [rec] = await db().select().from(consentRecords).where(eq(consentRecords.email, ANA));
    expect(rec).toMatchObject({
      wording: 'Send me news',
      source: 'donation-form',
      withdrawalSource: 'portal',
    });
    expect(rec!.grantedAt?.toISOString()).toBe('2026-01-05T12:00:00.000Z');
    expect(rec!.withdrawnAt).toBeInstanceOf(Date);
  });

  it('sends a news e-mail only with consent, with its one-click unsubscribe headers', async () => {
    const ctx = t.app.ctx;
    const id = await db().transaction((tx) =>
      queueNewsEmail(ctx, tx, {
        to: BEN,
        subject: 'News',
        text: 'Our spring news',
        locale: 'en',
        template: 'spring',
      }),
    );
    expect(id).not.toBeNull();
    const [m] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    const headers = categoryHeaders(m!);
    expect(headers['X-Email-Category']).toBe('marketing');
    expect(headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:5000\/unsubscribe\?token=.+>$/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const none = await db().transaction((tx) =>
      queueNewsEmail(ctx, tx, { to: ANA, subject: 'News', text: 'x', locale: 'en', template: 'spring' }),
    );
    expect(none).toBeNull();
    // Transactional mail is marked as such and has no unsubscribe.
    expect(categoryHeaders({ template: 'donation-received', textBody: 'Thanks' })).toEqual({
      'X-Email-Category': 'transactional',
      'Auto-Submitted': 'auto-generated',
    });
  });

  it('unsubscribes from the signed link without signing in, and refuses a tampered one', async () => {
    const secret = unsubscribeSecret(t.app.ctx);
    const good = signUnsubscribeToken(secret, { email: BEN, purpose: 'news', locale: 'fr' });
    const forged = signUnsubscribeToken(secret, { email: CLEO, purpose: 'news', locale: 'en' });
    const [payload, sig] = forged.split('.');
    const tamperedSig = `${payload}.${sig!.slice(0, -2)}${sig!.endsWith('AA') ? 'BB' : 'AA'}`;
    // Ben's signature on Cleo's payload.
    const swapped = `${payload}.${good.split('.')[1]}`;
    for (const token of [tamperedSig, swapped, 'junk']) {
      const bad = await req('GET', `/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(bad.statusCode).toBe(400);
    }
    const [cleo] = await db().select().from(donations).where(eq(donations.id, cleoId));
    expect(cleo!.newsConsent).toBe(true);

    const ok = await req('GET', `/unsubscribe?token=${encodeURIComponent(good)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Vous êtes désabonné');
    const [ben] = await db().select().from(donations).where(eq(donations.id, benId));
    expect(ben!.newsConsent).toBe(false);
    const [rec] = await db().select().from(consentRecords).where(eq(consentRecords.email, BEN));
    expect(rec).toMatchObject({ withdrawalSource: 'unsubscribe-link', wording: 'Send me news' });

    // RFC 8058 one-click: a form POST from the mail client.
    const cleoToken = signUnsubscribeToken(secret, { email: CLEO, purpose: 'news', locale: 'en' });
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(cleoToken)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    const [c2] = await db().select().from(donations).where(eq(donations.id, cleoId));
    expect(c2!.newsConsent).toBe(false);
  });
});

describe('deletion', () => {
  let keepUntil: Date;

  it('anonymises the donation without a receipt and keeps the receipt-bound data until its retention date', async () => {
    const [before] = await db().select().from(donations).where(eq(donations.id, anaPlain));
    const benComms = await db()
      .select()
      .from(donationCommunications)
      .where(eq(donationCommunications.donationId, benId));
    const [archive] = await db()
      .select()
      .from(digitalReceiptArchive)
      .where(eq(digitalReceiptArchive.donationId, anaReceipted));
    keepUntil = archive!.expiresAt!;
    const res = await req('POST', '/api/privacy-requests', {
      cookie: await proof(ANA),
      payload: { email: ANA, kind: 'deletion' },
      lang: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.anonymised).toBe(1);
    expect(body.kept).toEqual([{ receiptNumber: expect.any(String), keepUntil: keepUntil.toISOString() }]);
    expect(body.request.status).toBe('completed');

    const [plain] = await db().select().from(donations).where(eq(donations.id, anaPlain));
    expect(plain).toMatchObject({
      firstName: 'Anonymised',
      lastName: '',
      address: '',
      phone: '',
      vin: null,
      email: `anonymised-${anaPlain}@example.invalid`,
      newsConsentText: null,
      // Figures kept for statistics.
      estimatedValue: before!.estimatedValue,
      make: before!.make,
      province: before!.province,
    });
    const [kept] = await db().select().from(donations).where(eq(donations.id, anaReceipted));
    expect(kept).toMatchObject({ firstName: 'Ana', lastName: 'Lopez', address: '12 Elm Street', phone: '' });
    expect(kept!.email).toBe(`anonymised-${anaReceipted}@example.invalid`);
    expect(
      await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, anaReceipted)),
    ).toHaveLength(1);
    const holds = await db().select().from(retentionHolds).where(eq(retentionHolds.donationId, anaReceipted));
    expect(holds).toEqual([expect.objectContaining({ keepUntil, purgedAt: null })]);
    for (const table of [donationCommunications, donorPortalAccess] as const) {
      const rows = await db()
        .select()
        .from(table)
        .where(inArray(table.donationId, [anaPlain, anaReceipted]));
      expect(rows).toHaveLength(0);
    }
    const notes = await db()
      .select({ notes: donationStatusHistory.notes })
      .from(donationStatusHistory)
      .where(eq(donationStatusHistory.donationId, anaPlain));
    expect(notes.every((n) => n.notes === null)).toBe(true);
    // Ben is untouched.
    const [ben] = await db().select().from(donations).where(eq(donations.id, benId));
    expect(ben).toMatchObject({ firstName: 'Ben', email: BEN });
    expect(
      await db().select().from(donationCommunications).where(eq(donationCommunications.donationId, benId)),
    ).toHaveLength(benComms.length);
    // The request keeps a hash, not the address; the donor was told what is kept and until when.
    const requests = await db()
      .select()
      .from(privacyRequests)
      .where(sql`${privacyRequests.email} like 'sha256:%'`);
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(await db().select().from(privacyRequests).where(eq(privacyRequests.email, ANA))).toHaveLength(0);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.toAddress}) = ${ANA}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(body.kept[0].receiptNumber);
    expect(mails[0]!.textBody).toContain('Agence du revenu du Canada');
    expect(mails[0]!.locale).toBe('fr');
  });

  it('purges receipt-bound data after its retention date, and nothing before', async () => {
    // Ben's receipt is kept longer (a later gift year).
    await db()
      .update(digitalReceiptArchive)
      .set({ expiresAt: new Date(keepUntil.getTime() + 365 * 86_400_000) })
      .where(eq(digitalReceiptArchive.donationId, benId));
    const [receipt] = await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, anaReceipted));
    const ctx = t.app.ctx;

    expect(await purgeReceiptBoundData(ctx, new Date(keepUntil.getTime() - 86_400_000))).toBe(0);
    expect(
      await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, anaReceipted)),
    ).toHaveLength(1);

    expect(await purgeReceiptBoundData(ctx, new Date(keepUntil.getTime() + 86_400_000))).toBe(1);
    expect(
      await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, anaReceipted)),
    ).toHaveLength(0);
    expect(
      await db()
        .select()
        .from(digitalReceiptArchive)
        .where(eq(digitalReceiptArchive.donationId, anaReceipted)),
    ).toHaveLength(0);
    expect(await db().select().from(storedFiles).where(eq(storedFiles.id, receipt!.fileId!))).toHaveLength(0);
    const [d] = await db().select().from(donations).where(eq(donations.id, anaReceipted));
    expect(d).toMatchObject({ firstName: 'Anonymised', address: '', vin: null, receiptNumber: null });
    expect(d!.finalValue).toBe('850.00');
    const [hold] = await db()
      .select()
      .from(retentionHolds)
      .where(eq(retentionHolds.donationId, anaReceipted));
    expect(hold!.purgedAt).toBeInstanceOf(Date);
    // Ben's receipt, whose date has not come, stays.
    expect(await db().select().from(taxReceipts).where(eq(taxReceipts.donationId, benId))).toHaveLength(1);
  });

  it('removes old sent e-mails and abandoned cancelled donations past their periods, and nothing newer', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const [oldMail] = await db()
      .insert(emailOutbox)
      .values({ toAddress: 'x@example.test', subject: 's', textBody: 'b', status: 'sent', createdAt: old })
      .returning();
    const [newMail] = await db()
      .insert(emailOutbox)
      .values({ toAddress: 'y@example.test', subject: 's', textBody: 'b', status: 'sent' })
      .returning();
    const charity = await insertSigningCharity(t, {
      name: 'Retention Charity',
      registrationNumber: '229229229RR0001',
    });
    const stale = await insertValuedDonation(t, charity.id, {
      email: 'stale@example.test',
      status: 'cancelled',
    });
    const fresh = await insertValuedDonation(t, charity.id, {
      email: 'fresh@example.test',
      status: 'cancelled',
    });
    await db().execute(
      sql`update donations set updated_at = now() - interval '800 days' where id = ${stale.id}`,
    );
    const out = await purgeExpiredPersonalData(t.app.ctx);
    expect(out.donations).toBe(1);
    const left = await db()
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(inArray(emailOutbox.id, [oldMail!.id, newMail!.id]));
    expect(left).toEqual([{ id: newMail!.id }]);
    const rows = await db()
      .select()
      .from(donations)
      .where(inArray(donations.id, [stale.id, fresh.id]));
    expect(rows.find((r) => r.id === stale.id)!.firstName).toBe('Anonymised');
    expect(rows.find((r) => r.id === fresh.id)!.email).toBe('fresh@example.test');
  });
});

describe('admin register', () => {
  it('lists requests with due dates, records a mailed request, exports, and closes a correction', async () => {
    expect((await req('GET', '/api/admin/privacy-requests', { cookie: staff })).statusCode).toBe(403);
    const corr = await req('POST', '/api/privacy-requests', {
      cookie: await proof(CLEO),
      payload: { email: CLEO, kind: 'correction', field: 'lastName', value: 'Thirdly' },
    });
    expect(corr.statusCode).toBe(201);
    const id = corr.json().request.id;
    expect(corr.json().request.status).toBe('received');

    const list = await req('GET', '/api/admin/privacy-requests', { cookie: adminCookie });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      kind: 'correction',
      details: { field: 'lastName', value: 'Thirdly' },
      overdue: false,
    });
    const due = new Date(item.dueAt).getTime() - new Date(item.createdAt).getTime();
    expect(Math.round(due / 86_400_000)).toBe(30);
    expect(list.json().openCount).toBeGreaterThanOrEqual(1);

    const exp = await req('GET', `/api/admin/privacy-requests/${id}/export`, { cookie: adminCookie });
    expect(exp.statusCode).toBe(200);
    expect(exp.json().donations.map((d: { id: number }) => d.id)).toEqual([cleoId]);

    const done = await req('PATCH', `/api/admin/privacy-requests/${id}`, {
      cookie: adminCookie,
      payload: { status: 'completed', note: 'Last name corrected' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe('completed');
    expect(done.json().actions.map((a: { action: string }) => a.action)).toEqual([
      'received',
      'exported',
      'note',
      'status.completed',
    ]);
    const again = await req('PATCH', `/api/admin/privacy-requests/${id}`, {
      cookie: adminCookie,
      payload: { status: 'received' },
    });
    expect(again.statusCode).toBe(409);
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, CLEO), eq(emailOutbox.template, 'privacy-correction')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Last name corrected');

    const mailed = await req('POST', '/api/admin/privacy-requests', {
      cookie: adminCookie,
      payload: { email: CLEO, kind: 'access', locale: 'en' },
    });
    expect(mailed.statusCode).toBe(201);
    expect(mailed.json().request).toMatchObject({ source: 'mail', status: 'completed' });
  });
});
