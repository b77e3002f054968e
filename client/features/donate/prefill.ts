import { findMake, findModel, VEHICLE_CONDITIONS, type VehicleCondition } from '@shared/vehicles/catalogue';
import type { WizardValues } from './wizardModel';

export interface Prefill {
  values: Partial<WizardValues>;
  /** The calculator's estimate in dollars, when it handed one over. */
  estimatedValue: number | null;
  prefilled: boolean;
}

/**
 * Reads the calculator's hand-off (`/donate?year=&make=&model=&mileage=&condition=&vin=
 * &hasLienOrFinance=&estimatedValue=&prefilled=true`). The condition is kept as given (DECISIONS §5);
 * anything not in the catalogue or out of shape is left out rather than guessed.
 */
export function readPrefill(search: string): Prefill {
  const q = new URLSearchParams(search);
  const values: Partial<WizardValues> = {};
  const year = q.get('year') ?? '';
  if (/^\d{4}$/.test(year)) values.year = year;
  const make = findMake(q.get('make') ?? '');
  if (make) {
    values.make = make.name;
    const model = findModel(make.name, q.get('model') ?? '');
    if (model) values.model = model.name;
  }
  const mileage = Number(q.get('mileage') ?? '');
  if (q.get('mileage') && Number.isInteger(mileage) && mileage >= 0) values.mileage = mileage;
  const condition = q.get('condition');
  if ((VEHICLE_CONDITIONS as readonly string[]).includes(condition ?? ''))
    values.condition = condition as VehicleCondition;
  const vin = q.get('vin')?.trim();
  if (vin) values.vin = vin.slice(0, 17);
  if (q.get('hasLienOrFinance') === 'true') values.hasLienOrFinance = true;
  const estimate = Number(q.get('estimatedValue') ?? '');
  return {
    values,
    estimatedValue: q.get('estimatedValue') && Number.isFinite(estimate) && estimate >= 0 ? estimate : null,
    prefilled: q.get('prefilled') === 'true',
  };
}
