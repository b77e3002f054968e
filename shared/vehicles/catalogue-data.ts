import type { CatalogueMake, CatalogueModel, VehicleClass } from './catalogue';

/**
 * The one vehicle catalogue (DECISIONS §5): 43 makes and "Other", up to 10 models each, grouped here
 * by class. Makes favour what Canadians donate: current brands plus discontinued ones still on the road
 * (Pontiac, Saturn, Mercury), motorcycles and BRP's Quebec-built watercraft and sleds.
 */
function make(
  name: string,
  priceFactor: number,
  depreciationFactor: number,
  models: Partial<Record<VehicleClass, readonly string[]>>,
): CatalogueMake {
  const list: CatalogueModel[] = [];
  for (const [vehicleClass, names] of Object.entries(models) as [VehicleClass, readonly string[]][]) {
    for (const modelName of names) list.push({ name: modelName, vehicleClass });
  }
  return { name, priceFactor, depreciationFactor, models: list };
}

export const OTHER_MAKE_NAME = 'Other';

const GENERIC_MODELS: readonly (readonly [string, VehicleClass, string])[] = [
  ['Car', 'compact', 'car'],
  ['SUV', 'suv', 'suv'],
  ['Pickup truck', 'pickup', 'pickup'],
  ['Van', 'van', 'van'],
  ['Motorcycle', 'motorcycle', 'motorcycle'],
  ['Boat', 'boat', 'boat'],
  ['RV', 'rv', 'rv'],
  ['Trailer', 'other', 'trailer'],
  ['Snowmobile or ATV', 'other', 'snowmobileAtv'],
  ['Other', 'other', 'other'],
];

