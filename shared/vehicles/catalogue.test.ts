import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_MAKES,
  findMake,
  findModel,
  makeNames,
  modelNames,
  OTHER_MAKE_NAME,
  VEHICLE_CLASSES,
  VEHICLE_TYPES,
  vehicleClassOf,
  vehicleTypeOfClass,
} from './catalogue';

const SPEC_MAKES = [
  'Acura', 'Audi', 'BMW', 'Buick', 'Cadillac', 'Chevrolet', 'Chrysler', 'Dodge', 'Ford', 'GMC', 'Honda',
  'Hyundai', 'Infiniti', 'Jeep', 'Kia', 'Lexus', 'Lincoln', 'Mazda', 'Mercedes-Benz', 'Mitsubishi', 'Nissan',
  'Pontiac', 'Ram', 'Subaru', 'Toyota', 'Volkswagen', 'Volvo',
  // Selling in Canada today (issue 11).
  'Tesla', 'Polestar', 'Rivian', 'Genesis', 'Porsche', 'Land Rover', 'Mini', 'Fiat', 'Alfa Romeo',
]; // prettier-ignore

describe('vehicle catalogue', () => {
  it('offers 44 makes, "Other" last, the rest in alphabetical order', () => {
    const names = makeNames();
    expect(names).toHaveLength(44);
    expect(names.at(-1)).toBe(OTHER_MAKE_NAME);
    const brands = names.slice(0, -1);
    expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'en')));
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(44);
  });

  it('includes every make of the specification', () => {
    for (const name of SPEC_MAKES) expect(findMake(name)?.name, name).toBe(name);
  });

  it('gives each make 3 to 10 distinct models, each with a known class', () => {
    for (const make of CATALOGUE_MAKES) {
      expect(make.models.length, make.name).toBeGreaterThanOrEqual(3);
      expect(make.models.length, make.name).toBeLessThanOrEqual(10);
      expect(new Set(make.models.map((m) => m.name.toLowerCase())).size, make.name).toBe(make.models.length);
      for (const model of make.models) expect(VEHICLE_CLASSES).toContain(model.vehicleClass);
      expect(make.priceFactor).toBeGreaterThan(0);
      expect(make.depreciationFactor).toBeGreaterThanOrEqual(0.85);
      expect(make.depreciationFactor).toBeLessThanOrEqual(1.2);
    }
  });

  it('labels the generic models of "Other" with translation keys', () => {
    const other = findMake('Other');
    expect(other?.labelKey).toBe('domain:make.other');
    for (const model of other?.models ?? []) expect(model.labelKey).toMatch(/^domain:genericModel\.\w+$/);
  });

  it('finds makes and models regardless of case and spaces', () => {
    expect(findMake(' honda ')?.name).toBe('Honda');
    expect(findModel('toyota', ' rav4')).toEqual({ name: 'RAV4', vehicleClass: 'suv' });
    expect(findModel('Toyota', 'Civic')).toBeUndefined();
    expect(findMake('Trabant')).toBeUndefined();
  });

  it('lists model names of a make, none for an unknown make', () => {
    expect(modelNames('Ford')).toContain('F-150');
    expect(modelNames('Trabant')).toEqual([]);
  });

  it('classifies a vehicle by model, then by the make, then as other', () => {
    expect(vehicleClassOf('Ford', 'F-150')).toBe('pickup');
    expect(vehicleClassOf('Harley-Davidson', 'Custom build')).toBe('motorcycle');
    expect(vehicleClassOf('Land Rover', 'Series III')).toBe('luxury_suv');
    expect(vehicleClassOf('Trabant', '601')).toBe('other');
  });

  it('maps every class to a wizard vehicle type', () => {
    for (const vehicleClass of VEHICLE_CLASSES)
      expect(VEHICLE_TYPES).toContain(vehicleTypeOfClass(vehicleClass));
    expect(vehicleTypeOfClass('pickup')).toBe('truck');
    expect(vehicleTypeOfClass('boat')).toBe('boat');
    expect(vehicleTypeOfClass('compact')).toBe('car');
  });
});
