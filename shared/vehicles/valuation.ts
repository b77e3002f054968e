import type { ProvinceCode } from '../geo/provinces';
import { recentlyAcquired } from '../tax/deemed-fmv';
import {
  type AccidentLevel,
  findMake,
  type RvClass,
  type ServiceHistoryLevel,
  type TitleBrand,
  VEHICLE_CONDITIONS,
  type VehicleClass,
  vehicleClassOf,
  type VehicleCondition,
} from './catalogue';
import {
  ACCIDENT_FACTOR,
  APPRAISAL_THRESHOLD,
  CLASS_DEPRECIATION,
  CLASS_KM_PER_YEAR,
  CONDITION_FACTOR,
  DURABLE_CLASSES,
  DURABLE_OLD_AGE_KEEP,
  DURABLE_OLD_AGE_YEARS,
  DURABLE_POOR_YEARS,
  marketSpread,
  MILEAGE_BONUS_PER_10K,
  MILEAGE_FACTOR_MAX,
  MILEAGE_FACTOR_MIN,
  MILEAGE_PENALTY_PER_10K,
  MODIFICATIONS_FACTOR,
  OLD_AGE_KEEP,
  OLD_AGE_YEARS,
  POOR_CONDITION_YEARS,
  REGION_FACTOR,
  ROUNDING_DOLLARS,
  SCRAP_PRICE,
  scrapTonnes,
  scrapValue,
  SERVICE_HISTORY_FACTOR,
  TITLE_BRAND_FACTOR,
  yearlyDepreciationRate,
} from './valuation-tables';
import { classicShare, COLLECTIBLE_DEPRECIATION, modelDepreciation, newPriceOf } from './model-prices';

/** What the valuation needs (the parsed ValuationRequest). */
export interface ValuationInput {
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  /** km */
  mileage: number;
  condition: VehicleCondition;
  accidents: AccidentLevel;
  serviceHistory: ServiceHistoryLevel;
  modifications?: string | null;
  location: ProvinceCode;
  vin?: string | null;
  hasLienOrFinance: boolean;
  /** When the donor acquired it, if given: decides the "recently acquired" hint (ITA 248(35)). */
  acquisitionYear?: number | null;
  acquisitionMonth?: number | null;
  /** The brand on the title; clean when not given. */
  titleBrand?: TitleBrand | null;
  /** A boat's length in feet (its price when the model is not priced). */
  boatLengthFt?: number | null;
  /** An RV's class (its price and weight). */
  rvClass?: RvClass | null;
}

export interface ValuationFactor {
  /** i18next key, translated with `params`. */
  name: string;
  params: Record<string, string | number>;
  /** Signed whole percent of the effect on the value ("-12%", "+5%", "0%"). */
  impact: string;
  percent: number;
}

export interface ValuationRecommendation {
  key: string;
  params?: Record<string, string | number>;
}

export interface ValuationEstimate {
  /** Whole dollars. */
  estimatedValue: number;
  /** Whole dollars; always low <= estimatedValue <= high. */
  marketRange: { low: number; high: number };
  vehicleClass: VehicleClass;
  /** True when the scrap floor, not the market model, set the estimate. */
  floorApplied: boolean;
  /** New price of the model: no estimate or range goes above it. */
  newPrice: number;
  /** Weight x dated price per tonne: the floor, and the value a poor or old vehicle converges to. */
  scrap: { value: number; tonnes: number; dollarsPerTonne: number; asOf: string };
  factors: ValuationFactor[];
  recommendations: ValuationRecommendation[];
}

export interface ValuationOptions {
  /** The year "now" is in; passed in so the model stays pure and repeatable. */
  currentYear: number;
  /** Today (YYYY-MM-DD) for the acquisition-date hint; the middle of currentYear when not given. */
  today?: string;
}

const KEY = 'domain:valuation';

/**
 * Deterministic fair-market estimate of a used vehicle: the model's new price, depreciated by age,
 * then adjusted for mileage, condition, accidents, service history, modifications and region. Never
 * above the new price, never below the scrap value (weight x dated price per tonne); a poor (may not
 * run) vehicle and one older than 15 years that is not collectible converge to that scrap value.
 * See docs/valuation-model.md.
 */
