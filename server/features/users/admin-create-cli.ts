import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../../db/client';
import { readEnv } from '../../platform/env';
import { createUser } from './users.service';

/**
 * `npm run admin:create -- --username NAME --email ADDRESS` makes an admin account. The password is
 * read from ADMIN_PASSWORD or asked for on the terminal (never taken from the command line).
 */
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const env = readEnv();
const username = arg('username');
const email = arg('email');
if (!username || !email) {
  console.error('Usage: npm run admin:create -- --username NAME --email ADDRESS');
  process.exit(2);
}
let password = env.ADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password (at least 12 characters): ');
  rl.close();
}
if (password.length < 12) {
  console.error('The password must have at least 12 characters.');
  process.exit(2);
}
const database = await openDatabase({
  url: env.DATABASE_URL,
  dataDir: join(resolve(env.DATA_DIR), 'pglite'),
});
await database.migrate();
try {
  await createUser(database.db, { username, email, password, role: 'admin' });
  console.log(`admin ${username} created`);
} catch (err) {
  console.error(`Could not create ${username}: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
