import { z } from 'zod';
import { DEFAULT_PERIOD_DAYS, PERIOD_DAYS } from './periods';

/** Contracts of the admin dashboard (GET /api/admin/dashboard). Every figure is computed from the data. */

export const PeriodQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (PERIOD_DAYS as readonly number[]).includes(d), 'validation:choiceInvalid')
    .default(DEFAULT_PERIOD_DAYS),
});
export type PeriodQuery = z.infer<typeof PeriodQuery>;

const Vehicle = z.object({ year: z.number().int(), make: z.string(), model: z.string() });

const Figure = z.object({ current: z.number(), previous: z.number() });

export const DashboardResponse = z.object({
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  cards: z.object({
    /** Donations submitted in the period. */
    donations: Figure,
    /** Fair market value on the receipts issued in the period (dollars, exact to the cent). */
    valueReceived: Figure,
    receiptsIssued: Figure,
    /** Charities and dealers registered in the period. */
    newPartners: Figure.extend({ charities: z.number().int(), dealers: z.number().int() }),
  }),
  /** Donations submitted in the period, by their status now. */
  byStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  auctionsClosingSoon: z.array(
    z.object({
      id: z.number().int(),
      donationId: z.number().int(),
      vehicle: Vehicle,
      endDate: z.string(),
      currentHighBid: z.number(),
      bidCount: z.number().int(),
    }),
  ),
  recentActivity: z.array(
    z.object({
      kind: z.enum(['audit', 'donation']),
      at: z.string(),
      actorName: z.string().nullable(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      /** The vehicle, for a donation submitted. */
      vehicle: Vehicle.nullable(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;
