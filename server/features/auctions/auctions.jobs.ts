import { defineJob } from '../../platform/jobs/job-spec';
import { closeAuction, dueAuctionIds } from './auction-close.service';

/**
 * Every minute, the auctions past their end time close themselves (DECISIONS §11). The schedule
 * fires once per minute across all instances, and each close locks its auction row, so a close
 * happens exactly once even if two runs overlap.
 */
export const closeDueAuctions = defineJob({
  name: 'auctions.close-due',
  cron: '* * * * *',
  maxAttempts: 3,
  async run(_payload, ctx) {
    const now = new Date();
    for (const auctionId of await dueAuctionIds(ctx, now)) {
      await ctx.db.transaction((tx) => closeAuction(ctx, tx, { auctionId, actor: null, now, early: false }));
    }
  },
});

export const auctionsJobs = [closeDueAuctions];
