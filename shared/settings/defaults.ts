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
  /** number: inclusive bounds (a function for a bound that moves, such as next year). */
  min?: number | (() => number);
  max?: number | (() => number);
  /** number: decimals allowed (default: whole numbers only). */
  decimal?: boolean;
  /** select: the allowed values (labels: settings:options.<category>.<key>.<value>). */
  options?: readonly string[];
  /** text, email, textarea: longest value (default 255; textarea 2000). */
  maxLength?: number;
  /** text, email, textarea: may be left empty (default: required). */
  optional?: boolean;
  /** text: a North American phone number. */
  format?: 'phone';
}

const DEFINITIONS = [
  {
    category: 'business',
    key: 'companyName',
    type: 'text',
    value: 'Vehicle Donation Canada',
    isPublic: true,
  },
  {
    category: 'business',
    key: 'phone',
    type: 'text',
    value: '1-888-555-0199',
    isPublic: true,
    format: 'phone',
  },
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
  // Claims the public pages make (issue 35): a charity publishes only figures it can back. 0 or off hides one.
  {
    category: 'business',
    key: 'claimRating',
    type: 'number',
    value: 4.9,
    isPublic: true,
    decimal: true,
    min: 0,
    max: 5,
  },
  {
    category: 'business',
    key: 'claimDonors',
    type: 'number',
    value: 500000,
    isPublic: true,
    min: 0,
    max: 100_000_000,
  },
  { category: 'business', key: 'claimCertifiedReceipts', type: 'boolean', value: true, isPublic: true },
  {
    category: 'business',
    key: 'address',
    type: 'textarea',
    value: '100 King Street West, Toronto, ON M5X 1A9',
    isPublic: true,
  },
  {
    category: 'donations',
    key: 'minVehicleYear',
    type: 'number',
    value: 1985,
    isPublic: true,
    min: 1900,
    max: () => new Date().getFullYear() + 1,
  },
  {
    category: 'donations',
    key: 'maxMileage',
    type: 'number',
    value: 500000,
    isPublic: true,
    min: 1000,
    max: 2_000_000,
  },
  {
    category: 'donations',
    key: 'pickupFee',
    type: 'number',
    value: 0,
    isPublic: true,
    min: 0,
    max: 1000,
    decimal: true,
  },
  {
    category: 'donations',
    key: 'receiptTiming',
    type: 'select',
    value: 'on_issue',
    isPublic: true,
    options: ['on_issue'],
  },
  {
    category: 'receipts',
    key: 'retentionDays',
    type: 'number',
    value: 2555,
    // Public: the privacy page states how long receipts are kept.
    isPublic: true,
    min: 2190,
    max: 36500,
  },
  // The money model (decision 020): the payout schedule and the fee schedule of a charity without its own.
  {
    category: 'money',
    key: 'payoutFrequency',
    type: 'select',
    value: 'monthly',
    isPublic: false,
    options: ['weekly', 'monthly'],
  },
  ...(['towing', 'saleFee', 'storage', 'processing'] as const).flatMap((kind) => [
    {
      category: 'money' as const,
      key: `${kind}Percent` as const,
      type: 'number' as const,
      value: kind === 'processing' ? 10 : 0,
      isPublic: false,
      min: 0,
      max: 100,
      decimal: true,
    },
    {
      category: 'money' as const,
      key: `${kind}Flat` as const,
      type: 'number' as const,
      value: kind === 'towing' ? 75 : 0,
      isPublic: false,
      min: 0,
      max: 10000,
      decimal: true,
    },
  ]),
  {
    category: 'money',
    key: 'taxPercent',
    type: 'number',
    value: 0,
    isPublic: false,
    min: 0,
    max: 100,
    decimal: true,
  },
  { category: 'receipts', key: 'placeOfIssue', type: 'text', value: 'Toronto, ON', isPublic: false },
  // Chat transcripts are deleted this many days after their last message (chat.purge-transcripts).
  { category: 'chat', key: 'transcriptRetentionDays', type: 'number', value: 90, isPublic: false },
  // Privacy officer (Quebec Law 25) and retention periods (issue 19).
  { category: 'privacy', key: 'officerName', type: 'text', value: 'Privacy Officer', isPublic: true },
  {
    category: 'privacy',
    key: 'officerEmail',
    type: 'email',
    value: 'privacy@vehicledonation.ca',
    isPublic: true,
  },
  { category: 'privacy', key: 'outboxRetentionDays', type: 'number', value: 365, isPublic: true },
  { category: 'privacy', key: 'cancelledDonationRetentionDays', type: 'number', value: 730, isPublic: true },
  {
    category: 'security',
    key: 'sessionIdleMinutes',
    type: 'number',
    value: 120,
    isPublic: false,
    min: 5,
    max: 1440,
  },
  {
    category: 'security',
    key: 'sessionAbsoluteHours',
    type: 'number',
    value: 24,
    isPublic: false,
    min: 1,
    max: 720,
  },
  {
    category: 'security',
    key: 'passwordMinLength',
    type: 'number',
    value: 8,
    isPublic: false,
    min: 8,
    max: 128,
  },
  {
    category: 'security',
    key: 'loginMaxAttempts',
    type: 'number',
    value: 5,
    isPublic: false,
    min: 1,
    max: 100,
  },
  {
    category: 'security',
    key: 'loginWindowMinutes',
    type: 'number',
    value: 15,
    isPublic: false,
    min: 1,
    max: 1440,
  },
  { category: 'security', key: 'requireAdminTwoFactor', type: 'boolean', value: false, isPublic: false },
] as const satisfies readonly SettingDefinition[];

export const SETTING_DEFINITIONS: readonly SettingDefinition[] = DEFINITIONS;

export type SettingValue = string | number | boolean;

// Keys and value types read from the definitions above: a key that is not defined does not compile.
type Definition = (typeof DEFINITIONS)[number];
export type SettingCategory = Definition['category'];
export type SettingKey<C extends SettingCategory = SettingCategory> = Extract<
  Definition,
  { category: C }
>['key'];
type ValueOfType<T> = T extends 'number' ? number : T extends 'boolean' ? boolean : string;
/** The value type of a setting, from its definition's `type`. */
export type SettingValueOf<C, K> = ValueOfType<Extract<Definition, { category: C; key: K }>['type']>;

export function settingDefault(category: string, key: string): SettingDefinition | undefined {
  return SETTING_DEFINITIONS.find((d) => d.category === category && d.key === key);
}

/** The setting holding the business hours in a language (one fact, written once per language). */
export const hoursSettingKey = (language: string): SettingKey<'business'> =>
  language === 'fr' ? 'hoursFr' : 'hours';
