/** The parts of a vehicle's name; missing parts are left out. */
export interface VehicleNameParts {
  year?: number | string | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
}

/**
 * A vehicle's name as a reader of the language writes it: "2016 Toyota Corolla LE" in English,
 * "Toyota Corolla LE 2016" in French (the year after the name). Every page, e-mail and PDF that
 * names a vehicle goes through this one function.
 */
export function vehicleName(vehicle: VehicleNameParts, language: string): string {
  const name = [vehicle.make, vehicle.model, vehicle.trim]
    .map((part) => (part == null ? '' : String(part).trim()))
    .filter(Boolean);
  const year = vehicle.year == null ? '' : String(vehicle.year).trim();
  if (!year) return name.join(' ');
  return (language.startsWith('fr') ? [...name, year] : [year, ...name]).join(' ');
}
