import type { DatabaseKind } from '../db/client';
import type { Env } from '../platform/env';

/**
 * Whether a start loads the demo data. Its accounts' passwords are public (README), so a production
 * start never loads them unless told in so many words (`SEED_DEMO=always`); `auto` fills only an empty
 * embedded database outside production: the one-command try-out.
 */
export async function demoSeedWanted(opts: {
  seedDemo: Env['SEED_DEMO'];
  nodeEnv: Env['NODE_ENV'];
  databaseKind: DatabaseKind;
  databaseEmpty: () => Promise<boolean>;
}): Promise<boolean> {
  if (opts.seedDemo === 'always') return true;
  if (opts.seedDemo === 'never' || opts.nodeEnv === 'production') return false;
  return opts.databaseKind === 'pglite' && (await opts.databaseEmpty());
}
