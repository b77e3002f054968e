import {
  estimateVehicleValue,
  type ValuationEstimate,
  type ValuationInput,
  type ValuationOptions,
} from './valuation';

/** A vehicle the platform sold (a comparable shown to the donor). */
export interface Sale {
  year: number;
  model: string;
  /** km; null when not recorded (taken as the donor's). */
  mileage: number | null;
  /** Dollars. */
  price: number;
  sameModel: boolean;
}

/** The sales never outweigh the model by more than this share. */
export const MAX_SALES_WEIGHT = 0.6;
/** Prior weight of the model, in sales: 3 same-model sales weigh as much as the model. */
export const MODEL_WEIGHT_IN_SALES = 3;

export interface BlendedEstimate {
  estimatedValue: number;
  marketRange: { low: number; high: number };
  /** Share of the estimate the sales carry (0 with no sales). */
  weight: number;
  /** Median of the sales, each adjusted to the donor's vehicle by the model; null without sales. */
  adjustedMedian: number | null;
}

/**
 * The estimate made consistent with the platform's own sales shown beside it (issue 8): each sale is
 * adjusted to the donor's vehicle (its price x the model's value of the donor's vehicle / the model's
 * value of the sold one: year, km and model differences), the median of those is weighted into the
 * estimate (a same-model sale counts 1, another model of the make 0.5, against the model's 3, at most
 * 60%), and the range widens to hold the result. Never above the new price or below scrap.
 */
export function blendWithSales(
  input: ValuationInput,
  estimate: ValuationEstimate,
  sales: readonly Sale[],
  options: ValuationOptions,
): BlendedEstimate {
  if (sales.length === 0) {
    return {
      estimatedValue: estimate.estimatedValue,
      marketRange: estimate.marketRange,
      weight: 0,
      adjustedMedian: null,
    };
  }
  const adjusted = sales.map((sale) => {
    const sold = estimateVehicleValue(
      { ...input, year: sale.year, model: sale.model, mileage: sale.mileage ?? input.mileage },
      options,
    ).estimatedValue;
    return sale.price * (estimate.estimatedValue / Math.max(1, sold));
  });
  const median = medianOf(adjusted);
  const salesWeight = sales.reduce((sum, s) => sum + (s.sameModel ? 1 : 0.5), 0);
  const weight = Math.min(MAX_SALES_WEIGHT, salesWeight / (salesWeight + MODEL_WEIGHT_IN_SALES));
  const blended = (1 - weight) * estimate.estimatedValue + weight * median;
  const estimatedValue = Math.min(
    estimate.newPrice,
    Math.max(estimate.scrap.value, Math.round(blended / 10) * 10),
  );
  const marketRange = {
    low: Math.max(
      estimate.scrap.value,
      Math.min(estimate.marketRange.low, estimatedValue, Math.round(Math.min(...adjusted) / 10) * 10),
    ),
    high: Math.max(estimatedValue, Math.min(estimate.newPrice, estimate.marketRange.high)),
  };
  return { estimatedValue, marketRange, weight, adjustedMedian: Math.round(median / 10) * 10 };
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
