import { defineJob } from '../../platform/jobs/job-spec';
import { purgeSessionsBefore } from './chat.repo';

const DAY_MS = 86_400_000;

/**
 * Every night, transcripts whose last message is older than the retention setting
 * (chat.transcriptRetentionDays) are deleted with their messages. Safe to run twice.
 */
export const purgeChatTranscripts = defineJob({
  name: 'chat.purge-transcripts',
  cron: '23 4 * * *',
  maxAttempts: 3,
  async run(_payload, ctx) {
    const days = await ctx.settings.number('chat', 'transcriptRetentionDays');
    if (days <= 0) return;
    await purgeSessionsBefore(ctx.db, new Date(Date.now() - days * DAY_MS));
  },
});

export const chatJobs = [purgeChatTranscripts];
