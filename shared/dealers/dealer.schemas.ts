import { z } from 'zod';
import { PROVINCE_CODES, type ProvinceCode } from '../geo/provinces';
import { parseNorthAmericanPhone } from '../validation/phone';
import { normalizePostalCode, postalCodeMatchesProvince } from '../validation/postal-code';

/**
 * Dealer registration (public-site.md §5, back-office.md §5; issue 13). Messages are keys of the
 * `dealers` namespace. Pure zod, shared by the form and the API.
 */

export const DEALER_SPECIALTIES = [
  'Luxury Vehicles',
  'Commercial Vehicles',
  'Classic Cars',
  'Import Vehicles',
  'Domestic Vehicles',
  'Trucks & SUVs',
  'Motorcycles',
  'Electric Vehicles',
  'Hybrid Vehicles',
  'Performance Vehicles',
  'Economy Vehicles',
  'Salvage & Parts',
] as const;
export type DealerSpecialty = (typeof DEALER_SPECIALTIES)[number];

export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 500;
export const RADIUS_DEFAULT_KM = 50;

/**
 * The body that licenses motor-vehicle dealers in each province, named on the licence field. Provinces
 * and territories without a dedicated regulator ask for the provincial dealer licence or permit.
 */
export const DEALER_REGULATORS: Readonly<Record<ProvinceCode, string | null>> = {
  AB: 'AMVIC',
  BC: 'VSA',
  MB: 'MPI',
  NB: null,
  NL: null,
  NS: null,
  NT: null,
  NU: null,
  ON: 'OMVIC',
  PE: null,
  QC: 'OPC',
  SK: 'SGI',
  YT: null,
};

const required = (key: string, max: number) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'dealers:validation.tooLong' });

const optional = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v),
    z.string().trim().max(max, { error: 'dealers:validation.tooLong' }).optional(),
  );

/** GST/HST registration: the 9-digit business number, "RT", a 4-digit account. */
const GST = /^\d{9}RT\d{4}$/;

export const DealerRegistrationRequest = z
  .strictObject({
    businessName: required('dealers:validation.businessNameRequired', 255),
    contactName: required('dealers:validation.contactNameRequired', 255),
    email: z
      .string({ error: 'dealers:validation.emailInvalid' })
      .trim()
      .max(255, { error: 'dealers:validation.emailInvalid' })
      .pipe(z.email({ error: 'dealers:validation.emailInvalid' })),
    phone: required('dealers:validation.phoneRequired', 40).transform((value, ctx) => {
      const parsed = parseNorthAmericanPhone(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: 'dealers:validation.phoneInvalid' });
        return z.NEVER;
      }
      return parsed.e164;
    }),
    address: required('dealers:validation.addressRequired', 255),
    city: required('dealers:validation.cityRequired', 100),
    province: z.enum(PROVINCE_CODES, { error: 'dealers:validation.provinceRequired' }).default('ON'),
    postalCode: required('dealers:validation.postalCodeRequired', 10).transform((value, ctx) => {
      const normalized = normalizePostalCode(value);
      if (!normalized) {
        ctx.addIssue({ code: 'custom', message: 'dealers:validation.postalCodeInvalid' });
        return z.NEVER;
      }
      return normalized;
    }),
    businessLicense: optional(100),
    dealerLicense: required('dealers:validation.dealerLicenseRequired', 100),
    gstNumber: optional(32).refine(
      (v) => v === undefined || GST.test(v.replace(/[\s-]/g, '').toUpperCase()),
      {
        error: 'dealers:validation.gstInvalid',
      },
    ),
    specialties: z
      .array(z.enum(DEALER_SPECIALTIES, { error: 'dealers:validation.specialtiesRequired' }), {
        error: 'dealers:validation.specialtiesRequired',
      })
      .min(1, { error: 'dealers:validation.specialtiesRequired' })
      .max(DEALER_SPECIALTIES.length)
      .transform((list) => [...new Set(list)]),
    operatingRadius: z.coerce
      .number({ error: 'dealers:validation.radiusRange' })
      .int({ error: 'dealers:validation.radiusRange' })
      .min(RADIUS_MIN_KM, { error: 'dealers:validation.radiusRange' })
      .max(RADIUS_MAX_KM, { error: 'dealers:validation.radiusRange' })
      .default(RADIUS_DEFAULT_KM),
    operatingHours: required('dealers:validation.operatingHoursRequired', 500),
    notes: optional(2000),
    /** Language of the dealer's e-mails (set by the form from the interface language). */
    locale: z.enum(['en', 'fr']).default('en'),
  })
  .superRefine((v, ctx) => {
    if (normalizePostalCode(v.postalCode) && !postalCodeMatchesProvince(v.postalCode, v.province)) {
      ctx.addIssue({
        code: 'custom',
        path: ['postalCode'],
        message: 'dealers:validation.postalCodeProvince',
      });
    }
  });
export type DealerRegistrationRequest = z.input<typeof DealerRegistrationRequest>;

export const DEALER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DealerStatus = (typeof DEALER_STATUSES)[number];

/** PATCH /api/dealers/:dealerId/status. Rejecting or revoking needs a reason, e-mailed to the dealer. */
export const DealerStatusRequest = z
  .strictObject({
    verificationStatus: z.enum(['verified', 'rejected'], { error: 'dealers:validation.statusInvalid' }),
    reason: optional(1000),
  })
  .superRefine((v, ctx) => {
    if (v.verificationStatus === 'rejected' && !v.reason) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'dealers:validation.reasonRequired' });
    }
  });

export const ListDealersQuery = z.object({
  search: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(200).optional()),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DEALER_STATUSES).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const DealerView = z.object({
  id: z.number(),
  businessName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  businessLicense: z.string().nullable(),
  dealerLicense: z.string(),
  gstNumber: z.string().nullable(),
  specialties: z.array(z.string()),
  operatingRadius: z.number(),
  operatingHours: z.string().nullable(),
  notes: z.string().nullable(),
  verificationStatus: z.enum(DEALER_STATUSES),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  hasAccount: z.boolean(),
  totalBids: z.number(),
  successfulBids: z.number(),
  createdAt: z.string(),
});
export type DealerView = z.infer<typeof DealerView>;

export const DealerListResponse = z.object({
  dealers: z.array(DealerView),
  total: z.number(),
  counts: z.object({ total: z.number(), verified: z.number(), pending: z.number(), rejected: z.number() }),
  page: z.number(),
  pageSize: z.number(),
});
export type DealerListResponse = z.infer<typeof DealerListResponse>;
