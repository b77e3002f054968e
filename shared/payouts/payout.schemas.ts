import { z } from 'zod';
import { toCents } from '../money';
import { toMilliPercent } from './fees';

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDate = z
  .string({ error: 'money:validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'money:validation.date' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'money:validation.date',
    },
  );

/** `POST /api/admin/payouts/:id/paid` */
export const MarkPaidRequest = z.object({
  paidOn: isoDate,
  method: z.enum(['eft', 'cheque'], { error: 'money:validation.method' }),
  reference: z
    .string({ error: 'money:validation.reference' })
    .trim()
    .min(1, { error: 'money:validation.reference' })
    .max(100, { error: 'money:validation.referenceLong' }),
});
export type MarkPaidRequest = z.infer<typeof MarkPaidRequest>;

/** `POST /api/admin/payouts/:id/void` */
export const VoidRequest = z.object({
  reason: z
    .string({ error: 'money:validation.reason' })
    .trim()
    .min(3, { error: 'money:validation.reason' })
    .max(500, { error: 'money:validation.reasonLong' }),
});
export type VoidRequest = z.infer<typeof VoidRequest>;

/** A non-negative amount in dollars, read as integer cents. */
const cents = z.union([z.number(), z.string()], { error: 'money:validation.amount' }).transform((v, ctx) => {
  const c = toCents(v);
  if (c === null || c < 0 || c > 99_999_999) {
    ctx.addIssue({ code: 'custom', message: 'money:validation.amount' });
    return z.NEVER;
  }
  return c;
});

/** A percentage 0–100 with three decimals at most, read as thousandths of a percent. */
const milliPercent = z
  .union([z.number(), z.string()], { error: 'money:validation.percent' })
  .transform((v, ctx) => {
    const m = toMilliPercent(v);
    if (m === null) {
      ctx.addIssue({ code: 'custom', message: 'money:validation.percent' });
      return z.NEVER;
    }
    return m;
  });

/** `POST /api/admin/fee-schedules` */
export const CreateFeeScheduleRequest = z.object({
  charityId: z.coerce
    .number({ error: 'money:validation.charity' })
    .int()
    .positive({ error: 'money:validation.charity' }),
  effectiveFrom: isoDate,
  towingPercent: milliPercent.default(0),
  towingFlat: cents.default(0),
  saleFeePercent: milliPercent.default(0),
  saleFeeFlat: cents.default(0),
  storagePercent: milliPercent.default(0),
  storageFlat: cents.default(0),
  processingPercent: milliPercent.default(0),
  processingFlat: cents.default(0),
  taxPercent: milliPercent.default(0),
  note: z.string().trim().max(500, { error: 'money:validation.reasonLong' }).nullish(),
});

/** `POST /api/admin/settlements/:id/corrections`: a signed amount (what it adds to the net) and why. */
export const CorrectionRequest = z.object({
  amount: z.union([z.number(), z.string()], { error: 'money:validation.amount' }).transform((v, ctx) => {
    const c = toCents(v);
    if (c === null || c === 0 || Math.abs(c) > 99_999_999) {
      ctx.addIssue({ code: 'custom', message: 'money:validation.correction' });
      return z.NEVER;
    }
    return c;
  }),
  reason: VoidRequest.shape.reason,
});
