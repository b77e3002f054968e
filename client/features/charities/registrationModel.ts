import { FOCUS_AREAS, type CharityCategory, type FocusArea } from '@shared/charities/categories';
import type { CharityRegistrationInput } from '@shared/charities/charity.schemas';

export interface RegistrationValues {
  registrationNumber: string;
  name: string;
  category: CharityCategory | '';
  description: string;
  focusAreas: FocusArea[];
  address: string;
  city: string;
  province: string;
  postalCode: string;
  phone: string;
  email: string;
  website: string;
  termsAccepted: boolean;
}

export const INITIAL_VALUES: RegistrationValues = {
  registrationNumber: '',
  name: '',
  category: '',
  description: '',
  focusAreas: [],
  address: '',
  city: '',
  province: '',
  postalCode: '',
  phone: '',
  email: '',
  website: '',
  termsAccepted: false,
};

export const DESCRIPTION_MAX = 500;

export function toRegistrationInput(v: RegistrationValues): CharityRegistrationInput {
  return {
    ...v,
    category: v.category as CharityCategory,
    province: v.province as CharityRegistrationInput['province'],
    termsAccepted: v.termsAccepted as true,
  };
}

export { FOCUS_AREAS };
