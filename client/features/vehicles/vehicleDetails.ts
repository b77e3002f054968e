import {
  findMake,
  vehicleClassOf,
  type BoatType,
  type RvClass,
  type TitleBrand,
} from '@shared/vehicles/catalogue';
import { sizeQuestion } from '@shared/vehicles/model-prices';

/*
 * The title brand, an RV's class, a boat's length and type (issue 33): the form values and the request
 * fields, without the components (the wizard's and the calculator's models load before them).
 */

/** The title brand, an RV's class, a boat's length and type, as both vehicle forms hold them. */
export interface VehicleDetailsValues {
  make: string;
  model: string;
  titleBrand: TitleBrand;
  rvClass: RvClass | '';
  boatLengthFt: number | string;
  boatType: BoatType | '';
}

export const INITIAL_DETAILS = { titleBrand: 'clean', rvClass: '', boatLengthFt: '', boatType: '' } as const;

/** The question the chosen model needs for its price (issue 33), null when none. */
export function detailsQuestion(values: Pick<VehicleDetailsValues, 'make' | 'model'>) {
  if (!values.make || !values.model) return null;
  return sizeQuestion(findMake(values.make), values.model, vehicleClassOf(values.make, values.model));
}

/** Whether the chosen model is a boat: its type is asked to describe it (receipt, staff). */
export function isBoat(values: Pick<VehicleDetailsValues, 'make' | 'model'>): boolean {
  return Boolean(values.make && values.model) && vehicleClassOf(values.make, values.model) === 'boat';
}

/** The request's fields for the details: an RV's class, a boat's length and type only when asked. */
export function detailsRequest(values: VehicleDetailsValues) {
  const question = detailsQuestion(values);
  const length = values.boatLengthFt === '' ? null : Number(values.boatLengthFt);
  return {
    titleBrand: values.titleBrand,
    rvClass: question === 'rvClass' && values.rvClass ? values.rvClass : null,
    boatLengthFt: question === 'boatLength' && Number.isFinite(length) ? length : null,
    boatType: isBoat(values) && values.boatType ? values.boatType : null,
  };
}
