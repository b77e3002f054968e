import type { ProvinceCode } from '../geo/provinces';
import type {
  AccidentLevel,
  RvClass,
  ServiceHistoryLevel,
  TitleBrand,
  VehicleClass,
  VehicleCondition,
} from './catalogue';
import { VALUATION_BASIS_THRESHOLD_CENTS } from '../donations/stage-requirements';

/**
 * Constants of the valuation model (docs/valuation-model.md). Reference prices are 2026 Canadian
 * dollars for a typical new vehicle of the class, before the make's price factor.
 */
export const CLASS_NEW_PRICE: Readonly<Record<VehicleClass, number>> = {
  economy: 24_000,
  compact: 30_000,
  midsize: 38_000,
  fullsize: 46_000,
  luxury: 62_000,
  suv: 42_000,
  luxury_suv: 78_000,
  pickup: 60_000,
  van: 50_000,
  sports: 55_000,
  motorcycle: 17_000,
  boat: 30_000,
  rv: 140_000,
  other: 25_000,
};

/**
 * New price of an RV by its class (2026 CAD, typical mid-range unit): a motorhome is not a trailer.
 * Dealers' Canadian list prices: class A gas motorhomes from about $200,000, class C on a Ford E-450
 * or Chevrolet 4500 chassis about $130,000–160,000, class B camper vans about $150,000, travel trailers
 * $35,000–60,000, fifth wheels $70,000–100,000, truck campers $30,000–50,000.
 */
export const RV_CLASS_NEW_PRICE: Readonly<Record<RvClass, number>> = {
  classA: 250_000,
  classB: 150_000,
  classC: 140_000,
  travelTrailer: 45_000,
  fifthWheel: 85_000,
  truckCamper: 40_000,
};
/** The class of RV assumed when it is not given. */
export const DEFAULT_RV_CLASS: RvClass = 'classC';

/** Typical weight of an RV of each class, tonnes (its scrap value). */
export const RV_CLASS_WEIGHT_TONNES: Readonly<Record<RvClass, number>> = {
  classA: 10,
  classB: 3.5,
  classC: 5.5,
  travelTrailer: 2.5,
  fifthWheel: 4.5,
  truckCamper: 1.2,
};

/**
 * New price of a boat by its length in feet (2026 CAD, boat, engine and trailer): points between
 * which the price is interpolated. A 16-ft aluminium fishing boat with its outboard is about $32,000,
 * an 18-ft bowrider about $50,000, a 24-ft jet or stern-drive boat about $110,000 (a 2026 Yamaha 242X
 * lists at about US$80,000), a 30-ft cruiser about $210,000 (Canadian dealers' list prices).
 */
export const BOAT_PRICE_BY_LENGTH: readonly (readonly [feet: number, dollars: number])[] = [
  [8, 9_000],
  [10, 12_000],
  [14, 22_000],
  [16, 32_000],
  [18, 50_000],
  [20, 68_000],
  [22, 88_000],
  [24, 110_000],
  [26, 140_000],
  [30, 210_000],
  [40, 450_000],
  [60, 1_200_000],
];
/** The length assumed for a boat whose length is not given and whose model is not priced. */
export const DEFAULT_BOAT_LENGTH_FT = 18;

/** New price of a boat of this length, interpolated in BOAT_PRICE_BY_LENGTH (clamped to its ends). */
export function boatNewPrice(lengthFt: number): number {
  const points = BOAT_PRICE_BY_LENGTH;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  if (lengthFt <= first[0]) return first[1];
  if (lengthFt >= last[0]) return last[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x0, y0] = points[i - 1]!;
    if (lengthFt <= x1) return y0 + ((y1 - y0) * (lengthFt - x0)) / (x1 - x0);
  }
  return last[1];
}

/**
 * Multiplies the yearly depreciation rate by class: pickups hold their value (a ten-year-old Tacoma
 * or F-150 sells for about 40% of its new price, a sedan for about 30%), SUVs and RVs a little less
 * so, and boats, which are kept for decades, most; everything else follows the base curve.
 */
export const CLASS_DEPRECIATION: Readonly<Partial<Record<VehicleClass, number>>> = {
  pickup: 0.8,
  suv: 0.9,
  rv: 0.9,
  boat: 0.75,
};

/**
 * Classes whose non-runners and old examples keep a parts and rebuild value well above their weight:
 * a dealer or rebuilder buys a non-running truck, SUV, van, RV or boat for its engine, frame, body
 * and equipment. They do not converge to scrap like a small car: a poor one loses its value above
 * scrap over DURABLE_POOR_YEARS, and an old one from DURABLE_OLD_AGE_YEARS at DURABLE_OLD_AGE_KEEP a year.
 */
export const DURABLE_CLASSES: ReadonlySet<VehicleClass> = new Set([
  'pickup',
  'suv',
  'luxury_suv',
  'van',
  'rv',
  'boat',
]);
export const DURABLE_POOR_YEARS = 25;
export const DURABLE_OLD_AGE_YEARS = 20;
export const DURABLE_OLD_AGE_KEEP = 0.8;

/**
 * The title brand: a rebuilt vehicle sells for about 25% less than a clean one (buyers and lenders
 * discount it, insurers may limit cover); a salvage one is bought to be rebuilt, for about 45% of a
 * clean one's value; an irreparable one only for its parts (about 15%), never below its scrap value.
 */
export const TITLE_BRAND_FACTOR: Readonly<Record<TitleBrand, number>> = {
  clean: 1,
  rebuilt: 0.75,
  salvage: 0.45,
  irreparable: 0.15,
};

