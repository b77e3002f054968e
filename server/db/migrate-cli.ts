import { dataDirLayout } from '../platform/storage/data-dir';
import { openDatabase } from './client';
import { runCli } from './cli-errors';
import { readEnv } from '../platform/env';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
const env = readEnv();
await runCli(async () => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(`migrations applied (${database.kind})`);
});
