import { lt } from 'drizzle-orm';
import { sessions, verifications } from '../../db/schema/auth';
import { defineJob } from '../../platform/jobs/job-spec';

/** Expired sessions and one-time verification values (password links, sign-in codes) are removed hourly. */
export const purgeExpiredSessionsJob = defineJob({
  name: 'auth.purge-expired',
  cron: '7 * * * *',
  async run(_payload, ctx) {
    const now = new Date();
    await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now));
    await ctx.db.delete(verifications).where(lt(verifications.expiresAt, now));
  },
});

export const authJobs = [purgeExpiredSessionsJob];
