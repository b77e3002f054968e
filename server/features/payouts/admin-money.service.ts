import { asc, desc, eq, sql } from 'drizzle-orm';
import { charities } from '../../db/schema/charities';
import { centsToNumber, toCents } from '@shared/money';
import { payoutRuns } from '../../db/schema/money';
import type { AppContext } from '../../platform/context';
import { listFeeSchedules } from './fee-schedule.service';
import { payoutViews } from './money-read.service';

/** `/admin/payouts`: what each charity is owed, the latest runs, every payout, the fee schedules. */
export async function adminMoneyOverview(ctx: AppContext) {
  const balances = (await ctx.db.execute(sql`
    select c.id as charity_id, c.name as charity_name,
      coalesce((select sum(l.amount) from settlement_lines l where l.charity_id = c.id
        and not exists (select 1 from payout_items i where i.line_id = l.id and not i.released)), 0)::text as unpaid,
      coalesce((select sum(p.total) from payouts p where p.charity_id = c.id and p.status = 'open'), 0)::text as open
    from charities c
    where exists (select 1 from settlements s where s.charity_id = c.id)
    order by c.name, c.id`)) as unknown as {
    rows: { charity_id: number; charity_name: string; unpaid: string; open: string }[];
  };
  const charityRows = await ctx.db
    .select({ id: charities.id, name: charities.name })
    .from(charities)
    .where(eq(charities.verificationStatus, 'verified'))
    .orderBy(asc(charities.name));
  const runs = await ctx.db.select().from(payoutRuns).orderBy(desc(payoutRuns.id)).limit(20);
  return {
    balances: balances.rows.map((b) => ({
      charityId: Number(b.charity_id),
      charityName: b.charity_name,
      unpaid: centsToNumber(toCents(b.unpaid)!),
      inOpenPayouts: centsToNumber(toCents(b.open)!),
    })),
    runs: runs.map((r) => ({
      id: r.id,
      trigger: r.trigger,
      payoutCount: r.payoutCount,
      total: centsToNumber(toCents(r.total)!),
      createdAt: r.createdAt.toISOString(),
    })),
    payouts: await payoutViews(ctx, {}),
    charities: charityRows,
    feeSchedules: await listFeeSchedules(ctx),
  };
}
