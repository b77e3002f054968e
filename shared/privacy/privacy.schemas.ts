import { z } from 'zod';

/** What a donor may ask about their personal data (PIPEDA, Quebec Law 25). */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'deletion', 'withdraw-consent'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const PRIVACY_REQUEST_STATUSES = ['received', 'in_progress', 'completed', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Fields a donor may ask staff to correct (labels: privacy:fields.<name>). */
export const CORRECTABLE_FIELDS = [
  'firstName',
  'lastName',
  'corporationName',
  'phone',
  'address',
  'city',
  'province',
  'postalCode',
  'vin',
  'other',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** Days allowed to answer a request (PIPEDA s. 8(3), Law 25 art. 32). */
export const PRIVACY_RESPONSE_DAYS = 30;

export const PrivacyRequestBody = z
  .object({
    email: z.string().trim().email().max(255),
    kind: z.enum(PRIVACY_REQUEST_KINDS),
    field: z.enum(CORRECTABLE_FIELDS).optional(),
    value: z.string().trim().max(500).optional(),
    message: z.string().trim().max(2000).optional(),
  })
  .refine((b) => b.kind !== 'correction' || (b.field && b.value), {
    message: 'privacy:errors.correctionNeedsValue',
    path: ['value'],
  });
export type PrivacyRequestBody = z.infer<typeof PrivacyRequestBody>;

export const PrivacyAction = z.object({
  at: z.string(),
  action: z.string(),
  detail: z.string().optional(),
  by: z.string().nullable().optional(),
});

export const PrivacyRequestView = z.object({
  id: z.number(),
  /** The address, or `deleted` once a deletion replaced it with its hash. */
  email: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  source: z.enum(['portal', 'mail']),
  locale: z.enum(['en', 'fr']),
  details: z.object({
    field: z.string().optional(),
    value: z.string().optional(),
    message: z.string().optional(),
  }),
  actions: z.array(PrivacyAction),
  retainedUntil: z.string().nullable(),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  overdue: z.boolean(),
});
export type PrivacyRequestView = z.infer<typeof PrivacyRequestView>;

/** The donor's answer: what was done and, after a deletion, what is kept and until when. */
export const PrivacyRequestResult = z.object({
  request: PrivacyRequestView,
  anonymised: z.number(),
  kept: z.array(z.object({ receiptNumber: z.string(), keepUntil: z.string() })),
});
export type PrivacyRequestResult = z.infer<typeof PrivacyRequestResult>;

export const AdminPrivacyListQuery = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export const AdminPrivacyListResponse = z.object({
  items: z.array(PrivacyRequestView),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  openCount: z.number(),
  overdueCount: z.number(),
});
export type AdminPrivacyListResponse = z.infer<typeof AdminPrivacyListResponse>;

export const AdminPrivacyUpdate = z
  .object({
    status: z.enum(PRIVACY_REQUEST_STATUSES).optional(),
    note: z.string().trim().min(1).max(2000).optional(),
  })
  .refine((b) => b.status !== undefined || b.note !== undefined, { message: 'api:validation' });
export type AdminPrivacyUpdate = z.infer<typeof AdminPrivacyUpdate>;

/** A request received by letter or e-mail, entered by staff (the identity is checked outside the portal). */
export const AdminPrivacyCreate = z.object({
  email: z.string().trim().email().max(255),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  locale: z.enum(['en', 'fr']).default('en'),
  field: z.enum(CORRECTABLE_FIELDS).optional(),
  value: z.string().trim().max(500).optional(),
  message: z.string().trim().max(2000).optional(),
});
export type AdminPrivacyCreate = z.infer<typeof AdminPrivacyCreate>;