export function estimateVehicleValue(input: ValuationInput, options: ValuationOptions): ValuationEstimate {
  const vehicleClass = vehicleClassOf(input.make, input.model);
  const make = findMake(input.make);
  const age = Math.max(0, options.currentYear - input.year);
  const share = classicShare(make, input.model);
  const collectible = share !== null;
  const durable = DURABLE_CLASSES.has(vehicleClass);

  // The pace of depreciation: the make's, the class's (pickups and boats hold value), the model's
  // (minivans lose it), and 60% of it for a collectible, whose value stops at its classic share.
  const pace =
    (make?.depreciationFactor ?? 1) *
    (CLASS_DEPRECIATION[vehicleClass] ?? 1) *
    modelDepreciation(make, input.model) *
    (collectible ? COLLECTIBLE_DEPRECIATION : 1);
  const heldFrom = share === null ? age : classicAge(pace, share);
  const ageFactor = share === null ? depreciation(age, pace) : Math.max(share, depreciation(age, pace));
  // A collectible's expected km stops with its value, so more years never raise it.
  const mileage = mileageFactor(input.mileage, Math.min(age, heldFrom), vehicleClass);
  const condition = CONDITION_FACTOR[input.condition];
  const accidents = ACCIDENT_FACTOR[input.accidents];
  const service = SERVICE_HISTORY_FACTOR[input.serviceHistory];
  const modified = hasText(input.modifications);
  const modifications = modified ? MODIFICATIONS_FACTOR : 1;
  const region = REGION_FACTOR[input.location];
  const titleBrand = input.titleBrand ?? 'clean';
  const title = TITLE_BRAND_FACTOR[titleBrand];

  const newPrice = roundTo(newPriceOf(make, input.model, vehicleClass, input));
  const market =
    newPrice * ageFactor * mileage.factor * condition * accidents * service * modifications * region * title;
  const floor = scrapValue(vehicleClass, input.rvClass);
  const keep = aboveScrapKept(age, input.condition, collectible, durable);
  const modelled = roundTo(Math.min(newPrice, floor + Math.max(0, market - floor) * keep));
  const estimatedValue = Math.max(floor, modelled);
  const spread = marketSpread(age, input.accidents);
  const marketRange = {
    low: Math.max(floor, Math.min(estimatedValue, roundTo(estimatedValue * (1 - spread)))),
    high: Math.min(
      Math.max(newPrice, estimatedValue),
      Math.max(estimatedValue, roundTo(estimatedValue * (1 + spread))),
    ),
  };
  const scrap = {
    value: floor,
    tonnes: scrapTonnes(vehicleClass, input.rvClass),
    dollarsPerTonne: SCRAP_PRICE.dollarsPerTonne,
    asOf: SCRAP_PRICE.asOf,
  };

  const factors: ValuationFactor[] = [
    factor('age', ageFactor, { years: age, modelYear: input.year }),
    factor('mileage', mileage.factor, { km: input.mileage, expectedKm: mileage.expected ?? 0 }),
    factor('condition', condition, { condition: input.condition }),
    factor('accidents', accidents, { accidents: input.accidents }),
    factor('serviceHistory', service, { serviceHistory: input.serviceHistory }),
    ...(modified ? [factor('modifications', modifications, {})] : []),
    factor('region', region, { province: input.location }),
    ...(titleBrand === 'clean' ? [] : [factor('titleBrand', title, { titleBrand })]),
    ...(input.hasLienOrFinance ? [factor('lien', 1, {})] : []),
  ];
  if (keep < 1) factors.push(factor('towardScrap', keep, { years: age, condition: input.condition }));
  if (keep < 1 || estimatedValue > modelled)
    factors.push(
      factor('scrapFloor', 1, {
        amount: floor,
        tonnes: scrap.tonnes,
        perTonne: scrap.dollarsPerTonne,
        asOf: scrap.asOf,
      }),
    );

  return {
    estimatedValue,
    marketRange,
    vehicleClass,
    floorApplied: estimatedValue > modelled || keep === 0,
    newPrice,
    scrap,
    factors,
    recommendations: recommend(
      input,
      estimatedValue,
      options.today ?? `${options.currentYear}-07-01`,
      estimatedValue > modelled || keep === 0,
    ),
  };
}

/**
 * Share of the value above scrap a vehicle keeps: all of it, except a poor (may not run) vehicle,
 * which loses it linearly to none at 10 years (25 for a truck, SUV, van, RV or boat, whose parts and
 * rebuild value outlive a small car's; never for a collectible, a project car), and an old vehicle that
 * is not collectible, which keeps 75% of it a year past 15 years (80% past 20 for those classes).
 */
function aboveScrapKept(
  age: number,
  condition: VehicleCondition,
  collectible: boolean,
  durable: boolean,
): number {
  const oldYears = durable ? DURABLE_OLD_AGE_YEARS : OLD_AGE_YEARS;
  const oldKeep = durable ? DURABLE_OLD_AGE_KEEP : OLD_AGE_KEEP;
  const old = collectible || age <= oldYears ? 1 : oldKeep ** (age - oldYears);
  const poorYears = durable ? DURABLE_POOR_YEARS : POOR_CONDITION_YEARS;
  const poor = condition === 'poor' && !collectible ? Math.max(0, 1 - age / poorYears) : 1;
  return Math.min(old, poor);
}

/** The first age at which a collectible's depreciation reaches its classic share (then it holds). */
function classicAge(pace: number, share: number): number {
  let kept = 1;
  for (let year = 1; year <= 100; year++) {
    kept *= 1 - yearlyDepreciationRate(year) * pace;
    if (kept <= share) return year;
  }
  return 100;
}

/** Value kept after `age` years: the product of (1 - rate x make factor) over each year. */
function depreciation(age: number, makeFactor: number): number {
  let kept = 1;
  for (let year = 1; year <= age; year++) kept *= 1 - yearlyDepreciationRate(year) * makeFactor;
  return kept;
}

