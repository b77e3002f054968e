import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { SETTINGS, SETTINGS_CHANGED_CHANNEL } from './settings.service';

/**
 * Tells every instance (their settings services listen) that settings or the active theme changed. Sent
 * on the change's transaction, so it is delivered at commit, and never for a change rolled back.
 */
export async function announceSettingsChange(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${what})`);
}

/**
 * After a change made here, once committed: this app's settings are reloaded before its answer is sent,
 * so the writer reads what it wrote (counted by the kept-copy registry as a change made here).
 */
export async function forgetSettings(ctx: AppContext): Promise<void> {
  await ctx.keptCopies.forget(SETTINGS);
}
