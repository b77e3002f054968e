import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCharity } from '../../db/schema/charities';
import { donations, type NewDonation } from '../../db/schema/donations';
import { receiptCounters, taxReceipts } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'refusals.admin');
  staff = await login(t, 'refusals.admin');
});
afterAll(() => t.close());

interface Case {
  name: string;
  charity?: Partial<NewCharity> | null;
  donation?: Partial<NewDonation>;
  value?: number;
  message: string;
}

const CASES: Case[] = [
  {
    name: 'before pickup',
    donation: { status: 'pickup_scheduled' },
    message: 'No receipt before the vehicle is picked up.',
  },
  {
    name: 'picked up but not valued',
    donation: { status: 'processing' },
    message: 'Record the fair market value and move the donation to Valued before issuing the receipt.',
  },
  {
    name: 'a cancelled donation',
    donation: { status: 'cancelled' },
    message: 'This donation is cancelled: no receipt can be issued.',
  },
  {
    name: 'a declined receipt',
    donation: { receiptDeclined: true },
    message: 'The donor declined an official receipt.',
  },
  {
    name: 'no fair market value',
    donation: { finalValue: null },
    message: 'The receipt needs a fair market value: record the final value of the vehicle.',
  },
  {
    name: 'a value of $1,000 or more without a valuation basis',
    donation: { finalValue: '1000.00', appraiserName: 'Jordan Lee', appraiserAddress: null },
    value: 1000,
    message:
      "A fair market value of $1,000 or more needs a valuation basis: record the appraiser's name and address, or the evidence (such as the auction result).",
  },
  {
    name: 'a recent acquisition without its cost',
    donation: { acquisitionYear: 2025, acquisitionMonth: 2, acquisitionCost: null },
    message:
      'The donor acquired the vehicle less than 3 years before the gift: record the acquisition cost (the value when received, for a gift), since the receipt may not exceed it. $0 is a valid cost.',
  },
  {
    name: 'no acquisition date',
    donation: { acquisitionYear: null, acquisitionMonth: null, acquisitionKind: null },
    message:
      'The receipt needs the month and year the donor acquired the vehicle (or that it was inherited): a vehicle acquired less than 3 years before the gift is receipted at the lower of its value and its cost (Income Tax Act 248(35)).',
  },
  {
    name: 'an advantage above 80% of the value',
    donation: { advantageAmount: '700.00' },
    message:
      'The advantage is more than 80% of the fair market value: no official receipt can be issued for this gift.',
  },
  {
    name: 'no pickup date',
    donation: { pickupDate: null },
    message: 'The receipt needs the date the gift was received: record the pickup date.',
  },
  {
    name: 'no charity',
    charity: null,
    message: 'Choose the charity receiving this donation before issuing the receipt.',
  },
  {
    name: 'an unverified charity',
    charity: { verificationStatus: 'pending' },
    message: 'Hope Test Charity is not verified yet: only a verified charity can issue receipts.',
  },
  {
    name: 'an inactive charity',
    charity: { isActive: false },
    message: 'Hope Test Charity is inactive: it cannot issue receipts.',
  },
  {
    name: 'a revoked charity',
    charity: { registryStatus: 'Revoked' },
    message:
      'Hope Test Charity has the CRA registry status "Revoked": only a Registered charity can issue receipts.',
  },
  {
    name: 'a charity missing from the registry',
    charity: { registryStatus: null },
    message:
      'Hope Test Charity is not found in the CRA list of charities: only a Registered charity can issue receipts.',
  },
  {
    name: 'a charity without its legal name on file',
    charity: { legalName: ' ' },
    message:
      'Hope Test Charity has no legal name on file: a receipt carries the name recorded with the CRA (Income Tax Regulations, s. 3501(1)(a)). Check the charity against the CRA list of charities again to record it.',
  },
  {
    name: 'no signer',
    charity: { signerName: null },
    message: "Hope Test Charity has no authorized signer: add the signer's name and title.",
  },
  {
    name: 'no signature image',
    charity: { signatureFileId: null },
    message: "Hope Test Charity has no signature image on file: add the authorized signer's signature.",
  },
  {
    name: "no donor's last name",
    donation: { lastName: ' ' },
    message: "The receipt needs the donor's first and last name.",
  },
  {
    name: "no donor's postal code",
    donation: { postalCode: '' },
    message: "The receipt needs the donor's full address (street, city, province and postal code).",
  },
];

describe('refusing a receipt the CRA rules do not allow', () => {
  for (const c of CASES) {
    it(`refuses ${c.name} with 422 and writes nothing`, async () => {
      const charity =
        c.charity === null
          ? null
          : await insertSigningCharity(t, { name: 'Hope Test Charity', ...c.charity });
      const d = await insertValuedDonation(t, charity?.id ?? 0, {
        charityId: charity?.id ?? null,
        ...c.donation,
      });
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/donations/${d.id}/generate-receipt`,
        headers: { cookie: staff },
        payload: { receiptValue: c.value ?? 850 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ code: 'RECEIPT_REFUSED', message: c.message });
      const db = t.database.db;
      expect(await db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id))).toEqual([]);
      if (charity)
        expect(
          await db.select().from(receiptCounters).where(eq(receiptCounters.charityId, charity.id)),
        ).toEqual([]);
      const [after] = await db.select().from(donations).where(eq(donations.id, d.id));
      expect(after!.status).toBe(d.status);
    });
  }

  it('accepts evidence instead of an appraiser for a value of $1,000 or more', async () => {
    const charity = await insertSigningCharity(t);
    const d = await insertValuedDonation(t, charity.id, {
      finalValue: '1500.00',
      valuationEvidence: 'Auction #88: $1,500',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 1500 },
    });
    expect(res.statusCode).toBe(200);
  });
});
