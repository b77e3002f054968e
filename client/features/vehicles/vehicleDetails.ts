import { findMake, vehicleClassOf, type RvClass, type TitleBrand } from '@shared/vehicles/catalogue';
import { sizeQuestion } from '@shared/vehicles/model-prices';

/*
 * The title brand, an RV's class and a boat's length (issue 33): the form values and the request
 * fields, without the components (the wizard's and the calculator's models load before them).
 */

/** The title brand, an RV's class and a boat's length, as both vehicle forms hold them. */
export interface VehicleDetailsValues {
  make: string;
  model: string;
  titleBrand: TitleBrand;
  rvClass: RvClass | '';
  boatLengthFt: number | string;
}

export const INITIAL_DETAILS = { titleBrand: 'clean', rvClass: '', boatLengthFt: '' } as const;

/** The question the chosen model needs for its price (issue 33), null when none. */
export function detailsQuestion(values: Pick<VehicleDetailsValues, 'make' | 'model'>) {
  if (!values.make || !values.model) return null;
  return sizeQuestion(findMake(values.make), values.model, vehicleClassOf(values.make, values.model));
}

/** The request's fields for the details: an RV's class and a boat's length only when asked. */
export function detailsRequest(values: VehicleDetailsValues) {
  const question = detailsQuestion(values);
  const length = values.boatLengthFt === '' ? null : Number(values.boatLengthFt);
  return {
    titleBrand: values.titleBrand,
    rvClass: question === 'rvClass' && values.rvClass ? values.rvClass : null,
    boatLengthFt: question === 'boatLength' && Number.isFinite(length) ? length : null,
  };
}
