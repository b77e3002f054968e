import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../geo/provinces';
import { calculateDonationCredit } from './donation-credit';
import { DONATION_CREDIT_RATES, RATE_YEARS } from './donation-credit-rates';

/**
 * A $1,000 gift in 2026, worked by hand: federal 200 x 14% + 800 x 29% = 28.00 + 232.00 = 260.00
 * (Quebec: less the 16.5% abatement, 42.90, so 217.10); provincial as shown per row.
 */
const HAND_WORKED_2026: [string, string, number, number][] = [
  ['AB', '200 x 60% + 800 x 21% = 120.00 + 168.00', 288.0, 260.0],
  ['BC', '200 x 5.06% + 800 x 16.8% = 10.12 + 134.40', 144.52, 260.0],
  ['MB', '200 x 10.8% + 800 x 17.4% = 21.60 + 139.20', 160.8, 260.0],
  ['NB', '200 x 9.4% + 800 x 17.95% = 18.80 + 143.60', 162.4, 260.0],
  ['NL', '200 x 8.7% + 800 x 21.8% = 17.40 + 174.40', 191.8, 260.0],
  ['NS', '200 x 8.79% + 800 x 21% = 17.58 + 168.00', 185.58, 260.0],
  ['NT', '200 x 5.9% + 800 x 14.05% = 11.80 + 112.40', 124.2, 260.0],
  ['NU', '200 x 4% + 800 x 11.5% = 8.00 + 92.00', 100.0, 260.0],
  ['ON', '200 x 5.05% + 800 x 11.16% = 10.10 + 89.28', 99.38, 260.0],
  ['PE', '200 x 9.5% + 800 x 19% = 19.00 + 152.00', 171.0, 260.0],
  ['QC', '200 x 20% + 800 x 24% = 40.00 + 192.00', 232.0, 217.1],
  ['SK', '200 x 10.5% + 800 x 14.5% = 21.00 + 116.00', 137.0, 260.0],
  ['YT', '200 x 6.4% + 800 x 12.8% = 12.80 + 102.40', 115.2, 260.0],
];

describe('calculateDonationCredit, $1,000 in 2026, every province and territory', () => {
  it('covers all 13', () => {
    expect(HAND_WORKED_2026.map(([code]) => code).sort()).toEqual([...PROVINCE_CODES].sort());
  });

  it.each(HAND_WORKED_2026)(
    '%s: provincial %s = %d, federal %d',
    (province, _working, provincial, federal) => {
      const result = calculateDonationCredit({ amount: 1000, province: province as never, taxYear: 2026 });
      expect(result.federal).toBe(federal);
      expect(result.provincial).toBe(provincial);
      expect(result.cents.total).toBe(Math.round(federal * 100) + Math.round(provincial * 100));
      expect(result.total).toBe(Number(((result.cents.total as number) / 100).toFixed(2)));
      expect(result.ratesYear).toBe(2026);
    },
  );
});

