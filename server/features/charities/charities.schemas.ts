import { z } from 'zod';

/** Response contracts of the charity endpoints; requests are the shared schemas (@shared/charities). */

const RegistryAddress = z.object({
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
});

export const VerifyResponse = z.object({
  isValid: z.boolean(),
  name: z.string().nullable(),
  /** Registry status when valid; otherwise why not, in the request's language. */
  status: z.string(),
  registryStatus: z.string().nullable(),
  effectiveDate: z.string().nullable(),
  designation: z.string().nullable(),
  category: z.string().nullable(),
  sanction: z.string().nullable(),
  address: RegistryAddress.nullable(),
  /** Already registered here (a second registration would be refused). */
  alreadyRegistered: z.boolean(),
});
export type VerifyResponse = z.infer<typeof VerifyResponse>;

export const VerifyDetailedResponse = VerifyResponse.extend({
  /** Values to fill the registration form with (registry capitals turned into normal case). */
  fill: z
    .object({
      name: z.string(),
      address: z.string(),
      city: z.string(),
      province: z.string(),
      postalCode: z.string(),
    })
    .partial()
    .nullable(),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
  }),
  programs: z.array(z.string()),
  financialInfo: z.null(),
});

export const VerifyByNumberResponse = z.object({
  verified: z.boolean(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  status: z.string(),
});

export const RegNumberParams = z.object({ regNumber: z.string().max(40) });
export const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const SyncResponse = z.object({
  success: z.boolean(),
  lastSync: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
  /** Receipts are now refused (status moved to revoked, annulled or suspended). */
  receiptingBlocked: z.boolean(),
  message: z.string(),
});
export type SyncResponse = z.infer<typeof SyncResponse>;

export const CreateRegistrationResponse = z.object({
  id: z.number().int(),
  registrationNumber: z.string(),
  verificationStatus: z.literal('pending'),
});

export const ReceiptReadiness = z.object({
  registered: z.boolean(),
  signer: z.boolean(),
  signature: z.boolean(),
  placeOfIssue: z.boolean(),
  ready: z.boolean(),
});

export const CharityView = z.object({
  id: z.number().int(),
  name: z.string(),
  nameFr: z.string().nullable(),
  legalName: z.string().nullable(),
  registrationNumber: z.string(),
  address: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string(),
  focusAreas: z.array(z.string()),
  isActive: z.boolean(),
  verificationStatus: z.string(),
  rejectionReason: z.string().nullable(),
  hasAccount: z.boolean(),
  craStatus: z.string().nullable(),
  registryStatus: z.string().nullable(),
  designationCode: z.string().nullable(),
  lastVerified: z.string().nullable(),
  lastSyncDate: z.string().nullable(),
  syncStatus: z.string(),
  signerName: z.string().nullable(),
  signerTitle: z.string().nullable(),
  signerTitleFr: z.string().nullable(),
  hasSignature: z.boolean(),
  placeOfIssue: z.string().nullable(),
  annualRevenue: z.number().nullable(),
  charitablePurposes: z.number().nullable(),
  fundraisingCosts: z.number().nullable(),
  administrativeCosts: z.number().nullable(),
  governmentFunding: z.number().nullable(),
  fiscalYear: z.number().nullable(),
  t3010Filed: z.boolean(),
  t3010DueDate: z.string().nullable(),
  lastFilingDate: z.string().nullable(),
  complianceStatus: z.string(),
  boardSize: z.number().nullable(),
  compensatedPositions: z.number().nullable(),
  conflictOfInterestPolicy: z.boolean().nullable(),
  programAreas: z.array(z.string()),
  targetPopulation: z.array(z.string()),
  partnerOrganizations: z.array(z.string()),
  readiness: ReceiptReadiness,
  createdAt: z.string(),
});
export type CharityView = z.infer<typeof CharityView>;
