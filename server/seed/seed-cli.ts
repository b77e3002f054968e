import { join, resolve } from 'node:path';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { isDatabaseEmpty, seedDemoData } from './seed';
import { readEnv } from '../platform/env';

/** `npm run db:seed`: loads the demo data into an empty database (refuses one that has users). */
const env = readEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
await database.migrate();
if (!(await isDatabaseEmpty(database.db))) {
  console.error('The database already has users; demo data is only loaded into an empty database.');
  await database.close();
  process.exit(1);
}
const app = await buildApp({ env, database, logger: false });
await seedDemoData(app.ctx);
await app.close();
await database.close();
console.log(`demo data loaded (${database.kind})`);
