import { dataDirLayout } from '../../platform/storage/data-dir';
import { text } from 'node:stream/consumers';
import { eq, or } from 'drizzle-orm';
import { CreateUserRequest } from '@shared/users/users.schemas';
import { CliError, runCli } from '../../db/cli-errors';
import { openDatabase, type Db } from '../../db/client';
import { users } from '../../db/schema/auth';
import { readEnv } from '../../platform/env';
import { translate } from '../../platform/i18n';
import { createSettingsService } from '../settings/settings.service';
import { createUser } from './users.service';

/**
 * `npm run admin:create -- --username NAME --email ADDRESS` makes an admin account. The password is
 * read from ADMIN_PASSWORD, or asked for twice on the terminal without showing it, or read from the
 * first line of a pipe; never from the command line (other users see it in `ps`). It follows the
 * sign-up rule: the configured minimum length (security.passwordMinLength), at most 128 characters.
 * Exit codes: 0 created; 1 refused (username or e-mail taken, password too short, the embedded database
 * in use by a running server); 2 wrong arguments.
 */
const MAX_PASSWORD = 128;
const USAGE =
  'Usage: npm run admin:create -- --username NAME --email ADDRESS (password: prompted, or ADMIN_PASSWORD)';
const en = (key: string, params: Record<string, unknown> = {}) => translate('en', key, params);

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Reads a line from the terminal in raw mode, echoing `*` for each character typed. */
function askHidden(question: string): Promise<string> {
  const input = process.stdin;
  const output = process.stdout;
  return new Promise((done, fail) => {
    let chars: string[] = [];
    const finish = (err?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
      if (err) fail(err);
      else done(chars.join(''));
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003' || (ch === '\u0004' && !chars.length)) return finish(new CliError('Cancelled.'));
        if (ch === '\u007f' || ch === '\b') {
          if (chars.length) output.write('\b \b');
          chars = chars.slice(0, -1);
        } else if (ch >= ' ') {
          chars.push(ch);
          output.write('*');
        }
      }
    };
    // Raw mode (no echo) before the question: a password typed as soon as it shows is never echoed.
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
    output.write(question);
  });
}

async function readPassword(minimum: number, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    const line = (await text(process.stdin)).split(/\r?\n/)[0] ?? '';
    if (!line)
      throw new CliError('No password: set ADMIN_PASSWORD, or run this in a terminal to be asked for it.');
    return line;
  }
  const first = await askHidden(`Password (${minimum} to ${MAX_PASSWORD} characters): `);
  checkPassword(first, minimum);
  if ((await askHidden('The same password again: ')) !== first)
    throw new CliError('The two passwords differ.');
  return first;
}

function checkPassword(password: string, minimum: number): void {
  if (password.length < minimum)
    throw new CliError(`The password must have at least ${minimum} characters (security.passwordMinLength).`);
  if (password.length > MAX_PASSWORD)
    throw new CliError(`The password must have at most ${MAX_PASSWORD} characters.`);
}

/** The sign-up screen's refusal, in words: "This username is already taken". */
async function refuseTaken(db: Db, username: string, email: string): Promise<void> {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, username.toLowerCase()), eq(users.email, email.toLowerCase())));
  if (taken.some((u) => u.username === username.toLowerCase()))
    throw new CliError(`Could not create ${username}: ${en('users:errors.usernameTaken')}.`);
  if (taken.length) throw new CliError(`Could not create ${username}: ${en('users:errors.emailTaken')}.`);
}

const parsed = CreateUserRequest.pick({ username: true, email: true }).safeParse({
  username: arg('username') ?? '',
  email: arg('email') ?? '',
});
if (!arg('username') || !arg('email') || !parsed.success) {
  console.error(
    parsed.success || !arg('username') || !arg('email') ? USAGE : en(parsed.error.issues[0]!.message),
  );
  process.exit(2);
}
const { username, email } = parsed.data;
const env = readEnv();
await runCli(async () => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
  });
  try {
    await database.migrate();
    // Checked before the password is typed; the unique indexes still decide a race.
    await refuseTaken(database.db, username, email);
    const minimum = await createSettingsService(database.db).number('security', 'passwordMinLength');
    const password = await readPassword(minimum, env.ADMIN_PASSWORD);
    checkPassword(password, minimum);
    await database.db.transaction(async (tx) => {
      await createUser(tx, { username, email, password, role: 'admin' });
    });
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code === '23505')
      throw new CliError(`Could not create ${username}: ${en('users:errors.taken')}.`);
    throw err;
  } finally {
    await database.close();
  }
  console.log(`admin ${username} created (${database.kind})`);
});
