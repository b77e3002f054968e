import { defineJob } from '../../platform/jobs/job-spec';
import { PUBLISH_SCHEDULED_JOB, publishScheduled, scheduledPostJobs } from './posts.service';
import { pruneViews } from './views.service';

/** A post scheduled for a future time is published by this job, queued for that time when it is saved. */
export const publishScheduledPost = defineJob<{ postId: number }>({
  name: PUBLISH_SCHEDULED_JOB,
  maxAttempts: 5,
  async run(payload, ctx) {
    await publishScheduled(ctx, payload.postId);
  },
  pending: scheduledPostJobs,
});

/** Daily: the visitor hashes behind "once per visitor per day" are not kept beyond yesterday. */
export const pruneBlogViews = defineJob({
  name: 'blog.prune-views',
  cron: '17 3 * * *',
  maxAttempts: 3,
  async run(_payload, ctx) {
    await pruneViews(ctx);
  },
});

export const blogJobs = [publishScheduledPost, pruneBlogViews];