function mileageFactor(km: number, age: number, vehicleClass: VehicleClass) {
  const perYear = CLASS_KM_PER_YEAR[vehicleClass];
  if (perYear === null) return { factor: 1, expected: null };
  // A vehicle in its first year is expected to have a year's worth of km.
  const expected = perYear * Math.max(1, age);
  const tenThousands = (km - expected) / 10_000;
  const factor =
    tenThousands > 0
      ? Math.max(MILEAGE_FACTOR_MIN, 1 - tenThousands * MILEAGE_PENALTY_PER_10K)
      : Math.min(MILEAGE_FACTOR_MAX, 1 - tenThousands * MILEAGE_BONUS_PER_10K);
  return { factor, expected };
}

function recommend(
  input: ValuationInput,
  value: number,
  today: string,
  floorApplied: boolean,
): ValuationRecommendation[] {
  const list: ValuationRecommendation[] = [];
  if (input.hasLienOrFinance) list.push({ key: `${KEY}.recommendation.lien` });
  if (value >= APPRAISAL_THRESHOLD) {
    list.push({ key: `${KEY}.recommendation.valuationBasis`, params: { amount: APPRAISAL_THRESHOLD } });
  }
  // The deemed fair market value rule (ITA 248(35)) may cap the receipt at the donor's cost: it
  // depends on when the donor acquired the vehicle, not on its model year. Without that date the
  // hint (worded "if") stays.
  const acquisition = {
    year: input.acquisitionYear ?? null,
    month: input.acquisitionMonth ?? null,
    kind: null,
  };
  if (acquisition.year === null || recentlyAcquired(acquisition, today))
    list.push({ key: `${KEY}.recommendation.recentAcquisition` });
  if (!hasText(input.vin)) list.push({ key: `${KEY}.recommendation.addVin` });
  if (input.serviceHistory === 'fair' || input.serviceHistory === 'poor') {
    list.push({ key: `${KEY}.recommendation.serviceRecords` });
  }
  if (input.condition === 'poor' || floorApplied)
    list.push({ key: `${KEY}.recommendation.notRunningWelcome` });
  list.push({ key: `${KEY}.recommendation.ownership` });
  return list;
}

export interface ComparableVehicle {
  year: number;
  make: string;
  model: string;
  /** km */
  mileage: number;
  /** Whole dollars, from this model: an estimate, not a sale. */
  price: number;
  /** i18next key that says how it differs, e.g. `domain:valuation.comparable.olderYear`. */
  labelKey: string;
  isEstimate: true;
}

/**
 * Model-made comparables for when the platform has too few sold vehicles: the same vehicle a year
 * older or newer, with less or more km, in one condition better or worse. At most `n`, in that order.
 */
export function modelComparables(
  input: ValuationInput,
  n: number,
  options: ValuationOptions,
): ComparableVehicle[] {
  const conditionIndex = VEHICLE_CONDITIONS.indexOf(input.condition);
  const step = roundKm(CLASS_KM_PER_YEAR[vehicleClassOf(input.make, input.model)] ?? 0);
  const variants: [string, Partial<ValuationInput>][] = [
    ['olderYear', { year: input.year - 1, mileage: input.mileage + step }],
    ['newerYear', { year: input.year + 1, mileage: Math.max(0, input.mileage - step) }],
    ['lowerMileage', { mileage: roundKm(input.mileage * 0.8) }],
    ['higherMileage', { mileage: roundKm(input.mileage * 1.2) }],
  ];
  const better = VEHICLE_CONDITIONS[conditionIndex - 1];
  const worse = VEHICLE_CONDITIONS[conditionIndex + 1];
  if (better) variants.push(['betterCondition', { condition: better }]);
  if (worse) variants.push(['worseCondition', { condition: worse }]);

  const comparables: ComparableVehicle[] = [];
  for (const [label, change] of variants) {
    const variant = { ...input, ...change };
    if (variant.year > options.currentYear + 1) continue;
    if (variant.mileage === input.mileage && label.endsWith('Mileage')) continue;
    comparables.push({
      year: variant.year,
      make: input.make,
      model: input.model,
      mileage: variant.mileage,
      price: estimateVehicleValue(variant, options).estimatedValue,
      labelKey: `${KEY}.comparable.${label}`,
      isEstimate: true,
    });
  }
  return comparables.slice(0, Math.max(0, n));
}

function factor(name: string, value: number, params: Record<string, string | number>): ValuationFactor {
  const percent = Math.round((value - 1) * 100);
  return {
    name: `${KEY}.factor.${name}`,
    params,
    impact: `${percent > 0 ? '+' : ''}${percent}%`,
    percent,
  };
}

function roundTo(value: number): number {
  return Math.round(value / ROUNDING_DOLLARS) * ROUNDING_DOLLARS;
}

function roundKm(km: number): number {
  return Math.round(km / 1000) * 1000;
}

function hasText(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}
