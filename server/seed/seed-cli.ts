import { dataDirLayout } from '../platform/storage/data-dir';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { CliError, runCli } from '../db/cli-errors';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { readEnv } from '../platform/env';

/** `npm run db:seed`: loads the demo data into an empty database (refuses one that has users). */
const env = readEnv();
await runCli(async () => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
  });
  try {
    await database.migrate();
    if (!(await isDatabaseEmpty(database.db)))
      throw new CliError('The database already has users; demo data is only loaded into an empty database.');
    const app = await buildApp({ env, database, logger: false });
    await seedDemoData(app.ctx);
    await app.close();
  } finally {
    await database.close();
  }
  console.log(`demo data loaded (${database.kind})`);
});
