import { describe, expect, it } from 'vitest';
import { computeReceiptAmounts, needsValuationBasis } from './receipt-amounts';

const base = {
  finalValue: '4500.00',
  advantageAmount: '0',
  acquisitionYear: null,
  acquisitionCost: null,
  giftYear: 2026,
};

describe('receipt amounts', () => {
  it('uses the established fair market value when the acquisition year is unknown', () => {
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

  it('does not apply the rule at 3 years or more', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2023, acquisitionCost: '100' });
    expect(r).toMatchObject({ fmvCents: 450_000, deemed: false, problem: null });
  });

  it('asks for the cost when the vehicle was acquired recently and no cost was given', () => {
    const r = computeReceiptAmounts({ ...base, acquisitionYear: 2026, acquisitionCost: null });
    expect(r.problem).toBe('acquisitionCostMissing');
    expect(r.fmvCents).toBeNull();
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