const BRANDS: CatalogueMake[] = [
  make('Acura', 0.8, 1, {
    compact: ['CSX'],
    luxury: ['ILX', 'Integra', 'TL', 'TLX', 'RLX'],
    luxury_suv: ['RDX', 'MDX', 'ZDX'],
    sports: ['NSX'],
  }),
  make('Audi', 1, 1.1, {
    luxury: ['A3', 'A4', 'A5', 'A6', 'A8'],
    luxury_suv: ['Q3', 'Q5', 'Q7', 'e-tron'],
    sports: ['TT'],
  }),
  make('BMW', 1.05, 1.15, {
    luxury: ['3 Series', '4 Series', '5 Series', '7 Series', 'i4'],
    luxury_suv: ['X1', 'X3', 'X5', 'X7'],
    sports: ['Z4'],
  }),
  make('Buick', 0.95, 1.1, {
    compact: ['Verano'],
    midsize: ['Regal', 'LaCrosse'],
    fullsize: ['Lucerne'],
    suv: ['Encore', 'Encore GX', 'Envista', 'Envision', 'Enclave', 'Rendezvous'],
  }),
  make('Cadillac', 0.95, 1.15, {
    luxury: ['ATS', 'CTS', 'CT4', 'CT5', 'DTS'],
    luxury_suv: ['SRX', 'XT4', 'XT5', 'XT6', 'Escalade'],
  }),
  make('Chevrolet', 1, 1, {
    economy: ['Spark'],
    compact: ['Cruze'],
    midsize: ['Malibu'],
    fullsize: ['Impala'],
    sports: ['Camaro'],
    suv: ['Trax', 'Equinox', 'Tahoe'],
    pickup: ['Colorado', 'Silverado 1500'],
  }),
  make('Chrysler', 0.95, 1.1, {
    compact: ['PT Cruiser'],
    midsize: ['200', 'Sebring'],
    fullsize: ['300'],
    sports: ['Crossfire'],
    suv: ['Aspen'],
    van: ['Grand Caravan', 'Pacifica', 'Town & Country', 'Voyager'],
  }),
  make('Dodge', 1, 1.05, {
    compact: ['Neon', 'Caliber', 'Dart'],
    midsize: ['Avenger'],
    fullsize: ['Charger'],
    sports: ['Challenger'],
    suv: ['Journey', 'Durango'],
    van: ['Grand Caravan'],
    pickup: ['Dakota'],
  }),
  make('Ford', 1, 1, {
    economy: ['Fiesta'],
    compact: ['Focus'],
    midsize: ['Fusion'],
    sports: ['Mustang'],
    suv: ['Escape', 'Edge', 'Explorer'],
    pickup: ['Ranger', 'F-150'],
    van: ['Transit'],
  }),
  make('GMC', 1.1, 0.95, {
    suv: ['Terrain', 'Acadia', 'Envoy', 'Jimmy', 'Yukon', 'Yukon XL'],
    pickup: ['Canyon', 'Sierra 1500', 'Sierra 2500HD'],
    van: ['Savana'],
  }),
  make('Harley-Davidson', 1.5, 0.85, {
    motorcycle: [
      'Sportster',
      'Iron 883',
      'Street Bob',
      'Low Rider',
      'Fat Boy',
      'Heritage Classic',
      'Road King',
      'Street Glide',
      'Road Glide',
      'Electra Glide',
    ],
  }),
  make('Honda', 1, 0.85, {
    economy: ['Fit'],
    compact: ['Civic', 'Insight'],
    midsize: ['Accord'],
    suv: ['HR-V', 'CR-V', 'Passport', 'Pilot'],
    van: ['Odyssey'],
    pickup: ['Ridgeline'],
  }),
  make('Hyundai', 0.95, 1, {
    economy: ['Accent'],
    compact: ['Elantra', 'Veloster'],
    midsize: ['Sonata'],
    suv: ['Kona', 'Tucson', 'Santa Fe', 'Palisade', 'Ioniq 5'],
    pickup: ['Santa Cruz'],
  }),
  make('Infiniti', 0.8, 1.15, {
    luxury: ['G35', 'G37', 'Q50', 'Q70'],
    sports: ['Q60'],
    luxury_suv: ['FX35', 'QX50', 'QX55', 'QX60', 'QX80'],
  }),
  make('Jaguar', 1.05, 1.2, {
    luxury: ['X-Type', 'S-Type', 'XE', 'XF', 'XJ'],
    sports: ['F-Type', 'XK'],
    luxury_suv: ['E-Pace', 'F-Pace', 'I-Pace'],
  }),
  make('Jeep', 1, 0.95, {
    suv: [
      'Renegade',
      'Compass',
      'Patriot',
      'Liberty',
      'Cherokee',
      'Grand Cherokee',
      'Commander',
      'Wrangler',
      'Wagoneer',
    ],
    pickup: ['Gladiator'],
  }),
  make('Kia', 0.95, 1, {
    economy: ['Rio', 'Soul'],
    compact: ['Forte'],
    midsize: ['Optima', 'K5'],
    suv: ['Seltos', 'Sportage', 'Sorento', 'Telluride'],
    van: ['Carnival'],
  }),
  make('Land Rover', 1.25, 1.2, {
    luxury_suv: [
      'Defender',
      'Discovery',
      'Discovery Sport',
      'LR2',
      'LR3',
      'LR4',
      'Range Rover',
      'Range Rover Sport',
      'Range Rover Evoque',
      'Range Rover Velar',
    ],
  }),
  make('Lexus', 0.95, 0.85, {
    luxury: ['IS', 'ES', 'GS', 'LS'],
    sports: ['RC'],
    luxury_suv: ['UX', 'NX', 'RX', 'GX', 'LX'],
  }),
  make('Lincoln', 0.9, 1.15, {
    luxury: ['MKZ', 'Continental', 'Town Car'],
    luxury_suv: ['MKC', 'Corsair', 'MKX', 'Nautilus', 'MKT', 'Aviator', 'Navigator'],
  }),
  make('Mazda', 0.97, 0.95, {
    economy: ['Mazda2'],
    compact: ['Mazda3'],
    midsize: ['Mazda6'],
    sports: ['MX-5 Miata', 'RX-8'],
    suv: ['CX-3', 'CX-30', 'CX-5', 'CX-50', 'CX-90'],
  }),
  make('Mercedes-Benz', 1.1, 1.15, {
    luxury: ['CLA', 'C-Class', 'E-Class', 'S-Class'],
    luxury_suv: ['GLA', 'GLC', 'GLE', 'GLS', 'G-Class'],
    van: ['Sprinter'],
  }),
  make('Mercury', 0.9, 1.15, {
    compact: ['Mystique'],
    midsize: ['Milan', 'Sable', 'Montego'],
    fullsize: ['Grand Marquis'],
    sports: ['Cougar'],
    suv: ['Mariner', 'Mountaineer'],
    van: ['Villager', 'Monterey'],
  }),
  make('Mini', 1.15, 1.1, {
    compact: ['Cooper', 'Cooper S', 'Cooper SE', 'Clubman', 'Convertible', 'Paceman'],
    sports: ['Coupe', 'Roadster', 'John Cooper Works'],
    suv: ['Countryman'],
  }),
  make('Mitsubishi', 0.9, 1.1, {
    economy: ['Mirage'],
    compact: ['Lancer'],
    midsize: ['Galant'],
    sports: ['Eclipse', 'Lancer Evolution'],
    suv: ['RVR', 'Eclipse Cross', 'Outlander', 'Outlander PHEV', 'Endeavor'],
  }),
  make('Nissan', 0.97, 1.05, {
    economy: ['Micra', 'Versa'],
    compact: ['Sentra', 'Leaf'],
    midsize: ['Altima'],
    suv: ['Qashqai', 'Rogue', 'Murano', 'Pathfinder'],
    pickup: ['Frontier'],
  }),
  make('Pontiac', 0.9, 1.15, {
    compact: ['Sunfire', 'G5', 'Vibe'],
    midsize: ['Grand Am', 'G6'],
    fullsize: ['Grand Prix', 'Bonneville'],
    sports: ['Firebird'],
    suv: ['Torrent'],
    van: ['Montana'],
  }),
  make('Porsche', 1.7, 0.85, {
    sports: ['911', '944', 'Boxster', 'Cayman', '718 Boxster', '718 Cayman'],
    luxury: ['Panamera', 'Taycan'],
    luxury_suv: ['Cayenne', 'Macan'],
  }),
  make('Ram', 1.05, 0.95, {
    pickup: ['1500', '1500 Classic', '2500', '3500', '3500 Chassis Cab', 'Dakota'],
    van: ['ProMaster', 'ProMaster City', 'ProMaster EV', 'C/V Tradesman'],
  }),
  make('Saturn', 0.85, 1.15, {
    compact: ['SL', 'SC', 'SW', 'Ion', 'Astra'],
    midsize: ['L-Series', 'Aura'],
    sports: ['Sky'],
    suv: ['Vue', 'Outlook'],
  }),
  make('Subaru', 1, 0.85, {
    compact: ['Impreza'],
    midsize: ['Legacy'],
    sports: ['WRX', 'BRZ'],
    suv: ['Crosstrek', 'Forester', 'Outback', 'Ascent', 'Solterra', 'Tribeca'],
  }),
  make('Suzuki', 0.85, 1.05, {
    economy: ['Swift'],
    compact: ['Aerio', 'SX4', 'Kizashi'],
    suv: ['Vitara', 'Grand Vitara', 'XL-7'],
    motorcycle: ['GSX-R600', 'V-Strom 650', 'Boulevard M109R'],
  }),
  make('Toyota', 1, 0.85, {
    economy: ['Yaris'],
    compact: ['Corolla', 'Prius'],
    midsize: ['Camry'],
    suv: ['RAV4', 'Highlander', '4Runner'],
    van: ['Sienna'],
    pickup: ['Tacoma', 'Tundra'],
  }),
  make('Volkswagen', 1, 1.05, {
    compact: ['Golf', 'Jetta', 'Beetle'],
    sports: ['GTI'],
    midsize: ['Passat'],
    suv: ['Taos', 'Tiguan', 'Atlas', 'Touareg', 'ID.4'],
  }),
  make('Volvo', 0.9, 1.1, {
    luxury: ['S40', 'S60', 'S80', 'S90', 'V60', 'V90'],
    luxury_suv: ['XC40', 'XC60', 'XC70', 'XC90'],
  }),
  make('Yamaha', 0.9, 0.95, {
    motorcycle: ['YZF-R3', 'MT-07', 'MT-09', 'Ténéré 700', 'V Star 650', 'Bolt', 'XT250'],
    boat: ['WaveRunner VX', 'WaveRunner FX', '242X'],
  }),
  // Makes sold in Canada since the catalogue was first drawn; their models are priced per model
  // (model-prices.ts).
  make('Tesla', 1.1, 1.15, {
    luxury: ['Model 3', 'Model S'],
    luxury_suv: ['Model Y', 'Model X'],
    pickup: ['Cybertruck'],
  }),
  make('Polestar', 1.1, 1.2, {
    luxury: ['Polestar 2'],
    luxury_suv: ['Polestar 3', 'Polestar 4'],
  }),
  make('Rivian', 1.2, 1.1, {
    pickup: ['R1T'],
    luxury_suv: ['R1S', 'R2'],
  }),
  make('Genesis', 1.05, 1.15, {
    luxury: ['G70', 'G80', 'G90'],
    luxury_suv: ['GV60', 'GV70', 'GV80'],
  }),
  make('Fiat', 0.85, 1.15, {
    economy: ['500', '500e'],
    compact: ['500L'],
    suv: ['500X'],
    sports: ['124 Spider'],
  }),
  make('Alfa Romeo', 1, 1.2, {
    luxury: ['Giulia'],
    luxury_suv: ['Stelvio', 'Tonale'],
    sports: ['4C'],
  }),
  make('BRP', 1, 1, {
    boat: ['Sea-Doo Spark', 'Sea-Doo GTI', 'Sea-Doo GTX', 'Sea-Doo RXP-X', 'Sea-Doo Switch'],
    motorcycle: ['Can-Am Spyder', 'Can-Am Ryker'],
    other: ['Ski-Doo MXZ', 'Ski-Doo Summit', 'Can-Am Outlander'],
  }),
];

const OTHER_MAKE: CatalogueMake = {
  name: OTHER_MAKE_NAME,
  priceFactor: 0.8,
  depreciationFactor: 1,
  labelKey: 'domain:make.other',
  models: GENERIC_MODELS.map(([name, vehicleClass, key]) => ({
    name,
    vehicleClass,
    labelKey: `domain:genericModel.${key}`,
  })),
};

/** Alphabetical, with "Other" last. */
export const CATALOGUE_MAKES: readonly CatalogueMake[] = [
  // Brand names are plain ASCII: a lowercase comparison orders them as an English reader expects,
  // without building an ICU collator (tens of milliseconds on a phone) while the page loads.
  ...BRANDS.sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)),
  OTHER_MAKE,
];
