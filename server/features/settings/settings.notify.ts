import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { SETTINGS_CHANGED_CHANNEL } from './settings.service';

/**
 * Tells every instance (their settings services listen) that settings or the active theme changed. Sent
 * on the change's transaction, so it is delivered at commit, and never for a change rolled back.
 */
export async function announceSettingsChange(tx: DbOrTx, what: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANGED_CHANNEL}, ${what})`);
}
