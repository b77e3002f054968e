import {
  DEALER_SPECIALTIES,
  type DealerRegistrationRequest,
  type DealerSpecialty,
} from '@shared/dealers/dealer.schemas';

/** i18n keys of the twelve specialties (`dealers:specialty.<key>`); the stored value is the English name. */
export const SPECIALTY_KEYS: Record<DealerSpecialty, string> = {
  'Luxury Vehicles': 'luxury',
  'Commercial Vehicles': 'commercial',
  'Classic Cars': 'classic',
  'Import Vehicles': 'import',
  'Domestic Vehicles': 'domestic',
  'Trucks & SUVs': 'trucks',
  Motorcycles: 'motorcycles',
  'Electric Vehicles': 'electric',
  'Hybrid Vehicles': 'hybrid',
  'Performance Vehicles': 'performance',
  'Economy Vehicles': 'economy',
  'Salvage & Parts': 'salvage',
};
export { DEALER_SPECIALTIES };

/**
 * The form's values: the fields of the shared registration schema (the server reads the same), as the
 * inputs hold them (text, the radius as typed); the language is added when it is sent.
 */
type TextField = Exclude<keyof DealerRegistrationRequest, 'specialties' | 'operatingRadius' | 'locale'>;
export type DealerFormValues = { [K in TextField]-?: string } & {
  specialties: string[];
  operatingRadius: number | string;
};

export const EMPTY_DEALER_FORM: DealerFormValues = {
  businessName: '',
  contactName: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  province: 'ON',
  postalCode: '',
  businessLicense: '',
  dealerLicense: '',
  gstNumber: '',
  specialties: [],
  operatingRadius: 50,
  operatingHours: '',
  notes: '',
};
