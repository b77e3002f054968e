import type { CatalogueMake, VehicleClass } from './catalogue';
import { CLASS_NEW_PRICE } from './valuation-tables';

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
};

/** A collectible depreciates at this share of its make's pace. */
export const COLLECTIBLE_DEPRECIATION = 0.6;

/** Models collectors keep: their value does not converge to scrap with age. */
export const COLLECTIBLE_MODELS: ReadonlySet<string> = new Set([
  'Porsche/911',
  'Chevrolet/Corvette',
  'Acura/NSX',
  'Mazda/MX-5 Miata',
  'Alfa Romeo/4C',
  'Toyota/Land Cruiser',
]);

const key = (make: string, model: string) => `${make}/${model}`;

/** New price of a catalogued model, or of a hand-typed model from its class and make (0.8 for "Other"). */
export function newPriceOf(
  make: CatalogueMake | undefined,
  model: string,
  vehicleClass: VehicleClass,
): number {
  const listed = make && MODEL_NEW_PRICE[key(make.name, modelName(make, model))];
  return listed ?? CLASS_NEW_PRICE[vehicleClass] * (make?.priceFactor ?? 0.8);
}

export function isCollectible(make: CatalogueMake | undefined, model: string): boolean {
  return !!make && COLLECTIBLE_MODELS.has(key(make.name, modelName(make, model)));
}

/** The catalogue's spelling of a model typed in any case. */
function modelName(make: CatalogueMake, model: string): string {
  const wanted = model.trim().toLowerCase();
  return make.models.find((m) => m.name.toLowerCase() === wanted)?.name ?? model.trim();
}
