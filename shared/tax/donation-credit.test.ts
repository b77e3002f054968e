import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../geo/provinces';
import { calculateDonationCredit } from './donation-credit';
import { DONATION_CREDIT_RATES, RATE_YEARS } from './donation-credit-rates';

/**
 * A $1,000 gift in 2026, worked by hand: federal 200 x 14% + 800 x 29% = 28.00 + 232.00 = 260.00
 * (Quebec: less the 16.5% abatement, 42.90, so 217.10); provincial as shown per row.
 */
const HAND_WORKED_2026: [string, string, number, number, string, number][] = [
  ['AB', '200 x 60% + 800 x 21% = 120.00 + 168.00', 288.0, 260.0, 'same rate at the top', 288.0],
  [
    'BC',
    '200 x 5.60% + 800 x 16.8% = 11.20 + 134.40',
    145.6,
    260.0,
    '11.20 + 800 x 20.5% = 11.20 + 164.00',
    175.2,
  ],
  ['MB', '200 x 10.8% + 800 x 17.4% = 21.60 + 139.20', 160.8, 260.0, 'same rate at the top', 160.8],
  ['NB', '200 x 9.4% + 800 x 17.95% = 18.80 + 143.60', 162.4, 260.0, 'same rate at the top', 162.4],
  ['NL', '200 x 8.7% + 800 x 21.8% = 17.40 + 174.40', 191.8, 260.0, 'same rate at the top', 191.8],
  ['NS', '200 x 8.79% + 800 x 21% = 17.58 + 168.00', 185.58, 260.0, 'same rate at the top', 185.58],
  ['NT', '200 x 5.9% + 800 x 14.05% = 11.80 + 112.40', 124.2, 260.0, 'same rate at the top', 124.2],
  ['NU', '200 x 4% + 800 x 11.5% = 8.00 + 92.00', 100.0, 260.0, 'same rate at the top', 100.0],
  [
    'ON',
    '200 x 5.05% + 800 x 11.16% = 10.10 + 89.28',
    99.38,
    260.0,
    'surtax on the whole credit: 99.38 + 56% x 99.38 = 99.38 + 55.65 (55.6528)',
    155.03,
  ],
  ['PE', '200 x 9.5% + 800 x 19% = 19.00 + 152.00', 171.0, 260.0, 'same rate at the top', 171.0],
  [
    'QC',
    '200 x 20% + 800 x 24% = 40.00 + 192.00',
    232.0,
    217.1,
    '40.00 + 800 x 25.75% = 40.00 + 206.00',
    246.0,
  ],
  ['SK', '200 x 10.5% + 800 x 14.5% = 21.00 + 116.00', 137.0, 260.0, 'same rate at the top', 137.0],
  ['YT', '200 x 6.4% + 800 x 12.8% = 12.80 + 102.40', 115.2, 260.0, 'same rate at the top', 115.2],
];

