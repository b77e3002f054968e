import { z } from 'zod';

/** Contracts of /api/admin/analytics and its CSV exports. */

export const ANALYTICS_DATASETS = [
  'totals',
  'per-week',
  'per-province',
  'funnel',
  'stage-days',
  'top-posts',
  'categories',
] as const;
export type AnalyticsDataset = (typeof ANALYTICS_DATASETS)[number];
export const ExportParams = z.object({ dataset: z.enum(ANALYTICS_DATASETS) });

/** The funnel's steps: submitted, then picked up (the gift received), then receipted. */
export const FUNNEL_STEPS = ['submitted', 'picked_up', 'receipted'] as const;

export const AnalyticsResponse = z.object({
  period: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  totals: z.object({
    donations: z.number().int(),
    valueReceived: z.number(),
    receiptsIssued: z.number().int(),
    users: z.number().int(),
    publishedPosts: z.number().int(),
    draftPosts: z.number().int(),
    totalViews: z.number().int(),
    categories: z.number().int(),
    activeForms: z.number().int(),
  }),
  /** Weeks start on Monday, Eastern time; weeks without a donation are listed with 0. */
  perWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** Every province and territory, 0 included. */
  perProvince: z.array(z.object({ province: z.string(), count: z.number().int() })),
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      count: z.number().int(),
      /** Donations of the step before that did not reach this one (0 for the first step). */
      dropOff: z.number().int(),
      /** dropOff as a percentage of the step before, one decimal; null for the first step or an empty step before. */
      dropOffPercent: z.number().nullable(),
    }),
  ),
  /** Average days spent in each status, over the stays that ended in the period. */
  stageDays: z.array(z.object({ status: z.string(), averageDays: z.number(), stays: z.number().int() })),
  topPosts: z.array(
    z.object({ id: z.number().int(), title: z.string(), slug: z.string(), viewCount: z.number().int() }),
  ),
  /** Up to five categories with the most published posts, with their share of published posts. */
  categories: z.array(
    z.object({ id: z.number().int(), name: z.string(), posts: z.number().int(), share: z.number() }),
  ),
});
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;
