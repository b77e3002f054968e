import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@shared/money';
import { donations } from '../../db/schema/donations';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { taxReceipts } from '../../db/schema/receipts';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertAuction, signedInDealer } from '../auctions/auction-fixtures.testing';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/**
 * Issue 33, evidence after a scrap: an auction closes under its reserve, the vehicle is scrapped for
 * $350, and an independent dealer's $1,800 bid is on file. Everything through the real routes.
 */
let t: TestApp;
let admin: string;
let charityId: number;
let dealerCount = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'evidence.admin');
  admin = await login(t, 'evidence.admin');
  charityId = (await insertSigningCharity(t, { registrationNumber: '108001234RR0001' })).id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A vehicle at auction (reserve $2,500): bids of $900 and $1,800 by dealers, $2,000 by the donor's own dealership; closed unsold, scrapped for $350. */
async function scrappedAfterBids(locale: 'en' | 'fr') {
  const donation = await insertValuedDonation(t, charityId, {
    status: 'processing',
    finalValue: null,
    valuationDate: null,
    pickupDate: '2026-11-02',
    locale,
  });
  const auction = await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '2500.00' });
  const n = ++dealerCount;
  const low = await signedInDealer(t, `ev-low-${n}`);
  const north = await signedInDealer(t, `ev-north-${n}`, { businessName: `Northway Auto ${n}` });
  const own = await signedInDealer(t, `ev-own-${n}`, { email: donation.email });
  for (const [dealer, amount] of [
    [low, 900],
    [north, 1800],
    [own, 2000],
  ] as const)
    expect(
      (await call('POST', '/api/bids', dealer.cookie, { auctionId: auction.id, bidAmount: amount }))
        .statusCode,
    ).toBe(201);
  expect((await call('PATCH', `/api/auctions/${auction.id}/end`, admin)).statusCode).toBe(200);
  expect(
    (await call('PATCH', `/api/auctions/${auction.id}/scrap`, admin, { scrapValue: 350 })).statusCode,
  ).toBe(200);
  return { donation, auction, north: north.dealer };
}

const outbox = (to: string, template: string) =>
  t.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)));

async function storedPdfText(donationId: number) {
  const [receipt] = await t.database.db
    .select()
    .from(taxReceipts)
    .where(eq(taxReceipts.donationId, donationId));
  const stored = await t.app.ctx.storage.get(t.database.db, receipt!.fileId!);
  return { receipt: receipt!, text: flatPdfText(stored!.body) };
}

describe('the receipt after a scrap', () => {
  it('shows every figure on file and defaults to the highest arm’s-length one: the $1,800 bid, not the $350 scrap', async () => {
    const { donation, auction, north } = await scrappedAfterBids('en');
    const scrapMail = (await outbox(donation.email, 'donation-scrapped'))[0]!;
    expect(scrapMail.textBody).not.toMatch(/is the evidence/);
    expect(scrapMail.textBody).toContain('which figure was used and why');

    const listed = await call('GET', `/api/donations/${donation.id}/receipts`, admin);
    const { proposed } = listed.json();
    expect(
      proposed.evidence.map(
        (e: { kind: string; amount: number; armsLength: boolean; isDefault: boolean }) => [
          e.kind,
          e.amount,
          e.armsLength,
          e.isDefault,
        ],
      ),
    ).toEqual([
      ['bid', 2000, false, false],
      ['bid', 1800, true, true],
      ['bid', 900, true, false],
      ['scrap', 350, true, false],
    ]);
    expect(proposed.fairMarketValue).toBe(1800);
    expect(proposed.canIssue).toBe(true);

    const issued = await call('POST', `/api/donations/${donation.id}/generate-receipt`, admin, {
      receiptValue: 1800,
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().eligibleAmount).toBe(1800);

    const { receipt, text } = await storedPdfText(donation.id);
    expect(receipt.receiptAmount).toBe('1800.00');
    expect(text).toContain('$1,800.00');
    expect(text).not.toContain('$350.00');
    const [after] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(after).toMatchObject({
      finalValue: '1800.00',
      valuationBasis: 'evidence',
      status: 'receipt_issued',
    });
    expect(after!.valuationEvidence).toContain(
      `bid of $1800.00 from ${north.businessName} at auction #${auction.id}`,
    );

    const mail = (await outbox(donation.email, 'receipt-issued'))[0]!;
    expect(mail.textBody).toContain(
      `rests on the bid of $1,800.00 by ${north.businessName}, an independent dealer`,
    );
    expect(mail.textBody).toContain('highest figure on file from a party dealing at arm');
    expect(mail.textBody).toContain('the scrap sale of $350.00');
    expect(mail.textBody).toContain('$2,000.00 by');
    expect(mail.textBody).toContain("a dealer not at arm's length with you");
    expect(mail.textBody).not.toMatch(/is the evidence/);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.valuation-basis'), eq(auditLog.entityId, String(donation.id))));
    expect(entry!.details).toMatchObject({
      amount: '1800.00',
      reason: null,
      receiptNumber: receipt.receiptNumber,
    });
    expect((entry!.details as { evidence: unknown[] }).evidence).toHaveLength(4);
  });

  it('takes the scrap figure only when staff choose it and say why, and tells the donor in French', async () => {
    const { donation, auction } = await scrappedAfterBids('fr');
    const generate = (payload: object) =>
      call('POST', `/api/donations/${donation.id}/generate-receipt`, admin, payload);

    const unknown = await generate({ receiptValue: 350, basis: 'bid:999999' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['basis']);
    const noReason = await generate({ receiptValue: 350, basis: `scrap:${auction.id}` });
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fieldErrors)).toEqual(['basisReason']);
    // The value must be the one the chosen basis gives.
    const mismatch = await generate({ receiptValue: 1800, basis: `scrap:${auction.id}`, basisReason: 'x' });
    expect(mismatch.statusCode).toBe(400);

    const reason = 'Le commerçant a retiré son offre par écrit après l’inspection.';
    const ok = await generate({ receiptValue: 350, basis: `scrap:${auction.id}`, basisReason: reason });
    expect(ok.statusCode).toBe(200);
    const { receipt, text } = await storedPdfText(donation.id);
    expect(receipt.receiptAmount).toBe('350.00');
    expect(text).toContain('Juste valeur marchande du don 350,00 $');
    expect(receipt.valuationChoice).toMatchObject({ chosen: `scrap:${auction.id}`, reason });

    const mail = (await outbox(donation.email, 'receipt-issued'))[0]!;
    expect(mail.textBody).toContain(`repose sur la vente pour la ferraille de ${formatCents(35000, 'fr')}`);
    expect(mail.textBody).toContain(`plutôt que l'offre de ${formatCents(180000, 'fr')}`);
    expect(mail.textBody).toContain(reason);
  });
});