describe('calculateDonationCredit, $1,000 in 2026, every province and territory', () => {
  it('covers all 13', () => {
    expect(HAND_WORKED_2026.map(([code]) => code).sort()).toEqual([...PROVINCE_CODES].sort());
  });

  it.each(HAND_WORKED_2026)(
    '%s: provincial %s = %d, federal %d; top bracket %s = %d',
    (province, _working, provincial, federal, _top, topProvincial) => {
      const result = calculateDonationCredit({ amount: 1000, province: province as never, taxYear: 2026 });
      expect(result.federal).toBe(federal);
      expect(result.provincial).toBe(provincial);
      expect(result.cents.total).toBe(Math.round(federal * 100) + Math.round(provincial * 100));
      expect(result.total).toBe(Number(((result.cents.total as number) / 100).toFixed(2)));
      expect(result.ratesYear).toBe(2026);
      // Federal at the top: 200 x 14% + 800 x 33% = 28.00 + 264.00 = 292.00 (Quebec: less 48.18).
      expect(result.topBracket.federal).toBe(province === 'QC' ? 243.82 : 292);
      expect(result.topBracket.provincial).toBe(topProvincial);
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
      federalCredit: 26000,
      quebecAbatement: 0,
      topTotal: 44703,
    });
  });

  it('uses 14.5% on the first $200 federally in 2025: 29.00 + 232.00 = 261.00', () => {
    expect(calculateDonationCredit({ amount: 1000, province: 'ON', taxYear: 2025 }).federal).toBe(261);
  });

  it("shows Quebec's full federal credit, less the 16.5% abatement, then the net: 260.00 - 42.90 = 217.10", () => {
    const result = calculateDonationCredit({ amount: 1000, province: 'QC', taxYear: 2026 });
    expect(result).toMatchObject({ federalCredit: 260, quebecAbatement: 42.9, federal: 217.1, total: 449.1 });
    expect(calculateDonationCredit({ amount: 1000, province: 'ON', taxYear: 2026 }).quebecAbatement).toBe(0);
  });

  it('gives a high-income Ontario donor of $10,000 a range from the standard to the top rates', () => {
    // Standard: 28 + 9,800 x 29% = 2,870.00; 10.10 + 9,800 x 11.16% = 1,103.78; total 3,973.78.
    // Top: 28 + 9,800 x 33% = 3,262.00; Ontario 1,103.78 + 56% surtax effect 618.1168 -> 618.12 =
    // 1,721.90 (the same as 10.10 x 1.56 + 9,800 x 17.4096%); total 4,983.90.
    const result = calculateDonationCredit({ amount: 10_000, province: 'ON', taxYear: 2026 });
    expect(result.total).toBe(3973.78);
    expect(result.topBracket).toEqual({ federal: 3262, provincial: 1721.9, total: 4983.9 });
  });

  it('applies the Ontario surtax to the first $200 too, at 17.4096% exactly above it', () => {
    // $200: 200 x 5.05% = 10.10; x 1.56 = 15.756 -> 15.76 (the old rule left it at 10.10).
    expect(
      calculateDonationCredit({ amount: 200, province: 'ON', taxYear: 2026 }).topBracket.provincial,
    ).toBe(15.76);
    // $25,200: 10.10 + 25,000 x 11.16% = 2,800.10; x 1.56 = 4,368.156 -> 4,368.16, where 17.41% on
    // $25,000 and nothing on the first $200 gave 10.10 + 4,352.50 = 4,362.60 ($5.56 low).
    expect(
      calculateDonationCredit({ amount: 25_200, province: 'ON', taxYear: 2026 }).topBracket.provincial,
    ).toBe(4368.16);
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
    expect(calculateDonationCredit({ amount: 500, province: 'BC', taxYear: 2026 }).assumptions).toEqual([
      'domain:tax.assumption.onlyGiftThisYear',
      'domain:tax.assumption.enoughTaxPayable',
    ]);
    expect(calculateDonationCredit({ amount: 500, province: 'PE', taxYear: 2026 }).assumptions).toContain(
      'domain:tax.assumption.ratesCarried',
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
  it('has one row per jurisdiction and year, each citing its form and year', () => {
    expect(RATE_YEARS).toEqual([2025, 2026]);
    const forms = /^(Schedule 9|(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|SK|YT)428|TP-1 \(Schedule V\))$/;
    for (const year of RATE_YEARS) {
      const rows = DONATION_CREDIT_RATES.filter((row) => row.taxYear === year);
      expect(rows.map((row) => row.jurisdiction).sort()).toEqual(['CA', ...PROVINCE_CODES].sort());
      for (const row of rows) {
        expect(row.form).toMatch(forms);
        if (row.jurisdiction !== 'CA' && row.jurisdiction !== 'QC')
          expect(row.form).toBe(`${row.jurisdiction}428`);
        expect(row.carried).toBe(row.formYear !== row.taxYear);
        expect(row.evidence.length).toBeGreaterThan(10);
        expect(row.topBps).toBeGreaterThanOrEqual(row.aboveBps);
        expect(Number.isInteger(row.firstBps) && Number.isInteger(row.aboveBps)).toBe(true);
      }
    }
  });

  it('says which 2026 rows are carried from 2025 (not yet published) and which are new', () => {
    const carried = DONATION_CREDIT_RATES.filter((row) => row.carried).map(
      (r) => `${r.taxYear} ${r.jurisdiction}`,
    );
    expect(carried).toContain('2026 ON');
    expect(carried).toContain('2026 PE');
    expect(carried).not.toContain('2026 CA');
    expect(carried).not.toContain('2026 BC');
    expect(carried.every((r) => r.startsWith('2026'))).toBe(true);
  });

  it('uses the figures the reviews found: BC 2026 lowest 5.60%, PE 9.5% / 19%, top rates', () => {
    const find = (year: number, j: string) =>
      DONATION_CREDIT_RATES.find((r) => r.taxYear === year && r.jurisdiction === j)!;
    expect(find(2026, 'BC').firstBps).toBe(560);
    expect([find(2025, 'PE').firstBps, find(2025, 'PE').aboveBps]).toEqual([950, 1900]);
    expect([find(2026, 'ON').topBps, find(2026, 'ON').topSurtaxBps]).toEqual([1116, 5600]);
    expect(find(2026, 'CA').topBps).toBe(3300);
    expect(find(2026, 'BC').topBps).toBe(2050);
    expect(find(2026, 'QC').topBps).toBe(2575);
    expect(find(2026, 'AB').topBps).toBe(2100);
    expect(find(2026, 'NS').topBps).toBe(2100);
  });
});

describe('Prince Edward Island 2025 (issue 33: settled from the brackets, one form line read)', () => {
  it("a $1,000 gift: 200 x 9.5% + 800 x 19% = 19.00 + 152.00 = 171.00, not the 2016 table's 153.20", () => {
    const r = calculateDonationCredit({ amount: 1000, province: 'PE', taxYear: 2025 });
    expect(r.provincial).toBe(171.0);
    // The 2016–2023 rates (9.8% / 16.7%) would give 19.60 + 133.60 = 153.20.
    expect(r.provincial).not.toBe(153.2);
  });

  it('takes the first $200 at the lowest bracket rate (T3PE 2024 Step 2 line 10: 9.65%, the 2024 lowest) and cites its lines', () => {
    const pe = DONATION_CREDIT_RATES.find((row) => row.taxYear === 2025 && row.jurisdiction === 'PE')!;
    // PEI 2025 brackets: 9.50%, 13.47%, 16.60%, 17.62%, 19.00%.
    expect(pe.firstBps).toBe(950);
    expect(pe.aboveBps).toBe(1900);
    expect(pe.basis).toBe('secondary');
    expect(pe.evidence).toContain('T3PE 2024 Step 2 line 10');
    expect(pe.evidence).toContain('line 11');
  });
});
