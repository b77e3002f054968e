import { resolve, join } from 'node:path';
import { openDatabase } from './client';
import { runCli } from './cli-errors';
import { readEnv } from '../platform/env';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
const env = readEnv();
await runCli(async () => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: join(resolve(env.DATA_DIR), 'pglite'),
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`migrations applied (${database.kind})`);
});
