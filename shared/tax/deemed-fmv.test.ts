import { describe, expect, it } from 'vitest';
import { deemedFmvRule, recentlyAcquired } from './deemed-fmv';

const bought = (year: number | null, month: number | null = null) => ({
  year,
  month,
  kind: 'purchase' as const,
});

describe('deemed fair market value rule (ITA 248(35)) by date', () => {
  it('applies to a vehicle bought in December 2023 and given in January 2026 (2 years 1 month)', () => {
    expect(deemedFmvRule(bought(2023, 12), '2026-01-15')).toEqual({ applies: true, monthsHeld: 25 });
  });

  it('does not apply from 37 months on, and applies at 36 (the day of the month is not asked)', () => {
    expect(deemedFmvRule(bought(2023, 1), '2026-02-01')).toEqual({
      applies: false,
      reason: 'heldThreeYears',
    });
    expect(deemedFmvRule(bought(2023, 1), '2026-01-31')).toEqual({ applies: true, monthsHeld: 36 });
  });

  it('settles it from the year alone when the years are 2 or fewer, or 4 or more, apart', () => {
    expect(deemedFmvRule(bought(2024), '2026-12-01').applies).toBe(true);
    expect(deemedFmvRule(bought(2022), '2026-01-01')).toEqual({ applies: false, reason: 'heldThreeYears' });
    expect(deemedFmvRule(bought(2023), '2026-06-01')).toEqual({ applies: null, missing: 'acquisitionMonth' });
  });

  it('needs the acquisition date, except for an inheritance (ITA 248(37)(g))', () => {
    expect(deemedFmvRule(bought(null), '2026-01-01')).toEqual({ applies: null, missing: 'acquisitionDate' });
    expect(deemedFmvRule({ year: null, month: null, kind: 'inheritance' }, '2026-01-01')).toEqual({
      applies: false,
      reason: 'inheritance',
    });
    expect(deemedFmvRule({ year: 2025, month: 6, kind: 'gift' }, '2026-01-01').applies).toBe(true);
  });

  it('applies whatever the time held when staff answer yes to the gifting-arrangement question (248(35)(a), (b)(ii))', () => {
    // Bought in March 2019, given in June 2026: 7 years 3 months, past the 3-year test of (b)(i)...
    expect(deemedFmvRule(bought(2019, 3), '2026-06-10')).toEqual({
      applies: false,
      reason: 'heldThreeYears',
    });
    // ...but acquired to be given (less than 10 years before) or under a tax shelter: the cost limit applies.
    expect(deemedFmvRule({ ...bought(2019, 3), forGifting: true }, '2026-06-10')).toEqual({
      applies: true,
      reason: 'giftingArrangement',
    });
    // No acquisition date is needed to apply it; "no" leaves the 3-year test alone.
    expect(deemedFmvRule({ ...bought(null), forGifting: true }, '2026-06-10').applies).toBe(true);
    expect(deemedFmvRule({ ...bought(2024, 1), forGifting: false }, '2026-06-10')).toEqual({
      applies: true,
      monthsHeld: 29,
    });
  });

  it('shows the calculator hint for an acquisition inside 3 years of today', () => {
    expect(recentlyAcquired(bought(2024, 3), '2026-11-23')).toBe(true);
    expect(recentlyAcquired(bought(2023, 10), '2026-11-23')).toBe(false);
    expect(recentlyAcquired(bought(2023), '2026-11-23')).toBe(true);
    expect(recentlyAcquired(bought(null), '2026-11-23')).toBe(false);
  });
});
