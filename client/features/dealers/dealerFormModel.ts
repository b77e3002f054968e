import { DEALER_SPECIALTIES, type DealerSpecialty } from '@shared/dealers/dealer.schemas';

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

export interface DealerFormValues {
  businessName: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  businessLicense: string;
  dealerLicense: string;
  gstNumber: string;
  specialties: string[];
  operatingRadius: number | string;
  operatingHours: string;
  notes: string;
}

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
