import type { CatalogueMake, RvClass, VehicleClass } from './catalogue';
import {
  boatNewPrice,
  CLASS_NEW_PRICE,
  DEFAULT_BOAT_LENGTH_FT,
  DEFAULT_RV_CLASS,
  RV_CLASS_NEW_PRICE,
} from './valuation-tables';

/**
 * New-price bands per model, 2026 Canadian dollars (typical manufacturer's suggested retail price of
 * the current or last generation, mid trim). A model not listed is priced from its class and make
 * (CLASS_NEW_PRICE x make.priceFactor), which is its band. Listed: models whose price sits well away
 * from that band (a 911 is not a Boxster), and every model of the makes added for the Canadian market
 * (Tesla, Polestar, Rivian, Genesis, Fiat, Alfa Romeo).
 */
export const MODEL_NEW_PRICE: Readonly<Record<string, number>> = {
  'Porsche/911': 150_000,
  'Porsche/Taycan': 125_000,
  'Porsche/Panamera': 130_000,
  'Porsche/Cayenne': 110_000,
  'Porsche/Macan': 80_000,
  'Porsche/718 Boxster': 90_000,
  'Porsche/718 Cayman': 90_000,
  'Land Rover/Range Rover': 150_000,
  'Land Rover/Defender': 90_000,
  'Land Rover/Discovery Sport': 60_000,
  'Mercedes-Benz/G-Class': 200_000,
  'Chevrolet/Corvette': 95_000,
  'Acura/NSX': 220_000,
  'Tesla/Model 3': 55_000,
  'Tesla/Model Y': 60_000,
  'Tesla/Model S': 120_000,
  'Tesla/Model X': 130_000,
  'Tesla/Cybertruck': 110_000,
  'Polestar/Polestar 2': 65_000,
  'Polestar/Polestar 3': 100_000,
  'Polestar/Polestar 4': 80_000,
  'Rivian/R1T': 100_000,
  'Rivian/R1S': 110_000,
  'Rivian/R2': 60_000,
  'Genesis/G70': 50_000,
  'Genesis/G80': 65_000,
  'Genesis/G90': 100_000,
  'Genesis/GV60': 62_000,
  'Genesis/GV70': 57_000,
  'Genesis/GV80': 75_000,
  'Fiat/500': 22_000,
  'Fiat/500e': 40_000,
  'Fiat/500L': 27_000,
  'Fiat/500X': 33_000,
  'Fiat/124 Spider': 35_000,
  'Alfa Romeo/Giulia': 55_000,
  'Alfa Romeo/Stelvio': 60_000,
  'Alfa Romeo/Tonale': 52_000,
  'Alfa Romeo/4C': 75_000,
  // Minivans and a roadster well below their class's reference price (issue 33: a 2014 Grand
  // Caravan and a 1990 Miata came out about twice their market).
  'Dodge/Grand Caravan': 38_000,
  'Chrysler/Grand Caravan': 40_000,
  'Chrysler/Town & Country': 42_000,
  'Mazda/MX-5 Miata': 40_000,
  // Boats and personal watercraft of the catalogue: their own price, not one class price (a 24-ft
  // 242X is not a Sea-Doo Spark). BRP's and Yamaha's Canadian list prices, 2026.
  'Yamaha/242X': 110_000,
  'Yamaha/WaveRunner VX': 17_000,
  'Yamaha/WaveRunner FX': 24_000,
  'BRP/Sea-Doo Spark': 9_500,
  'BRP/Sea-Doo GTI': 16_000,
  'BRP/Sea-Doo GTX': 24_000,
  'BRP/Sea-Doo RXP-X': 22_000,
  'BRP/Sea-Doo Switch': 35_000,
};

/**
 * Models that lose value faster than their make: a minivan is bought new for its family years and
 * sold cheaply after (about 15% of its new price at 12 years, against about 25% for a sedan).
 */
