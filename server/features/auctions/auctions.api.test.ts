import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '@shared/money';
import { auctionNotifications, dealerBids, vehicleAuctions } from '../../db/schema/dealers';
import { donations } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation, insertPortalAccess } from '../donations/donation-fixtures.testing';
import { insertAuction, signedInDealer } from './auction-fixtures.testing';
import { closeDueAuctions } from './auctions.jobs';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'auction-admin');
  admin = await login(t, 'auction-admin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
) =>
  payload === undefined
    ? t.app.inject({ method, url, headers: { cookie } })
    : t.app.inject({ method, url, headers: { cookie }, payload });

const runCloseJob = () => closeDueAuctions.run({}, t.app.ctx, { id: 'test', attempt: 1, maxAttempts: 3 });

describe('auction lifecycle', () => {
  it('creates only for picked-up donations without a live auction, with the defaults', async () => {
    const early = await insertDonation(t.database.db, { status: 'contacted' });
    const refused = await call('POST', '/api/auctions', admin, {
      donationId: early.id,
      vehicleLocation: 'Ottawa',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.donationId).toMatch(/picked up/);

    const ready = await insertDonation(t.database.db, { status: 'picked_up', pickupDate: '2026-11-02' });
    const eligible = await call('GET', '/api/admin/auctions/eligible-donations', admin);
    expect(eligible.json().donations.map((d: { id: number }) => d.id)).toContain(ready.id);
    const created = await call('POST', '/api/auctions', admin, {
      donationId: ready.id,
      vehicleLocation: 'Ottawa, ON',
    });
    expect(created.statusCode).toBe(201);
    const a = created.json();
    expect(a.status).toBe('pending');
    expect(a.minimumBid).toBe(500);
    const days = (Date.parse(a.endDate) - Date.parse(a.startDate)) / 86_400_000;
    expect(Math.round(days)).toBe(7);
    const twice = await call('POST', '/api/auctions', admin, {
      donationId: ready.id,
      vehicleLocation: 'Ottawa, ON',
    });
    expect(twice.statusCode).toBe(409);

    // Start only pending; End only active.
    expect((await call('PATCH', `/api/auctions/${a.id}/end`, admin)).statusCode).toBe(409);
    const started = await call('PATCH', `/api/auctions/${a.id}/start`, admin);
    expect(started.json().status).toBe('active');
    expect((await call('PATCH', `/api/auctions/${a.id}/start`, admin)).statusCode).toBe(409);
    const [d] = await t.database.db.select().from(donations).where(eq(donations.id, ready.id));
    expect(d!.status).toBe('processing');
  });

  it('dealers do not see the reserve; admins do; only dealers and admins list auctions', async () => {
    const donation = await insertDonation(t.database.db, { status: 'processing' });
    await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '1500.00' });
    const dealer = await signedInDealer(t, 'viewer');
    const seen = (await call('GET', '/api/auctions', dealer.cookie)).json().auctions;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((x: Record<string, unknown>) => !('reservePrice' in x))).toBe(true);
    const adminSeen = (await call('GET', '/api/auctions', admin)).json().auctions;
    expect(adminSeen.some((x: { reservePrice: number | null }) => x.reservePrice === 1500)).toBe(true);
    await addUser(t, 'editor', 'auction-editor');
    expect((await call('GET', '/api/auctions', await login(t, 'auction-editor'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/auctions' })).statusCode).toBe(401);
  });

  it('closes by itself after its end: the highest bid at or above the reserve wins and values the donation', async () => {
    const donation = await insertDonation(t.database.db, {
      status: 'processing',
      pickupDate: '2026-11-01',
      locale: 'fr',
    });
    const a = await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '1000.00' });
    const x = await signedInDealer(t, 'closer-x');
    const y = await signedInDealer(t, 'closer-y');
    await call('POST', '/api/bids', x.cookie, { auctionId: a.id, bidAmount: 900 });
    await call('POST', '/api/bids', y.cookie, { auctionId: a.id, bidAmount: 1200 });
    await runCloseJob();
    expect(
      (await t.database.db.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, a.id)))[0]!.status,
    ).toBe('active');

    await t.database.db
      .update(vehicleAuctions)
      .set({ endDate: new Date(Date.now() - 1000) })
      .where(eq(vehicleAuctions.id, a.id));
    // Two overlapping runs (two instances) close it once.
    await Promise.all([runCloseJob(), runCloseJob()]);
    const [closed] = await t.database.db.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, a.id));
    expect(closed!.status).toBe('completed');
    expect(closed!.winningDealerId).toBe(y.dealer.id);
    const [valued] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(valued!.status).toBe('valued');
    expect(valued!.finalValue).toBe('1200.00');
    expect(valued!.valuationBasis).toBe('evidence');
    expect(valued!.valuationEvidence).toContain("arm's length");
    const notes = await t.database.db
      .select()
      .from(auctionNotifications)
      .where(eq(auctionNotifications.auctionId, a.id));
    expect(notes.filter((n) => n.notificationType === 'won').map((n) => n.dealerId)).toEqual([y.dealer.id]);
    expect(notes.filter((n) => n.notificationType === 'closed').map((n) => n.dealerId)).toEqual([
      x.dealer.id,
    ]);
    const donorMail = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, donation.email));
    expect(donorMail.map((m) => m.subject)).toContain('Votre Honda Civic 2012 a été vendu');
    expect(donorMail.find((m) => m.template === 'donation-sold')!.textBody).toContain(
      formatCents(120_000, 'fr'),
    );
    // The donor portal shows the sale too.
    const access = await insertPortalAccess(t.database.db, donation.id, donation.email);
    const portal = (
      await t.app.inject({ method: 'GET', url: `/api/donor-portal/${access.accessCode}` })
    ).json();
    expect(portal.donation?.sale ?? portal.sale).toMatchObject({ kind: 'auction', amount: 1200 });
  });

  it('dealers see auctions closed lately with their outcome, and the vehicles they won with the pickup', async () => {
    const won = await insertDonation(t.database.db, { status: 'processing' });
    const a = await insertAuction(t.database.db, {
      donationId: won.id,
      pickupInstructions: 'Lot B, weekdays 8 to 4',
    });
    const winner = await signedInDealer(t, 'closed-winner');
    const other = await signedInDealer(t, 'closed-other');
    await call('POST', '/api/bids', other.cookie, { auctionId: a.id, bidAmount: 900 });
    await call('POST', '/api/bids', winner.cookie, { auctionId: a.id, bidAmount: 1600 });
    expect((await call('PATCH', `/api/auctions/${a.id}/end`, admin)).statusCode).toBe(200);
    // Another, won by `winner`, closed long ago; and one nobody here won, closed long ago.
    const longAgo = {
      startDate: new Date(Date.now() - 60 * 86_400_000),
      endDate: new Date(Date.now() - 40 * 86_400_000),
    };
    const oldWon = await insertAuction(t.database.db, {
      donationId: (await insertDonation(t.database.db, { status: 'valued' })).id,
      status: 'completed',
      winningDealerId: winner.dealer.id,
      ...longAgo,
    });
    const oldOther = await insertAuction(t.database.db, {
      donationId: (await insertDonation(t.database.db, { status: 'valued' })).id,
      status: 'completed',
      ...longAgo,
    });

    const seen = async (cookie: string) =>
      (await call('GET', '/api/auctions', cookie)).json().auctions as {
        id: number;
        status: string;
        youWon: boolean;
        outcome: string | null;
        currentHighBid: number;
        pickupInstructions: string | null;
      }[];
    const mine = await seen(winner.cookie);
    expect(mine.find((x) => x.id === a.id)).toMatchObject({
      status: 'completed',
      youWon: true,
      outcome: 'sold',
      currentHighBid: 1600,
      pickupInstructions: 'Lot B, weekdays 8 to 4',
    });
    expect(mine.map((x) => x.id)).toContain(oldWon.id);
    expect(mine.map((x) => x.id)).not.toContain(oldOther.id);
    const theirs = await seen(other.cookie);
    expect(theirs.find((x) => x.id === a.id)).toMatchObject({ youWon: false, outcome: 'sold' });
    expect(theirs.map((x) => x.id)).not.toContain(oldWon.id);
  });

  it('below the reserve the vehicle stays unsold and the donation is not valued', async () => {
    const donation = await insertDonation(t.database.db, { status: 'processing' });
    const a = await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '3000.00' });
    const d = await signedInDealer(t, 'under');
    await call('POST', '/api/bids', d.cookie, { auctionId: a.id, bidAmount: 1000 });
    const ended = await call('PATCH', `/api/auctions/${a.id}/end`, admin, { winningDealerId: d.dealer.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().outcome).toBe('reserveNotMet');
    expect(ended.json().winningDealer).toBeNull();
    const [after] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(after!.status).toBe('processing');
  });

  it('an unsold vehicle sent for scrap: its scrap value values the donation, the donor and the portal are told', async () => {
    const donation = await insertDonation(t.database.db, { status: 'processing', locale: 'en' });
    const a = await insertAuction(t.database.db, { donationId: donation.id, reservePrice: '5000.00' });
    // Not while the auction runs, nor for a sold one.
    expect((await call('PATCH', `/api/auctions/${a.id}/scrap`, admin, { scrapValue: 350 })).statusCode).toBe(
      409,
    );
    await call('PATCH', `/api/auctions/${a.id}/end`, admin);
    const missing = await call('PATCH', `/api/auctions/${a.id}/scrap`, admin, {});
    expect(missing.statusCode).toBe(400);
    const dealer = await signedInDealer(t, 'scrap-dealer');
    expect(
      (await call('PATCH', `/api/auctions/${a.id}/scrap`, dealer.cookie, { scrapValue: 350 })).statusCode,
    ).toBe(403);

    const done = await call('PATCH', `/api/auctions/${a.id}/scrap`, admin, { scrapValue: '352.40' });
    expect(done.statusCode).toBe(200);
    expect(done.json().scrapValue).toBe(352.4);
    const [valued] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
    expect(valued).toMatchObject({ status: 'valued', finalValue: '352.40', valuationBasis: 'evidence' });
    expect(valued!.valuationEvidence).toContain('scrap');
    const mail = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, donation.email))
    ).find((m) => m.template === 'donation-scrapped');
    expect(mail!.textBody).toContain('$352.40');
    const access = await insertPortalAccess(t.database.db, donation.id, donation.email);
    const portal = (
      await t.app.inject({ method: 'GET', url: `/api/donor-portal/${access.accessCode}` })
    ).json();
    expect(portal.donation?.sale ?? portal.sale).toMatchObject({ kind: 'scrap', amount: 352.4 });
    // Once only.
    expect((await call('PATCH', `/api/auctions/${a.id}/scrap`, admin, { scrapValue: 400 })).statusCode).toBe(
      409,
    );
  });

  it('a bid racing the close is in before it or refused, never accepted after', async () => {
    const donation = await insertDonation(t.database.db, { status: 'processing' });
    const a = await insertAuction(t.database.db, { donationId: donation.id });
    const dealers = [await signedInDealer(t, 'race-a'), await signedInDealer(t, 'race-b')];
    const bids = Array.from({ length: 30 }, (_, i) =>
      call('POST', '/api/bids', dealers[i % 2]!.cookie, { auctionId: a.id, bidAmount: 600 + i * 10 }),
    );
    const end = call('PATCH', `/api/auctions/${a.id}/end`, admin);
    const results = await Promise.all([...bids, end]);
    expect(results.at(-1)!.statusCode).toBe(200);
    const accepted = await t.database.db.select().from(dealerBids).where(eq(dealerBids.auctionId, a.id));
    const [closed] = await t.database.db.select().from(vehicleAuctions).where(eq(vehicleAuctions.id, a.id));
    for (const b of accepted) expect(b.bidDate.getTime()).toBeLessThanOrEqual(closed!.updatedAt.getTime());
    const top = accepted.reduce((m, b) => (Number(b.bidAmount) > Number(m.bidAmount) ? b : m), accepted[0]!);
    if (accepted.length) {
      expect(closed!.winningDealerId).toBe(top.dealerId);
      const [valued] = await t.database.db.select().from(donations).where(eq(donations.id, donation.id));
      expect(valued!.finalValue).toBe(top.bidAmount);
    }
    const refused = results.slice(0, -1).filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => [400, 409].includes(r.statusCode))).toBe(true);
  }, 60_000);
});
