import { todayInCanada } from '@shared/canada-date';
import { isPayoutDay, type PayoutFrequency } from '@shared/payouts/payout-schedule';
import { defineJob } from '../../platform/jobs/job-spec';
import { runPayouts } from './payout.service';

/**
 * Every day at 10:00 UTC (early morning in Canada), payouts are grouped when the day is a payout day of
 * the schedule in the settings (weekly on Mondays, monthly on the 1st). A second run the same day
 * finds nothing unpaid that the first took, so running twice is harmless.
 */
export const scheduledPayouts = defineJob({
  name: 'payouts.run-scheduled',
  cron: '0 10 * * *',
  maxAttempts: 3,
  async run(_payload, ctx) {
    const frequency = String(await ctx.settings.get('money', 'payoutFrequency')) as PayoutFrequency;
    if (!isPayoutDay(todayInCanada(new Date()), frequency)) return;
    await runPayouts(ctx, { trigger: 'schedule', actor: null });
  },
});

export const payoutsJobs = [scheduledPayouts];