export const MODEL_DEPRECIATION: Readonly<Record<string, number>> = {
  'Dodge/Grand Caravan': 1.2,
  'Chrysler/Grand Caravan': 1.2,
  'Chrysler/Town & Country': 1.2,
  'Chrysler/Voyager': 1.2,
  'Kia/Carnival': 1.1,
  'Pontiac/Montana': 1.2,
  'Mercury/Villager': 1.2,
  'Mercury/Monterey': 1.2,
};

/** A collectible depreciates at this share of its make's pace, down to its classic share. */
export const COLLECTIBLE_DEPRECIATION = 0.6;

/**
 * Models collectors keep, with the share of the new price an old one in good condition holds: their
 * value does not converge to scrap with age but stops at that share (a classic's market). Shares from
 * collector-car price guides (Hagerty, Canadian classified listings, 2025–2026): a 1990 Miata sells
 * for $5,000–10,000, a third-generation Camaro in excellent condition $10,000–22,000, an air-cooled
 * 911 well above half of a new one's price.
 */
export const COLLECTIBLE_MODELS: ReadonlyMap<string, number> = new Map([
  ['Porsche/911', 0.45],
  ['Porsche/944', 0.2],
  ['Chevrolet/Corvette', 0.2],
  ['Chevrolet/Camaro', 0.25],
  ['Ford/Mustang', 0.2],
  ['Pontiac/Firebird', 0.2],
  ['Acura/NSX', 0.5],
  ['Mazda/MX-5 Miata', 0.17],
  ['Alfa Romeo/4C', 0.5],
  ['Toyota/Land Cruiser', 0.3],
]);

/** What a boat or an RV needs to be priced (asked in the forms), else their defaults. */
export interface SizeDetails {
  boatLengthFt?: number | null;
  rvClass?: RvClass | null;
}

const key = (make: string, model: string) => `${make}/${model}`;

/**
 * New price of a catalogued model; else a boat from its length and an RV from its class; else a
 * hand-typed model from its class and make (0.8 for "Other").
 */
export function newPriceOf(
  make: CatalogueMake | undefined,
  model: string,
  vehicleClass: VehicleClass,
  size: SizeDetails = {},
): number {
  const listed = make && MODEL_NEW_PRICE[key(make.name, modelName(make, model))];
  if (listed) return listed;
  if (vehicleClass === 'boat') return boatNewPrice(size.boatLengthFt ?? DEFAULT_BOAT_LENGTH_FT);
  if (vehicleClass === 'rv') return RV_CLASS_NEW_PRICE[size.rvClass ?? DEFAULT_RV_CLASS];
  return CLASS_NEW_PRICE[vehicleClass] * (make?.priceFactor ?? 0.8);
}

/** The share of its new price a collectible holds when old, or null when the model is not one. */
export function classicShare(make: CatalogueMake | undefined, model: string): number | null {
  return (make && COLLECTIBLE_MODELS.get(key(make.name, modelName(make, model)))) ?? null;
}

export function isCollectible(make: CatalogueMake | undefined, model: string): boolean {
  return classicShare(make, model) !== null;
}

/**
 * The size question a model needs for its price, which the forms ask: a boat's length when its model
 * has no listed price, an RV's class; null for every other vehicle.
 */
export function sizeQuestion(
  make: CatalogueMake | undefined,
  model: string,
  vehicleClass: VehicleClass,
): 'boatLength' | 'rvClass' | null {
  if (vehicleClass === 'rv') return 'rvClass';
  if (vehicleClass !== 'boat') return null;
  return make && MODEL_NEW_PRICE[key(make.name, modelName(make, model))] ? null : 'boatLength';
}

/** The model's own depreciation multiplier (minivans), 1 for the others. */
export function modelDepreciation(make: CatalogueMake | undefined, model: string): number {
  return (make && MODEL_DEPRECIATION[key(make.name, modelName(make, model))]) ?? 1;
}

/** The catalogue's spelling of a model typed in any case. */
function modelName(make: CatalogueMake, model: string): string {
  const wanted = model.trim().toLowerCase();
  return make.models.find((m) => m.name.toLowerCase() === wanted)?.name ?? model.trim();
}
