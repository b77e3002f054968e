import { toCents, centsToNumber } from '@shared/money';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { blendWithSales, type Sale } from '@shared/vehicles/sales-blend';
import { estimateVehicleValue, modelComparables, type ValuationEstimate } from '@shared/vehicles/valuation';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { soldLookup, type SoldLookup } from './sold-cache';
import { taxSavings } from './tax-savings';
import type { ComparableVehicleDto, ValuationResponse } from './vehicles.schemas';

/** Platform sales count as comparables from this many similar ones; fewer would mislead. */
export const MIN_SOLD_COMPARABLES = 3;
export const MAX_COMPARABLES = 6;
/** Sold vehicles this many model years either side count as similar. */
export const COMPARABLE_YEAR_SPAN = 3;

// Made once: building an Intl.DateTimeFormat costs more than a whole valuation's arithmetic.
const yearInToronto = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'America/Toronto' });
const dayInToronto = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' });

/**
 * Toronto's date for the minute `now` falls in: its offset from UTC is whole hours (since 1895), so its
 * date never changes inside a minute, and formatting it (≈ 30 µs) is done once a minute, not per call.
 */
let lastMinute: { minute: number; year: number; day: string } | undefined;
function torontoDate(now: Date) {
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastMinute?.minute !== minute)
    lastMinute = { minute, year: Number(yearInToronto.format(now)), day: dayInToronto.format(now) };
  return lastMinute;
}

/** The calendar (and tax) year in Canada's most populous time zone, not the server's. */
export function currentYearInCanada(now: Date = new Date()): number {
  return torontoDate(now).year;
}

export interface ValueVehicleOptions {
  request: ValuationRequest;
  locale: Locale;
  now?: Date;
}

/** Estimate, tax savings and comparables for one vehicle, in the request's language. */
export async function valueVehicle(ctx: AppContext, opts: ValueVehicleOptions): Promise<ValuationResponse> {
  const now = opts.now ?? new Date();
  const { year: currentYear, day: today } = torontoDate(now);
  const estimate = estimateVehicleValue(opts.request, { currentYear, today });
  const comparables = await findComparables(soldLookup(ctx), {
    request: opts.request,
    locale: opts.locale,
    currentYear,
  });
  // The platform's own sales shown beside the estimate are weighted into it (issue 8).
  const blended = blendWithSales(opts.request, estimate, comparables.sales, { currentYear, today });
  const salesFactor =
    blended.adjustedMedian === null
      ? []
      : [
          {
            name: translate(opts.locale, 'domain:valuation.factor.platformSales', {
              count: comparables.sales.length,
              median: blended.adjustedMedian,
              correction: blended.wholesaleCorrection,
              weight: Math.round(blended.weight * 100),
            }),
            ...impact(blended.estimatedValue / estimate.estimatedValue),
          },
        ];
  return {
    estimatedValue: blended.estimatedValue,
    marketRange: blended.marketRange,
    taxDeduction: taxSavings({
      value: blended.estimatedValue,
      request: opts.request,
      taxYear: currentYear,
      locale: opts.locale,
    }),
    factors: [
      ...estimate.factors.map((f) => ({
        name: translate(opts.locale, f.name, f.params),
        impact: f.impact,
        percent: f.percent,
      })),
      ...salesFactor,
    ],
    recommendations: recommendations(estimate, opts.locale),
    comparableVehicles: comparables.list,
    comparablesSource: comparables.source,
    valuedAt: now.toISOString(),
  };
}

function impact(ratio: number) {
  const percent = Math.round((ratio - 1) * 100);
  return { impact: `${percent > 0 ? '+' : ''}${percent}%`, percent };
}

function recommendations(estimate: ValuationEstimate, locale: Locale): string[] {
  return estimate.recommendations.map((r) => translate(locale, r.key, r.params ?? {}));
}

interface ComparablesOptions {
  request: ValuationRequest;
  locale: Locale;
  currentYear: number;
}

/**
 * The platform's own sales of the same make (same model first) within ±3 model years when there
 * are enough of them; otherwise the model's variations of this vehicle, labelled as estimates.
 */
async function findComparables(
  findSold: SoldLookup,
  opts: ComparablesOptions,
): Promise<{ source: 'sold' | 'estimate'; list: ComparableVehicleDto[]; sales: Sale[] }> {
  const sold = await findSold({
    make: opts.request.make,
    model: opts.request.model,
    year: opts.request.year,
    yearSpan: COMPARABLE_YEAR_SPAN,
    limit: MAX_COMPARABLES,
  });
  if (sold.length >= MIN_SOLD_COMPARABLES) {
    return {
      source: 'sold',
      sales: sold.map((row) => ({
        year: row.year,
        model: row.model,
        mileage: row.mileage,
        price: centsToNumber(toCents(row.finalValue) ?? 0),
        sameModel: row.sameModel,
      })),
      list: sold.map((row) => ({
        year: row.year,
        make: row.make,
        model: row.model,
        mileage: row.mileage,
        price: centsToNumber(toCents(row.finalValue) ?? 0),
        source: 'sold' as const,
        label: translate(
          opts.locale,
          row.sameModel ? 'valuation:comparable.soldSameModel' : 'valuation:comparable.soldSameMake',
        ),
      })),
    };
  }
  const modelled = modelComparables(opts.request, MAX_COMPARABLES, { currentYear: opts.currentYear });
  return {
    source: 'estimate',
    sales: [],
    list: modelled.map((c) => ({
      year: c.year,
      make: c.make,
      model: c.model,
      mileage: c.mileage,
      price: c.price,
      source: 'estimate' as const,
      label: translate(opts.locale, c.labelKey),
    })),
  };
}
