import { CATALOGUE_MAKES, OTHER_MAKE_NAME } from './catalogue-data';

/** Vehicle types a donor picks in the wizard (spec §5). */
export const VEHICLE_TYPES = ['car', 'truck', 'motorcycle', 'boat', 'other'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const DEFAULT_VEHICLE_TYPE: VehicleType = 'car';

/** excellent: like new, no issues; good: minor wear, runs well; fair: needs work; poor: may not run. */
export const VEHICLE_CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export type VehicleCondition = (typeof VEHICLE_CONDITIONS)[number];
export const DEFAULT_CONDITION: VehicleCondition = 'good';

export const ACCIDENT_LEVELS = ['none', 'minor', 'major'] as const;
export type AccidentLevel = (typeof ACCIDENT_LEVELS)[number];

export const SERVICE_HISTORY_LEVELS = ['excellent', 'good', 'fair', 'poor'] as const;
export type ServiceHistoryLevel = (typeof SERVICE_HISTORY_LEVELS)[number];

/**
 * The brand on the vehicle's title (registration): clean; rebuilt (repaired and passed the
 * province's inspection); salvage (written off, may be rebuilt: "VGE récupérable" in Quebec);
 * irreparable (for parts or scrap only, never back on the road: "VGE irrécupérable" in Quebec).
 */
export const TITLE_BRANDS = ['clean', 'rebuilt', 'salvage', 'irreparable'] as const;
export type TitleBrand = (typeof TITLE_BRANDS)[number];

/** RV classes, asked when the model is an RV: they are priced apart (a class A is not a trailer). */
export const RV_CLASSES = [
  'classA',
  'classB',
  'classC',
  'travelTrailer',
  'fifthWheel',
  'truckCamper',
] as const;
export type RvClass = (typeof RV_CLASSES)[number];

/** Boat types the forms ask when a boat is described (issue 33): printed on the receipt, kept on the donation. */
export const BOAT_TYPES = [
  'runabout',
  'pontoon',
  'fishing',
  'cabinCruiser',
  'sailboat',
  'personalWatercraft',
  'other',
] as const;
export type BoatType = (typeof BOAT_TYPES)[number];

/** Boat lengths the valuation prices, in feet (a personal watercraft is about 10). */
export const BOAT_LENGTH_FT = { min: 8, max: 60 } as const;

/** Market classes the valuation prices from; every catalogued model has one. */
export const VEHICLE_CLASSES = [
  'economy',
  'compact',
  'midsize',
  'fullsize',
  'luxury',
  'suv',
  'luxury_suv',
  'pickup',
  'van',
  'sports',
  'motorcycle',
  'boat',
  'rv',
  'other',
] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

export interface CatalogueModel {
  /** Stored and shown as is (a proper name), unless labelKey is set. */
  name: string;
  vehicleClass: VehicleClass;
  /** For the generic models of "Other", whose names are words to translate. */
  labelKey?: string;
}

export interface CatalogueMake {
  name: string;
  /** New-vehicle price level of the brand against its class (1 = mainstream). */
  priceFactor: number;
  /** Multiplies the yearly depreciation rate: below 1 holds value better, above 1 loses it faster. */
  depreciationFactor: number;
  models: readonly CatalogueModel[];
  labelKey?: string;
}

export { CATALOGUE_MAKES, OTHER_MAKE_NAME };

const byName = new Map(CATALOGUE_MAKES.map((make) => [make.name.toLowerCase(), make]));

/** The make with this name (case and surrounding spaces ignored). */
export function findMake(name: string): CatalogueMake | undefined {
  return byName.get(name.trim().toLowerCase());
}

/** The catalogued model of this make (case and surrounding spaces ignored). */
export function findModel(makeName: string, modelName: string): CatalogueModel | undefined {
  const wanted = modelName.trim().toLowerCase();
  return findMake(makeName)?.models.find((model) => model.name.toLowerCase() === wanted);
}

/** Make names in catalogue order (alphabetical, "Other" last), for the make picker. */
export function makeNames(): string[] {
  return CATALOGUE_MAKES.map((make) => make.name);
}

/** Model names of a make, empty for an unknown make (the model picker stays disabled). */
export function modelNames(makeName: string): string[] {
  return findMake(makeName)?.models.map((model) => model.name) ?? [];
}

/**
 * The class used to price a vehicle: the catalogued model's, else the make's most common class
 * (a model typed in by hand), else "other".
 */
export function vehicleClassOf(makeName: string, modelName: string): VehicleClass {
  const model = findModel(makeName, modelName);
  if (model) return model.vehicleClass;
  const make = findMake(makeName);
  if (!make) return 'other';
  const counts = new Map<VehicleClass, number>();
  for (const m of make.models) counts.set(m.vehicleClass, (counts.get(m.vehicleClass) ?? 0) + 1);
  let best: VehicleClass = 'other';
  let bestCount = 0;
  for (const [vehicleClass, count] of counts) {
    if (count > bestCount) [best, bestCount] = [vehicleClass, count];
  }
  return best;
}

/** The wizard's vehicle type that a class suggests (used when only make and model are known). */
export function vehicleTypeOfClass(vehicleClass: VehicleClass): VehicleType {
  switch (vehicleClass) {
    case 'pickup':
    case 'van':
    case 'suv':
    case 'luxury_suv':
      return 'truck';
    case 'motorcycle':
      return 'motorcycle';
    case 'boat':
      return 'boat';
    case 'rv':
    case 'other':
      return 'other';
    default:
      return 'car';
  }
}
