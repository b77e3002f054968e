import { MAIL_SEND_JOB } from '../mail';
import { deleteFinishedJobs } from './job-repo';
import { defineJob } from './job-spec';

const DAY_MS = 24 * 3600_000;

/** Delivers one outbox message; without SMTP it stays in the outbox for admins to read. */
export const sendMailJob = defineJob<{ outboxId: number }>({
  name: MAIL_SEND_JOB,
  maxAttempts: 5,
  async run(payload, ctx, job) {
    if (!ctx.mailDelivery) return;
    await ctx.mailDelivery.send(payload.outboxId, job.attempt, job.maxAttempts);
  },
});

/** Files whose row never committed (the transaction failed after the write) are removed after an hour. */
export const sweepOrphanFilesJob = defineJob({
  name: 'files.sweep-orphans',
  cron: '17 * * * *',
  async run(_payload, ctx) {
    await ctx.storage.sweepOrphans(ctx.db, { olderThan: new Date(Date.now() - 3600_000) });
  },
});

/** Finished jobs are kept a week for the admin's view, then removed. */
export const cleanupJobsJob = defineJob({
  name: 'jobs.cleanup',
  cron: '41 3 * * *',
  async run(_payload, ctx) {
    await deleteFinishedJobs(ctx.db, new Date(Date.now() - 7 * DAY_MS));
  },
});

export const platformJobs = [sendMailJob, sweepOrphanFilesJob, cleanupJobsJob];
