import { z } from 'zod';
import { isoDate } from '@shared/payouts/payout.schemas';

export const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const SettlementsQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  saleKind: z.enum(['auction', 'scrap']).optional(),
  state: z.enum(['unpaid', 'paid']).optional(),
});

const Terms = z.record(z.string(), z.string());

export const RecyclingView = z.object({
  donationId: z.number(),
  recyclerName: z.string(),
  recyclerLicence: z.string().nullable(),
  certificateNumber: z.string(),
  certificateDate: z.string(),
  hasScan: z.boolean(),
});

export const SettlementView = z.object({
  id: z.number(),
  donationId: z.number(),
  charityId: z.number(),
  charityName: z.string(),
  vehicle: z.object({ year: z.number(), make: z.string(), model: z.string() }),
  vin: z.string().nullable(),
  saleKind: z.enum(['auction', 'scrap']),
  saleDate: z.string(),
  gross: z.number(),
  costs: z.number(),
  net: z.number(),
  unpaid: z.number(),
  paid: z.boolean(),
  payoutIds: z.array(z.number()),
  receiptNumber: z.string().nullable(),
  eligibleAmount: z.number().nullable(),
  recycling: RecyclingView.omit({ donationId: true }).nullable(),
  lines: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      amount: z.number(),
      reason: z.string().nullable(),
      createdAt: z.string(),
      payoutId: z.number().nullable(),
    }),
  ),
});
export const SettlementsResponse = z.object({ settlements: z.array(SettlementView) });

export const PayoutView = z.object({
  id: z.number(),
  charityId: z.number(),
  charityName: z.string(),
  number: z.string(),
  status: z.enum(['open', 'paid', 'void']),
  total: z.number(),
  createdAt: z.string(),
  paidOn: z.string().nullable(),
  method: z.enum(['eft', 'cheque']).nullable(),
  reference: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export const PayoutsResponse = z.object({ payouts: z.array(PayoutView) });

export const MoneySummaryResponse = z.object({
  charityId: z.number(),
  charityName: z.string(),
  balanceDue: z.number(),
  unpaid: z.number(),
  inOpenPayouts: z.number(),
  paidTotal: z.number(),
  frequency: z.enum(['weekly', 'monthly']),
  nextPayoutDate: z.string(),
  terms: Terms,
  monthly: z.array(
    z.object({
      month: z.string(),
      gross: z.number(),
      costs: z.number(),
      net: z.number(),
      vehicles: z.number(),
    }),
  ),
});

export const RunResponse = z.object({
  runId: z.number(),
  payoutIds: z.array(z.number()),
  payoutCount: z.number(),
  total: z.number(),
});

export const FeeScheduleView = z.object({
  id: z.number(),
  charityId: z.number(),
  charityName: z.string(),
  effectiveFrom: z.string(),
  terms: Terms,
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const AdminPayoutsResponse = z.object({
  balances: z.array(
    z.object({
      charityId: z.number(),
      charityName: z.string(),
      unpaid: z.number(),
      inOpenPayouts: z.number(),
    }),
  ),
  runs: z.array(
    z.object({
      id: z.number(),
      trigger: z.string(),
      payoutCount: z.number(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
  payouts: z.array(PayoutView),
  feeSchedules: z.array(FeeScheduleView),
  /** Verified charities, for the fee schedule and export filters. */
  charities: z.array(z.object({ id: z.number(), name: z.string() })),
});

const requiredText = (max: number) =>
  z
    .string({ error: 'money:validation.required' })
    .trim()
    .min(1, { error: 'money:validation.required' })
    .max(max, { error: 'money:validation.reasonLong' });

/** `PUT /api/admin/donations/:id/recycling` */
export const RecyclingRequest = z.object({
  recyclerName: requiredText(200),
  recyclerLicence: z.string().trim().max(100, { error: 'money:validation.reasonLong' }).nullish(),
  certificateNumber: requiredText(100),
  certificateDate: isoDate,
});
