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

/**
 * The platform sells donated vehicles at its dealer auctions: those prices are wholesale, what a
 * dealer pays before reconditioning and resale, not the fair market value between a buyer and a
 * seller the estimate is of. Each sale is raised by this factor before it is weighed in (issue 33):
 * Canadian Black Book's wholesale (trade-in) values run 15–25% below its retail values for mainstream
 * used vehicles, and a private sale sits between them, so a sale at auction is taken at 1.15 times its
 * price. An assumption, stated with the estimate; calibrate it against appraisals when they are on file.
 */
export const WHOLESALE_TO_MARKET = 1.15;

/** The sales never outweigh the model by more than this share. */
export const MAX_SALES_WEIGHT = 0.6;
/** Prior weight of the model, in sales: 3 same-model sales weigh as much as the model. */
export const MODEL_WEIGHT_IN_SALES = 3;

export interface BlendedEstimate {
  estimatedValue: number;
  marketRange: { low: number; high: number };
  /** Share of the estimate the sales carry (0 with no sales). */
  weight: number;
  /**
   * Median of the sales, each raised from wholesale to market (WHOLESALE_TO_MARKET) and adjusted to
   * the donor's vehicle by the model; null without sales.
   */
  adjustedMedian: number | null;
  /** The wholesale-to-market correction applied to the sales, in percent (15 for 1.15). */
  wholesaleCorrection: number;
}

/**
 * The estimate made consistent with the platform's own sales shown beside it (issue 8): each sale,
 * a wholesale price at the platform's dealer auctions, is raised to market (WHOLESALE_TO_MARKET) and
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
      wholesaleCorrection: correctionPercent,
    };
  }
  const adjusted = sales.map((sale) => {
    const sold = estimateVehicleValue(
      { ...input, year: sale.year, model: sale.model, mileage: sale.mileage ?? input.mileage },
      options,
    ).estimatedValue;
    return sale.price * WHOLESALE_TO_MARKET * (estimate.estimatedValue / Math.max(1, sold));
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
  return {
    estimatedValue,
    marketRange,
    weight,
    adjustedMedian: Math.round(median / 10) * 10,
    wholesaleCorrection: correctionPercent,
  };
}

const correctionPercent = Math.round((WHOLESALE_TO_MARKET - 1) * 100);

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
