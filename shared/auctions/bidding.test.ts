import { describe, expect, it } from 'vitest';
import {
  auctionOutcome,
  endAfterBid,
  quickBidsCents,
  requiredBidCents,
  SNIPE_WINDOW_MS,
  timeLeft,
} from './bidding';

describe('required bid', () => {
  it('is the minimum before the first bid', () => {
    expect(requiredBidCents(0, 50_000, 0)).toBe(50_000);
  });
  it('is one cent over the current high once bids exist', () => {
    expect(requiredBidCents(125_000, 50_000, 2)).toBe(125_001);
  });
  it('never falls below the minimum', () => {
    expect(requiredBidCents(10_000, 50_000, 1)).toBe(50_000);
  });
  it('offers the five quick bids over the required amount', () => {
    expect(quickBidsCents(125_001)).toEqual([130_001, 135_001, 150_001, 175_001, 225_001]);
  });
});

describe('anti-sniping', () => {
  const end = new Date('2026-11-23T12:00:00Z');
  it('keeps the end for a bid well before it', () => {
    expect(endAfterBid(end, new Date('2026-11-23T11:50:00Z'))).toEqual(end);
  });
  it('pushes the end to two minutes after a bid in the last two minutes', () => {
    const now = new Date('2026-11-23T11:59:30Z');
    expect(endAfterBid(end, now).getTime()).toBe(now.getTime() + SNIPE_WINDOW_MS);
  });
});

describe('time left', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('reads days and hours, hours and minutes, minutes, or ended', () => {
    expect(timeLeft('2026-11-25T15:30:00Z', now)).toEqual({ kind: 'days', days: 2, hours: 3 });
    expect(timeLeft('2026-11-23T15:30:00Z', now)).toEqual({ kind: 'hours', hours: 3, minutes: 30 });
    expect(timeLeft('2026-11-23T12:12:00Z', now)).toEqual({ kind: 'minutes', minutes: 12 });
    expect(timeLeft('2026-11-23T12:00:20Z', now)).toEqual({ kind: 'minutes', minutes: 1 });
    expect(timeLeft('2026-11-23T11:00:00Z', now)).toEqual({ kind: 'ended' });
  });
});

describe('outcome', () => {
  it('sells to the highest bid at or above the reserve', () => {
    expect(auctionOutcome({ id: 7, dealerId: 3, amountCents: 150_000 }, 150_000)).toEqual({
      kind: 'sold',
      bidId: 7,
      dealerId: 3,
      amountCents: 150_000,
    });
  });
  it('leaves the vehicle unsold below the reserve, or with no bid', () => {
    expect(auctionOutcome({ id: 7, dealerId: 3, amountCents: 149_999 }, 150_000).kind).toBe('reserveNotMet');
    expect(auctionOutcome(null, null).kind).toBe('noBids');
  });
});
