import { resolve, join } from 'node:path';
import { openDatabase } from './client';
import { readEnv } from '../platform/env';

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded database. */
const env = readEnv();
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
