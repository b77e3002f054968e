import { z } from 'zod';

/** Request and response contracts of the receipt routes. The client imports the types only. */

const amount = z
  .number({ error: 'receipts:errors.receiptValueRequired' })
  .positive('receipts:errors.receiptValueRequired')
  .max(99_999_999.99, 'receipts:errors.receiptValueRequired');
const notes = z.string().trim().max(2000, 'receipts:errors.notesTooLong').optional().nullable();
const advantageDescription = z
  .string()
  .trim()
  .max(500, 'receipts:errors.advantageDescriptionTooLong')
  .optional()
  .nullable();

/** The evidence staff base the value on (an id from the proposal), and why when not the default. */
const basis = z.string().trim().max(64).optional().nullable();
const basisReason = z.string().trim().max(500, 'receipts:errors.basisReasonTooLong').optional().nullable();

export const DonationIdParams = z.object({ id: z.coerce.number().int().positive() });

export const GenerateReceiptRequest = z.object({
  receiptValue: amount,
  notes,
  basis,
  basisReason,
  advantageDescription,
  sendEmail: z.boolean().default(true),
});
export type GenerateReceiptRequest = z.infer<typeof GenerateReceiptRequest>;

export const ReplaceReceiptRequest = z.object({
  reason: z
    .string({ error: 'receipts:errors.reasonRequired' })
    .trim()
    .min(1, 'receipts:errors.reasonRequired')
    .max(1000, 'receipts:errors.reasonRequired'),
  receiptValue: amount.optional(),
  notes,
  basis,
  basisReason,
  advantageDescription,
  sendEmail: z.boolean().default(true),
});
export type ReplaceReceiptRequest = z.infer<typeof ReplaceReceiptRequest>;

export const IssueReceiptResponse = z.object({
  receiptNumber: z.string(),
  /** YYYY-MM-DD */
  receiptDate: z.string(),
  eligibleAmount: z.number(),
  sendEmail: z.boolean(),
  emailQueued: z.boolean(),
  replacedReceiptNumber: z.string().nullable(),
});
export type IssueReceiptResponse = z.infer<typeof IssueReceiptResponse>;

/** The charity's registry status (Revoked, Suspended...) from a date on or before the receipt's issue. */
/** A receipt issued on or after a revocation or suspension; `restoredDate` when re-registered later. */
export const RegistryFlag = z.object({
  status: z.string(),
  effectiveDate: z.string(),
  restoredDate: z.string().nullable(),
});
export type RegistryFlag = z.infer<typeof RegistryFlag>;

export const ReceiptSummary = z.object({
  receiptNumber: z.string(),
  receiptDate: z.string(),
  status: z.enum(['issued', 'cancelled']),
  receiptAmount: z.number(),
  advantageAmount: z.number(),
  eligibleAmount: z.number(),
  isReplacement: z.boolean(),
  originalReceiptNumber: z.string().nullable(),
  replacedByReceiptNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  emailSent: z.boolean(),
  downloadCount: z.number(),
  locale: z.string(),
  createdAt: z.string(),
  registryFlag: RegistryFlag.nullable(),
});
export type ReceiptSummary = z.infer<typeof ReceiptSummary>;

/** One figure on file that can support the value (issue 33), and the receipt value it would give. */
export const ReceiptEvidence = z.object({
  id: z.string(),
  kind: z.enum(['sale', 'bid', 'appraisal', 'scrap', 'recorded']),
  amount: z.number(),
  /** The fair market value the receipt would carry on this basis (after the deemed-value rule). */
  receiptValue: z.number().nullable(),
  armsLength: z.boolean(),
  date: z.string().nullable(),
  source: z.string().nullable(),
  auctionId: z.number().nullable(),
  isDefault: z.boolean(),
});
export type ReceiptEvidence = z.infer<typeof ReceiptEvidence>;

/** What the next receipt would say, and why it cannot be issued yet (translated reasons). */
export const ProposedReceipt = z.object({
  mode: z.enum(['issue', 'replace']),
  fairMarketValue: z.number().nullable(),
  advantageAmount: z.number(),
  eligibleAmount: z.number().nullable(),
  deemed: z.boolean(),
  /** Which part of ITA 248(35) limited the value to the donor's cost; null when it did not. */
  deemedReason: z.enum(['heldUnderThreeYears', 'giftingArrangement']).nullable(),
  advantageDescriptionRequired: z.boolean(),
  refusals: z.array(z.string()),
  canIssue: z.boolean(),
  /** Every figure on file, highest first; the default is the highest at arm's length. */
  evidence: z.array(ReceiptEvidence),
  /** The place of issue the receipt will print (the charity's, or the platform's as a fallback). */
  placeOfIssue: z.string(),
  /** What staff should check before issuing, without blocking it (translated). */
  warnings: z.array(z.string()),
});
export type ProposedReceipt = z.infer<typeof ProposedReceipt>;

export const DonationReceiptsResponse = z.object({
  receipts: z.array(ReceiptSummary),
  proposed: ProposedReceipt,
});
export type DonationReceiptsResponse = z.infer<typeof DonationReceiptsResponse>;

/** Charity, date and amount are null unless the SHA-256 of the issued PDF was presented (`fileMatches`). */
export const VerifyReceiptResponse = z.object({
  valid: z.boolean(),
  receiptNumber: z.string(),
  charityName: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  dateIssued: z.string().nullable(),
  eligibleAmount: z.number().nullable(),
  status: z.enum(['issued', 'cancelled']).nullable(),
  /** Set when the charity was revoked or suspended from a date on or before the issue: not valid. */
  registryFlag: RegistryFlag.nullable(),
  replacedBy: z.string().nullable(),
  /**
   * Whether the SHA-256 of a presented PDF (query `sha256`) is that of the file issued under this
   * number: an edited copy does not match. Null when no hash was presented or the number is unknown.
   */
  fileMatches: z.boolean().nullable(),
});
export type VerifyReceiptResponse = z.infer<typeof VerifyReceiptResponse>;

export const VerifyReceiptQuery = z.object({
  sha256: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: 'receipts:errors.sha256Invalid' })
    .optional(),
});
