import { lt } from 'drizzle-orm';
import { donorEmailChallenges } from '../../db/schema/donations';
import { defineJob } from '../../platform/jobs/job-spec';

/** One-time e-mail codes are kept a day past their expiry (to read a complaint), then removed. */
export const purgeEmailChallengesJob = defineJob({
  name: 'donor-portal.purge-email-codes',
  cron: '23 * * * *',
  async run(_payload, ctx) {
    await ctx.db
      .delete(donorEmailChallenges)
      .where(lt(donorEmailChallenges.expiresAt, new Date(Date.now() - 24 * 3600_000)));
  },
});

export const donorPortalJobs = [purgeEmailChallengesJob];
