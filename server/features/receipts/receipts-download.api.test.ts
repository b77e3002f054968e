import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxReceipts, type TaxReceipt } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertPortalAccess } from '../donations/donation-fixtures.testing';
import { DONOR_PROOF_COOKIE, grantDonorEmailProof } from '../donor-portal/donor-proof';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

let t: TestApp;
let staff: string;
let email: string;
let donationId: number;
let accessCode: string;
let cancelled: TaxReceipt;
let current: TaxReceipt;
let otherDonationId: number;

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.9.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'download.editor');
  staff = await login(t, 'download.editor');
  const charity = await insertSigningCharity(t, {
    name: 'Northern Lights Food Bank',
    legalName: 'Northern Lights Food Bank Society',
    registrationNumber: '555666777RR0001',
  });
  const d = await insertValuedDonation(t, charity.id, {
    firstName: 'Priya',
    lastName: 'Sharma',
    address: '8 Birch Lane',
  });
  donationId = d.id;
  email = d.email;
  accessCode = (await insertPortalAccess(t.database.db, d.id, d.email)).accessCode;
  const other = await insertValuedDonation(t, charity.id);
  otherDonationId = other.id;
  for (const [id, url, payload] of [
    [d.id, 'generate-receipt', { receiptValue: 850 }],
    [d.id, 'replace-receipt', { reason: 'Misspelled street' }],
    [other.id, 'generate-receipt', { receiptValue: 850 }],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${id}/${url}`,
      headers: { cookie: staff },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const rows = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
  cancelled = rows.find((r) => r.status === 'cancelled')!;
  current = rows.find((r) => r.status === 'issued')!;
});
afterAll(() => t.close());

const downloads = async (id: number) =>
  (await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.id, id)))[0]!.downloadCount;

describe('donor downloads', () => {
  it('serves the current receipt from the e-mail link and counts the download', async () => {
    const res = await get(`/api/receipts/download/${current.downloadToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${current.receiptNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await downloads(current.id)).toBe(1);
  });

  it('answers 404, with no hint, for a cancelled receipt or a made-up token', async () => {
    const old = await get(`/api/receipts/download/${cancelled.downloadToken}`);
    const fake = await get(`/api/receipts/download/${'ab'.repeat(32)}`);
    const junk = await get('/api/receipts/download/not-a-token');
    for (const res of [old, fake, junk]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    }
    expect(await downloads(cancelled.id)).toBe(0);
  });

  it('serves the current receipt by donor-portal access code, typed in any case', async () => {
    const res = await get(`/api/donor-portal/${accessCode.toLowerCase()}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(current.receiptNumber);
    const wrong = await get('/api/donor-portal/ZZZZ-ZZZZ-ZZZZ/receipt');
    expect(wrong.statusCode).toBe(404);
  });

  it('serves the receipt by e-mail only with the proof of that address, and only for its own donation', async () => {
    const url = `/api/donations/email/${encodeURIComponent(email)}/${donationId}/receipt`;
    expect((await get(url)).statusCode).toBe(403);
    const { token } = await grantDonorEmailProof(t.database.db, email);
    const cookie = `${DONOR_PROOF_COOKIE}=${token}`;
    const ok = await get(url, { cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-disposition']).toContain(current.receiptNumber);
    const notTheirs = await get(
      `/api/donations/email/${encodeURIComponent(email)}/${otherDonationId}/receipt`,
      { cookie },
    );
    expect(notTheirs.statusCode).toBe(404);
    const otherAddress = await get(`/api/donations/email/other%40example.test/${donationId}/receipt`, {
      cookie,
    });
    expect(otherAddress.statusCode).toBe(403);
  });

  it('stops an address that keeps guessing', async () => {
    const guesses = [];
    for (let i = 0; i < 21; i++)
      guesses.push(await get(`/api/receipts/download/${'cd'.repeat(32)}`, {}, '10.66.0.1'));
    expect(guesses.at(-1)!.statusCode).toBe(429);
    const fromElsewhere = await get(`/api/receipts/download/${current.downloadToken}`, {}, '10.67.0.1');
    expect(fromElsewhere.statusCode).toBe(200);
  });
});

describe('public verification', () => {
  it('by its number alone, says only that the receipt exists and its status', async () => {
    const res = await get(`/api/receipts/verify/${current.receiptNumber}`);
    expect(res.json()).toEqual({
      valid: true,
      receiptNumber: current.receiptNumber,
      charityName: null,
      registrationNumber: null,
      dateIssued: null,
      eligibleAmount: null,
      status: 'issued',
      registryFlag: null,
      replacedBy: null,
      fileMatches: null,
    });
    for (const secret of ['Priya', 'Sharma', '8 Birch Lane', email, 'K1A', '850', 'Northern Lights'])
      expect(res.body).not.toContain(secret);
  });

  it('with the SHA-256 of the issued PDF, shows its charity, date and amount, never the donor', async () => {
    const res = await get(`/api/receipts/verify/${current.receiptNumber}?sha256=${current.sha256}`);
    expect(res.json()).toEqual({
      valid: true,
      receiptNumber: current.receiptNumber,
      charityName: 'Northern Lights Food Bank Society',
      registrationNumber: '555666777RR0001',
      dateIssued: current.receiptDate,
      eligibleAmount: 850,
      status: 'issued',
      registryFlag: null,
      replacedBy: null,
      fileMatches: true,
    });
    for (const secret of ['Priya', 'Sharma', '8 Birch Lane', email, 'K1A'])
      expect(res.body).not.toContain(secret);
  });

  it('says a cancelled receipt is not valid and names its replacement', async () => {
    const res = await get(`/api/receipts/verify/${cancelled.receiptNumber}`);
    expect(res.json()).toMatchObject({
      valid: false,
      status: 'cancelled',
      replacedBy: current.receiptNumber,
    });
  });

  it('says an unknown number is not valid', async () => {
    const res = await get('/api/receipts/verify/000000000-2026-999999');
    expect(res.json()).toEqual({
      valid: false,
      receiptNumber: '000000000-2026-999999',
      charityName: null,
      registrationNumber: null,
      dateIssued: null,
      eligibleAmount: null,
      status: null,
      registryFlag: null,
      replacedBy: null,
      fileMatches: null,
    });
  });

  it('tells whether a presented PDF is the file issued under the number (its SHA-256)', async () => {
    const file = await t.app.ctx.storage.get(t.database.db, current.fileId!);
    const sha = createHash('sha256').update(file!.body).digest('hex');
    expect(sha).toBe(current.sha256);
    const same = await get(`/api/receipts/verify/${current.receiptNumber}?sha256=${sha.toUpperCase()}`);
    expect(same.json()).toMatchObject({ valid: true, fileMatches: true });
    // One byte changed, as an edited copy would be.
    const edited = Buffer.from(file!.body);
    edited.writeUInt8(edited.readUInt8(edited.length - 10) ^ 1, edited.length - 10);
    const other = createHash('sha256').update(edited).digest('hex');
    // Another file's fingerprint shows no more than the number alone.
    expect((await get(`/api/receipts/verify/${current.receiptNumber}?sha256=${other}`)).json()).toMatchObject(
      { fileMatches: false, status: 'issued', charityName: null, dateIssued: null, eligibleAmount: null },
    );
    const bad = await get(`/api/receipts/verify/${current.receiptNumber}?sha256=xyz`, {
      'accept-language': 'fr-CA',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.sha256).toBe(
      'Entrez une empreinte SHA-256 : 64 caractères, 0 à 9 et a à f',
    );
  });

  it('limits lookups per address', async () => {
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await get('/api/receipts/verify/1-2026-000001', {}, '10.77.0.1')).statusCode;
    expect(last).toBe(429);
  });
});
