import { toCents } from '@shared/money';
import { eq } from 'drizzle-orm';
import { dealerBids } from '../../db/schema/dealers';
import { charities } from '../../db/schema/charities';
import type { NewCharity } from '../../db/schema/charities';
import type { NewDonation } from '../../db/schema/donations';
import { addUser, login, type TestApp } from '../../test/test-app';
import { insertAuction } from '../auctions/auction-fixtures.testing';
import { insertCharity, insertDonation } from '../donations/donation-fixtures.testing';
import { ledgerOf } from './payouts.repo';

/** A charity with its own signed-in charity account. Test files only. */
export async function charityWithAccount(t: TestApp, username: string, overrides: Partial<NewCharity> = {}) {
  const user = await addUser(t, 'charity', username);
  const charity = await insertCharity(t.database.db, {
    email: `${username}@charities.example.test`,
    ...overrides,
  });
  await t.database.db.update(charities).set({ userId: user.id }).where(eq(charities.id, charity.id));
  return { charity: { ...charity, userId: user.id }, cookie: await login(t, username) };
}

/**
 * Sells a donated vehicle of the charity at auction for `amount` dollars: an active auction with one bid
 * by `dealerId`, ended by the admin (the real close, which records the settlement).
 */
export async function sellAtAuction(
  t: TestApp,
  o: { charityId: number; dealerId: number; amount: string; admin: string; donation?: Partial<NewDonation> },
) {
  const donation = await insertDonation(t.database.db, {
    status: 'processing',
    charityId: o.charityId,
    ...o.donation,
  });
  const auction = await insertAuction(t.database.db, { donationId: donation.id });
  await t.database.db
    .insert(dealerBids)
    .values({ auctionId: auction.id, dealerId: o.dealerId, bidAmount: o.amount });
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/auctions/${auction.id}/end`,
    headers: { cookie: o.admin },
  });
  if (res.statusCode !== 200) throw new Error(`end auction: ${res.statusCode} ${res.body}`);
  return { donation, auction };
}

/** The ledger of a charity in cents: net = paid + open + unpaid, and open + paid = what live items carry. */
export async function ledgerCents(t: TestApp, charityId: number) {
  const l = await ledgerOf(t.database.db, charityId);
  const c = (v: string) => toCents(v)!;
  return { net: c(l.net), paid: c(l.paid), open: c(l.open), unpaid: c(l.unpaid), carried: c(l.carried) };
}
