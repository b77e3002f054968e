import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from '../donations/donation-fixtures.testing';
import { ago, DAY, insertDealer, insertReceipt } from './dashboard-fixtures.testing';

let t: TestApp;
let admin: string;
const now = Date.now();
let soonAuctionId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await addUser(t, 'admin', 'dash-admin');
  for (const role of ['editor', 'dealer', 'charity', 'user'] as const) await addUser(t, role, `dash-${role}`);
  admin = await login(t, 'dash-admin');

  // Donations, hand-counted. Current 30 days: 4; previous 30 days: 2; older: not counted.
  const at = (ms: number) => ago(now, ms);
  await insertDonation(db, { status: 'pending', createdAt: at(1 * DAY) });
  await insertDonation(db, { status: 'picked_up', province: 'QC', createdAt: at(5 * DAY) });
  await insertDonation(db, { status: 'receipt_issued', createdAt: at(29 * DAY) });
  await insertDonation(db, { status: 'contacted', createdAt: at(30 * DAY - 1_800_000) }); // 30 min inside
  await insertDonation(db, { status: 'cancelled', createdAt: at(30 * DAY + 1_800_000) }); // 30 min before: previous
  await insertDonation(db, { status: 'completed', createdAt: at(45 * DAY) });
  const old = await insertDonation(db, { status: 'completed', createdAt: at(61 * DAY) });

  // Charities and dealers: current 1 + 1, previous 0 + 1.
  const charity = await insertCharity(db, { createdAt: at(2 * DAY) });
  await insertCharity(db, { createdAt: at(100 * DAY) });
  const dealer = await insertDealer(db, { name: 'Current Motors', createdAt: at(6 * DAY) });
  await insertDealer(db, { name: 'Earlier Motors', createdAt: at(35 * DAY) });

  // Receipts: current 3 issued (1234.56 + 0.10 + 0.20, exact) and one cancelled; previous 1 (500.00).
  const r = { donationId: old.id, charityId: charity.id };
  await insertReceipt(db, { ...r, amount: '1234.56', createdAt: at(3 * DAY) });
  await insertReceipt(db, { ...r, amount: '0.10', createdAt: at(10 * DAY) });
  await insertReceipt(db, { ...r, amount: '0.20', createdAt: at(11 * DAY) });
  await insertReceipt(db, { ...r, amount: '999.99', createdAt: at(4 * DAY), status: 'cancelled' });
  await insertReceipt(db, { ...r, amount: '500.00', createdAt: at(40 * DAY) });

  // Auctions (their donations are old): only the live one ending within 7 days is "closing soon".
  const auction = async (status: string, endsIn: number, model: string) => {
    const d = await insertDonation(db, { status: 'processing', model, createdAt: at(200 * DAY) });
    const [a] = await db
      .insert(vehicleAuctions)
      .values({
        donationId: d.id,
        startDate: at(3 * DAY),
        endDate: new Date(now + endsIn),
        minimumBid: '500.00',
        currentHighBid: '750.25',
        status,
        vehicleLocation: 'Ottawa',
      })
      .returning();
    return a!;
  };
  const soon = await auction('active', 2 * DAY, 'Accord');
  soonAuctionId = soon.id;
  await auction('active', 10 * DAY, 'Fit');
  await auction('completed', DAY, 'Insight');
  await auction('active', -3_600_000, 'Pilot');
  await db.insert(dealerBids).values([
    { auctionId: soon.id, dealerId: dealer.id, bidAmount: '600.00' },
    { auctionId: soon.id, dealerId: dealer.id, bidAmount: '750.25' },
  ]);
});
afterAll(() => t.close());

const get = (query: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/dashboard${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/dashboard', () => {
  it('is for admins only', async () => {
    expect((await get('')).statusCode).toBe(401);
    for (const role of ['editor', 'dealer', 'charity', 'user']) {
      const cookie = await login(t, `dash-${role}`);
      expect((await get('', cookie)).statusCode).toBe(403);
    }
  });

  it('counts the last 30 days against the 30 before, to the period boundary, with exact money', async () => {
    const res = await get('?days=30', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.period.days).toBe(30);
    expect(body.cards.donations).toEqual({ current: 4, previous: 2 });
    expect(body.cards.valueReceived).toEqual({ current: 1234.86, previous: 500 });
    expect(body.cards.receiptsIssued).toEqual({ current: 3, previous: 1 });
    expect(body.cards.newPartners).toEqual({ current: 2, previous: 1, charities: 1, dealers: 1 });
    const byStatus = Object.fromEntries(
      body.byStatus.map((s: { status: string; count: number }) => [s.status, s.count]),
    );
    expect(byStatus).toEqual({ pending: 1, picked_up: 1, receipt_issued: 1, contacted: 1 });
  });

  it('follows the period chosen: 7 days against the 7 before', async () => {
    const body = (await get('?days=7', admin)).json();
    expect(body.cards.donations).toEqual({ current: 2, previous: 0 });
    expect(body.cards.receiptsIssued).toEqual({ current: 1, previous: 2 });
    expect(body.cards.valueReceived).toEqual({ current: 1234.56, previous: 0.3 });
  });

  it('lists live auctions ending within a week, with their bids, and recent activity newest first', async () => {
    const body = (await get('', admin)).json();
    expect(body.auctionsClosingSoon).toHaveLength(1);
    expect(body.auctionsClosingSoon[0]).toMatchObject({
      id: soonAuctionId,
      vehicle: { year: 2012, make: 'Honda', model: 'Accord' },
      currentHighBid: 750.25,
      bidCount: 2,
    });
    const activity = body.recentActivity as { kind: string; at: string; action: string }[];
    expect(activity.length).toBeGreaterThan(0);
    expect([...activity].sort((a, b) => b.at.localeCompare(a.at))).toEqual(activity);
    expect(activity.some((a) => a.kind === 'audit' && a.action === 'auth.sign_in')).toBe(true);
    expect(activity.find((a) => a.kind === 'donation')).toMatchObject({ action: 'donation.submitted' });
  });

  it('refuses a period that is not offered', async () => {
    expect((await get('?days=8', admin)).statusCode).toBe(400);
    expect((await get('?days=abc', admin)).statusCode).toBe(400);
  });
});