describe('calculateDonationCredit, details', () => {
  it('gives Ontario $1,000 in 2026 as 260.00 + 99.38 = 359.38, 35.94%', () => {
    const result = calculateDonationCredit({ amount: '1000.00', province: 'ON', taxYear: 2026 });
    expect(result).toMatchObject({ federal: 260, provincial: 99.38, total: 359.38, effectiveRate: 0.3594 });
    expect(result.cents).toEqual({
      amount: 100000,
      federal: 26000,
      provincial: 9938,
      total: 35938,
      quebecAbatement: 0,
    });
  });

  it('uses 14.5% on the first $200 federally in 2025: 29.00 + 232.00 = 261.00', () => {
    expect(calculateDonationCredit({ amount: 1000, province: 'ON', taxYear: 2025 }).federal).toBe(261);
  });

  it('applies the Quebec abatement to the federal credit: 260.00 - 42.90 = 217.10', () => {
    const result = calculateDonationCredit({ amount: 1000, province: 'QC', taxYear: 2026 });
    expect(result.cents.quebecAbatement).toBe(4290);
    expect(result.total).toBe(449.1);
    expect(result.assumptions).toContain('domain:tax.assumption.quebecAbatement');
  });

  it('rounds each credit half up to the cent: $1,234.57 in Ontario', () => {
    // Federal 20,000 x 14% + 103,457 x 29% = 2,800 + 30,002.53 = 32,802.53 cents -> 328.03.
    // Ontario 20,000 x 5.05% + 103,457 x 11.16% = 1,010 + 11,545.8012 = 12,555.8012 cents -> 125.56.
    const result = calculateDonationCredit({ amount: 1234.57, province: 'ON', taxYear: 2026 });
    expect(result).toMatchObject({ federal: 328.03, provincial: 125.56, total: 453.59 });
  });

  it('uses only the first-tier rates up to $200: $150 in Ontario', () => {
    // 150 x 14% = 21.00; 150 x 5.05% = 7.575 -> 7.58.
    expect(calculateDonationCredit({ amount: 150, province: 'ON', taxYear: 2026 })).toMatchObject({
      federal: 21,
      provincial: 7.58,
      total: 28.58,
    });
  });

  it('is exact at the $200 boundary and for large gifts', () => {
    expect(calculateDonationCredit({ amount: 200, province: 'AB', taxYear: 2026 })).toMatchObject({
      federal: 28,
      provincial: 120,
    });
    // 28 + 9,999,800 x 29% = 2,899,970.00 federal; 120 + 9,999,800 x 21% = 2,100,078.00 provincial.
    expect(calculateDonationCredit({ amount: '10000000.00', province: 'AB', taxYear: 2026 })).toMatchObject({
      federal: 2_899_970,
      provincial: 2_100_078,
      total: 5_000_048,
    });
  });

  it('gives nothing for a zero gift and refuses negative or malformed amounts', () => {
    expect(calculateDonationCredit({ amount: 0, province: 'ON', taxYear: 2026 })).toMatchObject({
      total: 0,
      effectiveRate: 0,
    });
    expect(() => calculateDonationCredit({ amount: -5, province: 'ON', taxYear: 2026 })).toThrow(RangeError);
    expect(() => calculateDonationCredit({ amount: '1,000', province: 'ON', taxYear: 2026 })).toThrow(
      RangeError,
    );
  });

  it('states its assumptions as translation keys', () => {
    const result = calculateDonationCredit({ amount: 500, province: 'ON', taxYear: 2026 });
    expect(result.assumptions).toEqual([
      'domain:tax.assumption.onlyGiftThisYear',
      'domain:tax.assumption.notTopBracket',
      'domain:tax.assumption.enoughTaxPayable',
    ]);
    expect(calculateDonationCredit({ amount: 500, province: 'PE', taxYear: 2026 }).assumptions).toContain(
      'domain:tax.assumption.ratesUnconfirmed',
    );
  });

  it('falls back to the latest rates for a later year and says so', () => {
    const result = calculateDonationCredit({ amount: 1000, province: 'ON', taxYear: 2030 });
    expect(result.ratesYear).toBe(2026);
    expect(result.assumptions).toContain('domain:tax.assumption.latestRates');
    expect(calculateDonationCredit({ amount: 1000, province: 'ON', taxYear: 2020 }).ratesYear).toBe(2025);
  });
});

describe('donation credit rate table', () => {
  it('has one dated, sourced row per jurisdiction and year', () => {
    expect(RATE_YEARS).toEqual([2025, 2026]);
    for (const year of RATE_YEARS) {
      const rows = DONATION_CREDIT_RATES.filter((row) => row.taxYear === year);
      expect(rows.map((row) => row.jurisdiction).sort()).toEqual(['CA', ...PROVINCE_CODES].sort());
      for (const row of rows) {
        expect(row.source).toContain(String(year));
        expect(row.evidence.length).toBeGreaterThan(10);
        expect(Number.isInteger(row.firstBps) && Number.isInteger(row.aboveBps)).toBe(true);
      }
    }
  });

  it('marks the figures it could not confirm', () => {
    const unverified = DONATION_CREDIT_RATES.filter((row) => !row.verified).map(
      (row) => `${row.taxYear} ${row.jurisdiction}`,
    );
    expect(unverified).toContain('2025 PE');
    expect(unverified).toContain('2026 BC');
    expect(unverified).not.toContain('2026 CA');
    expect(unverified).not.toContain('2026 ON');
  });
});
