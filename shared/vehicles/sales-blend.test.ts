import { describe, expect, it } from 'vitest';
import { blendWithSales, type Sale, WHOLESALE_TO_MARKET } from './sales-blend';
import { estimateVehicleValue, type ValuationInput } from './valuation';

const NOW = { currentYear: 2026 };
const CIVIC_2015: ValuationInput = {
  year: 2015,
  make: 'Honda',
  model: 'Civic',
  mileage: 150_000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  location: 'ON',
  hasLienOrFinance: false,
};

/** The review's case: three platform sales, all below the model's estimate. */
const SALES: Sale[] = [
  { year: 2016, model: 'Civic', mileage: 140_000, price: 8_650, sameModel: true },
  { year: 2013, model: 'Civic', mileage: 210_000, price: 4_300, sameModel: true },
  { year: 2015, model: 'Civic', mileage: 160_000, price: 7_250, sameModel: true },
];

describe('blendWithSales', () => {
  it('brings a 2015 Civic with 150,000 km toward the platform sales shown beside it', () => {
    const model = estimateVehicleValue(CIVIC_2015, NOW);
    const blended = blendWithSales(CIVIC_2015, model, SALES, NOW);
    expect(blended.weight).toBe(0.5);
    expect(blended.estimatedValue).toBeLessThan(model.estimatedValue);
    // Each sale adjusted to this vehicle; the estimate lies between the model and their median.
    expect(blended.adjustedMedian).not.toBeNull();
    const median = blended.adjustedMedian!;
    expect(blended.estimatedValue).toBeGreaterThanOrEqual(Math.min(median, model.estimatedValue) - 10);
    expect(blended.estimatedValue).toBeLessThanOrEqual(Math.max(median, model.estimatedValue) + 10);
    expect(blended.marketRange.low).toBeLessThanOrEqual(blended.estimatedValue);
    expect(blended.marketRange.high).toBeGreaterThanOrEqual(blended.estimatedValue);
  });

  it('weighs other models of the make at half, and never more than 60%', () => {
    const model = estimateVehicleValue(CIVIC_2015, NOW);
    const others = SALES.map((s) => ({ ...s, model: 'Accord', sameModel: false }));
    expect(blendWithSales(CIVIC_2015, model, others, NOW).weight).toBeCloseTo(1.5 / 4.5, 5);
    const many = Array.from({ length: 20 }, () => SALES[2]!);
    expect(blendWithSales(CIVIC_2015, model, many, NOW).weight).toBe(0.6);
  });

  it('leaves the estimate alone without sales', () => {
    const model = estimateVehicleValue(CIVIC_2015, NOW);
    expect(blendWithSales(CIVIC_2015, model, [], NOW)).toMatchObject({
      estimatedValue: model.estimatedValue,
      weight: 0,
    });
  });

  it('takes the dealer-auction sales as wholesale: each raised by the correction before it is weighed in', () => {
    const model = estimateVehicleValue(CIVIC_2015, NOW);
    // One sale of the donor's very vehicle: adjusting it to the vehicle changes nothing, so the median
    // is the sale price raised from wholesale to market.
    const same: Sale[] = [{ year: 2015, model: 'Civic', mileage: 150_000, price: 6_000, sameModel: true }];
    const blended = blendWithSales(CIVIC_2015, model, same, NOW);
    expect(WHOLESALE_TO_MARKET).toBe(1.15);
    expect(blended.adjustedMedian).toBe(6_900);
    expect(blended.wholesaleCorrection).toBe(15);
    // Weight 1 / (1 + 3) = 25%.
    const expected = Math.round((0.75 * model.estimatedValue + 0.25 * 6_900) / 10) * 10;
    expect(blended.estimatedValue).toBe(expected);
  });
});
