import { addHtmlPart, MAIL_SEND_JOB, requeueUnsentMail } from '../mail';
import { defineJob } from './job-spec';

/**
 * Gives one outbox message its HTML part (the one layout, decision 028: made here, off the request
 * that queued it) and delivers it; without SMTP it stays in the outbox for admins to read.
 */
export const sendMailJob = defineJob<{ outboxId: number }>({
  name: MAIL_SEND_JOB,
  maxAttempts: 5,
  async run(payload, ctx, job) {
    await addHtmlPart(ctx, payload.outboxId);
    if (!ctx.mailDelivery) return;
    await ctx.mailDelivery.send(payload.outboxId, job.attempt, job.maxAttempts);
  },
});

/** With SMTP configured, queued messages that have no job (written while SMTP was off) get one. */
export const requeueMailJob = defineJob({
  name: 'mail.requeue-unsent',
  cron: '*/10 * * * *',
  async run(_payload, ctx) {
    if (ctx.mailDelivery) await requeueUnsentMail(ctx.db);
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

// Finished jobs are kept a week for the admin's view, then removed by pg-boss (the queues'
// `deleteAfterSeconds`, maintained-queue.ts): decision 007's `jobs.cleanup` is gone.
export const platformJobs = [sendMailJob, requeueMailJob, sweepOrphanFilesJob];
