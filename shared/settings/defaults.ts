/**
 * Platform settings with their defaults (DECISIONS.md §5). A stored row overrides its default;
 * `isPublic` settings are served to everybody by GET /api/settings/public/all.
 */
export type SettingType = 'text' | 'email' | 'textarea' | 'number' | 'boolean' | 'select';

export interface SettingDefinition {
  category: string;
  key: string;
  type: SettingType;
  value: string | number | boolean;
  isPublic: boolean;
}

export const SETTING_DEFINITIONS: SettingDefinition[] = [
  {
    category: 'business',
    key: 'companyName',
    type: 'text',
    value: 'Vehicle Donation Canada',
    isPublic: true,
  },
  { category: 'business', key: 'phone', type: 'text', value: '1-888-555-0199', isPublic: true },
  { category: 'business', key: 'email', type: 'email', value: 'support@vehicledonation.ca', isPublic: true },
  {
    category: 'business',
    key: 'charityEmail',
    type: 'email',
    value: 'charities@vehicledonation.ca',
    isPublic: true,
  },
  { category: 'business', key: 'hours', type: 'text', value: 'Mon-Fri 8am-8pm ET', isPublic: true },
  { category: 'business', key: 'hoursFr', type: 'text', value: 'lun.-ven., 8 h à 20 h (HE)', isPublic: true },
  {
    category: 'business',
    key: 'address',
    type: 'textarea',
    value: '100 King Street West, Toronto, ON M5X 1A9',
    isPublic: true,
  },
  { category: 'donations', key: 'minVehicleYear', type: 'number', value: 1985, isPublic: true },
  { category: 'donations', key: 'maxMileage', type: 'number', value: 500000, isPublic: true },
  { category: 'donations', key: 'pickupFee', type: 'number', value: 0, isPublic: true },
  { category: 'donations', key: 'receiptTiming', type: 'select', value: 'on_issue', isPublic: true },
  { category: 'receipts', key: 'retentionDays', type: 'number', value: 2555, isPublic: false },
  { category: 'receipts', key: 'placeOfIssue', type: 'text', value: 'Toronto, ON', isPublic: false },
  { category: 'security', key: 'sessionIdleMinutes', type: 'number', value: 120, isPublic: false },
  { category: 'security', key: 'sessionAbsoluteHours', type: 'number', value: 24, isPublic: false },
  { category: 'security', key: 'passwordMinLength', type: 'number', value: 8, isPublic: false },
  { category: 'security', key: 'loginMaxAttempts', type: 'number', value: 5, isPublic: false },
  { category: 'security', key: 'loginWindowMinutes', type: 'number', value: 15, isPublic: false },
  { category: 'security', key: 'requireAdminTwoFactor', type: 'boolean', value: false, isPublic: false },
];

export type SettingValue = string | number | boolean;

export function settingDefault(category: string, key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((d) => d.category === category && d.key === key);
}

/** The setting holding the business hours in a language (one fact, written once per language). */
export const hoursSettingKey = (language: string) => (language === 'fr' ? 'hoursFr' : 'hours');