/**
 * Scrap value: what an auto recycler pays for the vehicle's weight. The price per tonne is dated and
 * shown with the estimate as such; it is an assumed typical Canadian payout for a complete vehicle
 * delivered or towed in (recyclers quoted $150 to $250 a tonne), not a quote. Update it with its date.
 */
export const SCRAP_PRICE = { dollarsPerTonne: 200, asOf: '2026-11' } as const;

/** Typical curb weight of the class, tonnes. */
export const CLASS_WEIGHT_TONNES: Readonly<Record<VehicleClass, number>> = {
  economy: 1.1,
  compact: 1.3,
  midsize: 1.5,
  fullsize: 1.7,
  luxury: 1.7,
  suv: 1.8,
  luxury_suv: 2.3,
  pickup: 2.2,
  van: 2.0,
  sports: 1.5,
  motorcycle: 0.2,
  boat: 1.2,
  rv: 5.0,
  other: 1.0,
};

/** Weight the scrap value is paid on, tonnes: the class's, or an RV's by its class. */
export function scrapTonnes(vehicleClass: VehicleClass, rvClass?: RvClass | null): number {
  return vehicleClass === 'rv'
    ? RV_CLASS_WEIGHT_TONNES[rvClass ?? DEFAULT_RV_CLASS]
    : CLASS_WEIGHT_TONNES[vehicleClass];
}

/** Scrap value of the class in whole dollars (weight x dated price per tonne, to the nearest $10). */
export function scrapValue(vehicleClass: VehicleClass, rvClass?: RvClass | null): number {
  return Math.round((scrapTonnes(vehicleClass, rvClass) * SCRAP_PRICE.dollarsPerTonne) / 10) * 10;
}

/**
 * Past this age a vehicle that is not collectible converges to its scrap value: the part of the
 * value above scrap keeps OLD_AGE_KEEP of itself each further year.
 */
export const OLD_AGE_YEARS = 15;
export const OLD_AGE_KEEP = 0.75;
/** A poor (may not run) vehicle keeps its value above scrap only while young: none at this age. */
export const POOR_CONDITION_YEARS = 10;

/**
 * Kilometres a year that count as normal use: about 16,000 for a car or light truck (the Canadian
 * average, Natural Resources Canada's Canadian Vehicle Survey). Boats are measured in engine hours,
 * not km, so their mileage is not used (null).
 */
export const CLASS_KM_PER_YEAR: Readonly<Record<VehicleClass, number | null>> = {
  economy: 16_000,
  compact: 16_000,
  midsize: 16_000,
  fullsize: 16_000,
  luxury: 16_000,
  suv: 16_000,
  luxury_suv: 16_000,
  pickup: 18_000,
  van: 18_000,
  sports: 10_000,
  motorcycle: 6_000,
  boat: null,
  rv: 10_000,
  other: 20_000,
};

/**
 * Share of value lost in the n-th year of age (1-based), before the make's depreciation factor:
 * 20% in year one, 15% in year two, 12% in years three to five, 10% to year ten, 8% after.
 */
export function yearlyDepreciationRate(year: number): number {
  if (year <= 1) return 0.2;
  if (year === 2) return 0.15;
  if (year <= 5) return 0.12;
  if (year <= 10) return 0.1;
  return 0.08;
}

/** Mileage above the expected lowers the value 1.5% per 10,000 km, to at most -45%. */
export const MILEAGE_PENALTY_PER_10K = 0.015;
export const MILEAGE_FACTOR_MIN = 0.55;
/** Mileage below the expected raises it 1% per 10,000 km, to at most +10%. */
export const MILEAGE_BONUS_PER_10K = 0.01;
export const MILEAGE_FACTOR_MAX = 1.1;

export const CONDITION_FACTOR: Readonly<Record<VehicleCondition, number>> = {
  excellent: 1.1,
  good: 1,
  fair: 0.8,
  poor: 0.55,
};

export const ACCIDENT_FACTOR: Readonly<Record<AccidentLevel, number>> = {
  none: 1,
  minor: 0.9,
  major: 0.7,
};

export const SERVICE_HISTORY_FACTOR: Readonly<Record<ServiceHistoryLevel, number>> = {
  excellent: 1.05,
  good: 1,
  fair: 0.95,
  poor: 0.88,
};

/** Aftermarket modifications narrow the buyers: a small discount, whatever they cost. */
export const MODIFICATIONS_FACTOR = 0.97;

/**
 * Regional demand, kept small: dry-climate western markets pay a little more for used vehicles; the
 * salted roads of Quebec and the Atlantic provinces shorten their lives.
 */
export const REGION_FACTOR: Readonly<Record<ProvinceCode, number>> = {
  AB: 1.02,
  BC: 1.03,
  MB: 0.99,
  NB: 0.97,
  NL: 0.98,
  NS: 0.97,
  NT: 1,
  NU: 1,
  ON: 1,
  PE: 0.97,
  QC: 0.98,
  SK: 1,
  YT: 1,
};

/** Half-width of the market range: 10%, plus 0.5 point a year of age (to +10), plus 5 after a major accident. */
export function marketSpread(age: number, accidents: AccidentLevel): number {
  return 0.1 + Math.min(0.1, age * 0.005) + (accidents === 'major' ? 0.05 : 0);
}

/** Estimates are rounded to the nearest $10: more precision than that would be false. */
export const ROUNDING_DOLLARS = 10;

/** Fair market value from which a receipt needs a valuation basis (DECISIONS §2). */
export const APPRAISAL_THRESHOLD = VALUATION_BASIS_THRESHOLD_CENTS / 100;
