import { describe, expect, it } from 'vitest';
import { computeReceiptAmounts, needsValuationBasis } from './receipt-amounts';

const base = {
  finalValue: '4500.00',
  advantageAmount: '0',
  acquisitionYear: 2015 as number | null,
  acquisitionMonth: null as number | null,
  acquisitionKind: 'purchase' as 'purchase' | 'gift' | 'inheritance' | null,
  acquisitionCost: null as string | null,
  giftDate: '2026-01-20',
};

describe('receipt amounts', () => {
  it('uses the established fair market value for a vehicle owned 3 years or more', () => {
    expect(computeReceiptAmounts(base)).toEqual({
      fmvCents: 450_000,
      advantageCents: 0,
      eligibleCents: 450_000,
      deemed: false,
      problem: null,
    });
  });

  it('limits the value to the donor cost when the vehicle was acquired less than 3 years before the gift', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2024, acquisitionCost: '3200.50' });
    expect(r).toMatchObject({ fmvCents: 320_050, eligibleCents: 320_050, deemed: true, problem: null });
  });

  it('keeps the fair market value when the cost is higher, even inside 3 years', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2025, acquisitionCost: '9000' });
    expect(r).toMatchObject({ fmvCents: 450_000, deemed: false });
  });

  it('gives the lower of value and cost for a vehicle bought December 2023 and given January 2026', () => {
    const r = computeReceiptAmounts({
      ...base,
      finalValue: '8000',
      acquisitionYear: 2023,
      acquisitionMonth: 12,
      acquisitionCost: '5000',
    });
    expect(r).toMatchObject({ fmvCents: 500_000, eligibleCents: 500_000, deemed: true, problem: null });
  });

  it('does not apply the rule past 3 years', () => {
    const r = computeReceiptAmounts({
      ...base,
      acquisitionYear: 2022,
      acquisitionMonth: 12,
      acquisitionCost: '100',
    });
    expect(r).toMatchObject({ fmvCents: 450_000, deemed: false, problem: null });
  });

  it('asks for the cost when the vehicle was acquired recently and no cost was given', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2025, acquisitionCost: null });
    expect(r.problem).toBe('acquisitionCost');
    expect(r.fmvCents).toBeNull();
  });

  it('names the missing acquisition date, or the month when the year alone cannot tell', () => {
    expect(computeReceiptAmounts({ ...base, acquisitionYear: null }).problem).toBe('acquisitionDate');
    expect(computeReceiptAmounts({ ...base, acquisitionYear: 2023 }).problem).toBe('acquisitionMonth');
  });

  it('takes a cost of $0 as an answer: the deemed value is $0 and there is nothing to receipt', () => {
    const r = computeReceiptAmounts({
      ...base,
      acquisitionYear: 2025,
      acquisitionKind: 'gift',
      acquisitionCost: '0',
    });
    expect(r).toMatchObject({ fmvCents: 0, deemed: true, problem: 'deemedValueZero' });
  });

  it('leaves an inherited vehicle at its value, without a date or a cost', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: null, acquisitionKind: 'inheritance' });
    expect(r).toMatchObject({ fmvCents: 450_000, deemed: false, problem: null });
  });

  it('subtracts the advantage exactly, in cents', () => {
    const r = computeReceiptAmounts({ ...base, finalValue: '1000.10', advantageAmount: '0.30' });
    expect(r).toMatchObject({ fmvCents: 100_010, advantageCents: 30, eligibleCents: 99_980, problem: null });
  });

  it('accepts an advantage of exactly 80% and refuses one above it', () => {
    expect(computeReceiptAmounts({ ...base, finalValue: '1000', advantageAmount: '800' }).problem).toBeNull();
    expect(computeReceiptAmounts({ ...base, finalValue: '1000', advantageAmount: '800.01' }).problem).toBe(
      'advantageTooHigh',
    );
  });

  it('applies the advantage to the deemed value', () => {
    const r = computeReceiptAmounts({
      ...base,
      acquisitionYear: 2025,
      acquisitionCost: '1000',
      advantageAmount: '850',
    });
    expect(r).toMatchObject({ fmvCents: 100_000, deemed: true, problem: 'advantageTooHigh' });
  });

  it('reports a missing or zero fair market value', () => {
    expect(computeReceiptAmounts({ ...base, finalValue: null }).problem).toBe('noFairMarketValue');
    expect(computeReceiptAmounts({ ...base, finalValue: '0.00' }).problem).toBe('noFairMarketValue');
  });

  it('asks for a valuation basis from $1,000', () => {
    expect(needsValuationBasis(99_999)).toBe(false);
    expect(needsValuationBasis(100_000)).toBe(true);
  });
});

describe('the gifting-arrangement question (ITA 248(35)(a), (b)(ii))', () => {
  // Bought in 2019 for $2,500, valued at $4,500, given in January 2026: 6 years held.
  const heldSixYears = { ...base, acquisitionYear: 2019, acquisitionCost: '2500' };

  it('answered no: past 3 years, the established value stands', () => {
    expect(computeReceiptAmounts({ ...heldSixYears, acquiredForGifting: false })).toMatchObject({
      fmvCents: 450_000,
      deemed: false,
      problem: null,
    });
  });

  it('answered yes: the receipt is limited to the donor cost, $2,500, and says why', () => {
    expect(computeReceiptAmounts({ ...heldSixYears, acquiredForGifting: true })).toMatchObject({
      fmvCents: 250_000,
      eligibleCents: 250_000,
      deemed: true,
      deemedReason: 'giftingArrangement',
      problem: null,
    });
  });

  it('answered yes without the cost: no amount until it is recorded', () => {
    const r = computeReceiptAmounts({ ...heldSixYears, acquisitionCost: null, acquiredForGifting: true });
    expect(r).toMatchObject({ fmvCents: null, problem: 'acquisitionCostGifting' });
  });

  it('names the 3-year test when that is why the cost applied', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2025, acquisitionCost: '1000' });
    expect(r).toMatchObject({ fmvCents: 100_000, deemedReason: 'heldUnderThreeYears' });
  });
});
