import { z } from 'zod';
import { PROVINCE_CODES } from '@shared/geo/provinces';

/**
 * Response contracts of the vehicle endpoints. The request is the shared ValuationRequest
 * (@shared/vehicles/valuation.schemas); the client imports these types only (`import type`), so no
 * server code reaches the browser.
 */

const percent = z.number();

export const TaxSavings = z.object({
  /** The tax year the donor gives in; ratesYear is the table year used (the latest known). */
  taxYear: z.number().int(),
  ratesYear: z.number().int(),
  province: z.enum(PROVINCE_CODES),
  provinceName: z.string(),
  donorType: z.enum(['individual', 'corporation']),
  /** For a corporation: why a deduction applies instead of a credit, translated; else null. */
  corporateDeduction: z.string().nullable(),
  /** Dollars with cents. The full federal credit; for Quebec, less quebecAbatement gives federal. */
  federalCredit: z.number(),
  quebecAbatement: z.number(),
  federal: z.number(),
  provincial: z.number(),
  total: z.number(),
  /** The same gift at the top-bracket rates: the high end of the range. */
  topBracket: z.object({ federal: z.number(), provincial: z.number(), total: z.number() }),
  /** total / estimatedValue, e.g. 0.3594. */
  effectiveRate: z.number(),
  /** Percent rates on the first $200, on the rest, and on the rest at the top bracket. */
  rates: z.object({
    federalFirst200: percent,
    federalAbove200: percent,
    federalTop: percent,
    provincialFirst200: percent,
    provincialAbove200: percent,
    provincialTop: percent,
  }),
  /** The form and year behind each rate, translated ("Ontario: ON428, 2026 not yet published..."). */
  sources: z.array(z.string()),
  /** What the figure takes for granted, translated. */
  assumptions: z.array(z.string()),
});
export type TaxSavings = z.infer<typeof TaxSavings>;

export const ValuationFactorDto = z.object({
  name: z.string(),
  /** Signed whole percent as text ("-12%"). */
  impact: z.string(),
  percent: z.number().int(),
});

export const ComparableVehicleDto = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  /** km; null when the sold vehicle's mileage was not recorded. */
  mileage: z.number().int().nullable(),
  /** Dollars: a sale price for 'sold', a model estimate for 'estimate'. */
  price: z.number(),
  source: z.enum(['sold', 'estimate']),
  /** Translated description ("Same vehicle, one year older" / "Donated through our program"). */
  label: z.string(),
});
export type ComparableVehicleDto = z.infer<typeof ComparableVehicleDto>;

export const ValuationResponse = z.object({
  /** Whole dollars. */
  estimatedValue: z.number(),
  marketRange: z.object({ low: z.number(), high: z.number() }),
  taxDeduction: TaxSavings,
  factors: z.array(ValuationFactorDto),
  recommendations: z.array(z.string()),
  comparableVehicles: z.array(ComparableVehicleDto),
  /** Where the comparables come from: the platform's own sales, or the model when too few. */
  comparablesSource: z.enum(['sold', 'estimate']),
  /** ISO 8601 time of the valuation. */
  valuedAt: z.string(),
});
export type ValuationResponse = z.infer<typeof ValuationResponse>;

export const CatalogueResponse = z.object({
  makes: z.array(z.object({ name: z.string(), models: z.array(z.string()) })),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;
