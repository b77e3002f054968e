import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation } from '../donations/donation-fixtures.testing';
import { insertAuction, signedInDealer } from './auction-fixtures.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bid = (
  cookie: string,
  auctionId: number,
  bidAmount: number | string,
  extra: Record<string, unknown> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bids',
    headers: { cookie, 'accept-language': 'en-CA' },
    payload: { auctionId, bidAmount, ...extra },
  });

async function liveAuction(
  overrides: Parameters<typeof insertAuction>[1] extends infer P ? Partial<P> : never = {},
) {
  const donation = await insertDonation(t.database.db, { status: 'processing', pickupDate: '2026-11-01' });
  return insertAuction(t.database.db, { donationId: donation.id, ...overrides });
}

describe('POST /api/bids', () => {
  it('takes the dealer from the session and refuses a dealerId sent by the client', async () => {
    const a = await liveAuction();
    const d = await signedInDealer(t, 'solo');
    const refused = await bid(d.cookie, a.id, 600, { dealerId: 1 });
    expect(refused.statusCode).toBe(400);
    const ok = await bid(d.cookie, a.id, 600);
    expect(ok.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(dealerBids).where(eq(dealerBids.auctionId, a.id));
    expect(row!.dealerId).toBe(d.dealer.id);
  });

  it('refuses a bid below max(current high + $0.01, minimum) with the amount in the message', async () => {
    const a = await liveAuction({ minimumBid: '500.00' });
    const d = await signedInDealer(t, 'low');
    const tooLow = await bid(d.cookie, a.id, 499.99);
    expect(tooLow.statusCode).toBe(400);
    expect(tooLow.json().message).toBe('Bid Too Low: Your bid must be at least $500.00');
    // The field's own message carries the amount too, not the raw {{amount}}.
    expect(tooLow.json().fieldErrors).toEqual({
      bidAmount: 'Bid Too Low: Your bid must be at least $500.00',
    });
    expect((await bid(d.cookie, a.id, 500)).statusCode).toBe(201);
    const again = await bid(d.cookie, a.id, 500);
    expect(again.json().message).toBe('Bid Too Low: Your bid must be at least $500.01');
    expect((await bid(d.cookie, a.id, '500.01')).statusCode).toBe(201);
  });

  it('refuses admins, unverified and revoked dealers, and ended auctions', async () => {
    const a = await liveAuction();
    await addUser(t, 'admin', 'bid-admin');
    const admin = await login(t, 'bid-admin');
    expect((await bid(admin, a.id, 900)).statusCode).toBe(403);
    const pending = await signedInDealer(t, 'pendingdealer', {
      isVerified: false,
      verificationStatus: 'pending',
    });
    expect((await bid(pending.cookie, a.id, 900)).statusCode).toBe(403);
    const revoked = await signedInDealer(t, 'revokeddealer', {
      isVerified: false,
      verificationStatus: 'rejected',
    });
    expect((await bid(revoked.cookie, a.id, 900)).statusCode).toBe(403);
    const ended = await liveAuction({ endDate: new Date(Date.now() - 1000) });
    const ok = await signedInDealer(t, 'latecomer');
    const late = await bid(ok.cookie, ended.id, 900);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('ended');
    expect(
      await t.database.db.select().from(dealerBids).where(eq(dealerBids.auctionId, ended.id)),
    ).toHaveLength(0);
  });

  it('extends the end by two minutes for a bid in the last two minutes', async () => {
    const a = await liveAuction({ endDate: new Date(Date.now() + 60_000) });
    const d = await signedInDealer(t, 'sniper');
    const res = await bid(d.cookie, a.id, 700);
    expect(res.json().extended).toBe(true);
    const [after] = await t.database.db.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, a.id));
    expect(after!.endDate.getTime()).toBeGreaterThan(Date.now() + 100_000);
  });

  it('tells the outbid dealer, by notification and e-mail', async () => {
    const a = await liveAuction();
    const first = await signedInDealer(t, 'first');
    const second = await signedInDealer(t, 'second');
    await bid(first.cookie, a.id, 800);
    await bid(second.cookie, a.id, 900);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, first.dealer.email));
    expect(mails.map((m) => m.template)).toContain('auction-outbid');
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/auctions/${a.id}/bids`,
      headers: { cookie: first.cookie },
    });
    const body = mine.json();
    expect(body.auction.youLead).toBe(false);
    expect(body.bids[0].bidder).not.toContain('second');
    expect(body.bids.map((b: { mine: boolean }) => b.mine)).toEqual([false, true]);
  });

  it('gives each rival one bidder number for the whole auction, kept as others join, the same for every viewer', async () => {
    const a = await liveAuction({ minimumBid: '100.00' });
    const [ann, bo, cy] = [
      await signedInDealer(t, 'number-ann'),
      await signedInDealer(t, 'number-bo'),
      await signedInDealer(t, 'number-cy'),
    ];
    const labels = async (cookie: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/auctions/${a.id}/bids`, headers: { cookie } })).json()
          .bids as { bidder: string; bidAmount: number }[]
      ).map((b) => `${b.bidAmount}:${b.bidder}`);
    expect((await bid(ann.cookie, a.id, 100)).statusCode).toBe(201);
    expect((await bid(bo.cookie, a.id, 200)).statusCode).toBe(201);
    expect(await labels(cy.cookie)).toEqual(['200:bidder-2', '100:bidder-1']);
    // A third dealer joins with the highest bid: the first two keep their numbers.
    expect((await bid(cy.cookie, a.id, 300)).statusCode).toBe(201);
    expect((await bid(ann.cookie, a.id, 400)).statusCode).toBe(201);
    expect(await labels(bo.cookie)).toEqual(['400:bidder-1', '300:bidder-3', '200:you', '100:bidder-1']);
    expect(await labels(ann.cookie)).toEqual(['400:you', '300:bidder-3', '200:bidder-2', '100:you']);
  });

  it('a dealer revoked while its bids are in flight: no bid dated after the revocation answered is accepted', async () => {
    const a = await liveAuction({ minimumBid: '100.00' });
    const d = await signedInDealer(t, 'inflight');
    await addUser(t, 'admin', 'bid-revoker');
    const admin = await login(t, 'bid-revoker');
    // Many bids queue on the auction's row; the revocation is sent while they wait.
    const bids = Array.from({ length: 80 }, (_, i) => bid(d.cookie, a.id, 100 + i));
    const revoked = await t.app.inject({
      method: 'PATCH',
      url: `/api/dealers/${d.dealer.id}/status`,
      headers: { cookie: admin },
      payload: { verificationStatus: 'rejected', reason: 'Licence suspended by the regulator' },
    });
    const answeredAt = Date.now();
    expect(revoked.statusCode).toBe(200);
    const results = await Promise.all(bids);
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.every((s) => [201, 400, 401, 403].includes(s))).toBe(true);
    const rows = await t.database.db.select().from(dealerBids).where(eq(dealerBids.auctionId, a.id));
    expect(rows).toHaveLength(statuses.filter((s) => s === 201).length);
    const late = rows.filter((row) => row.bidDate.getTime() > answeredAt);
    expect(late, 'bids accepted after the revocation answered').toEqual([]);
    // Bids that reached their check after the revocation are refused as from a closed dealer.
    expect(statuses.some((s) => s === 401 || s === 403)).toBe(true);
    expect((await bid(d.cookie, a.id, 1000)).statusCode).toBe(401);
  });

  it('200 parallel bids from 10 dealers: accepted bids strictly increase and one holds the lead', async () => {
    const a = await liveAuction({ minimumBid: '500.00' });
    const dealers: Awaited<ReturnType<typeof signedInDealer>>[] = [];
    for (let i = 0; i < 10; i++) dealers.push(await signedInDealer(t, `racer${i}`));
    const attempts = Array.from({ length: 200 }, (_, i) => ({
      d: dealers[i % 10]!,
      // Many collide on the same amount; only the first of each can win.
      amount: 500 + Math.floor(i / 3) * 5 + (i % 3),
    }));
    const results = await Promise.all(attempts.map((x) => bid(x.d.cookie, a.id, x.amount)));
    expect(results.every((r) => [201, 400].includes(r.statusCode))).toBe(true);
    const accepted = results.filter((r) => r.statusCode === 201).length;
    const rows = await t.database.db
      .select()
      .from(dealerBids)
      .where(eq(dealerBids.auctionId, a.id))
      .orderBy(dealerBids.id);
    expect(rows).toHaveLength(accepted);
    const amounts = rows.map((r) => Number(r.bidAmount));
    for (let i = 1; i < amounts.length; i++) expect(amounts[i]).toBeGreaterThan(amounts[i - 1]!);
    expect(rows.filter((r) => r.isWinning)).toHaveLength(1);
    const [after] = await t.database.db.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, a.id));
    expect(Number(after!.currentHighBid)).toBe(Math.max(...amounts));
  }, 120_000);
});
