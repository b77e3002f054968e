import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchDatabase } from '../server/test/scratch-database';
import { checkBackupRoundTrip } from './release-check-backup';

/**
 * `npm run test:release` (CI, after `npm run build`; decision 025): what an operator does with a release.
 * Copies dist/ to a folder of its own, installs its production dependencies from its lockfile, starts it
 * with `npm start` in production on a scratch PostgreSQL database (the demo data asked for with
 * SEED_DEMO=always), then over HTTP signs in, submits a donation and issues a receipt, reads the PDF,
 * runs `admin:create` from the release, then `db:backup` of the running site and `db:restore` of it into
 * a fresh database (release-check-backup.ts). Any step that fails ends the run with exit code 1.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.RELEASE_CHECK_PORT ?? '5170');
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
const say = (line: string) => console.log(`[release ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);

if (!existsSync('dist/package.json')) throw new Error('No release in dist/: run npm run build first');
const root = mkdtempSync(join(tmpdir(), 'vdc-release-'));
const folder = join(root, 'app');
cpSync('dist', folder, { recursive: true });
say(`copied dist/ to ${folder}`);

// A machine's npm cache may serve the packages (`--prefer-offline`); the lockfile fixes every version.
const install = spawnSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
  cwd: folder,
  stdio: ['ignore', 'ignore', 'pipe'],
  encoding: 'utf8',
  env: { ...process.env, npm_config_loglevel: 'error' },
});
if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stderr}`);
const du = spawnSync('du', ['-sm', join(folder, 'node_modules')], { encoding: 'utf8' }).stdout.split('\t')[0];
say(`npm ci --omit=dev: ${du} MB of production dependencies`);

const database = await createScratchDatabase(adminUrl, 'release');
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: base,
  DATABASE_URL: database.url,
  AUTH_SECRET: 'release-check-secret-of-32-characters!',
  DATA_DIR: join(root, 'data'),
  SEED_DEMO: 'always',
  LOG_LEVEL: 'warn',
};
// The release's own npm scripts, so its own node_modules/.bin (Node 24 of the `node` package) runs them.
// Its own process group, so that stopping it reaches npm, its shell and the server alike.
const server = spawn('npm', ['start'], {
  cwd: folder,
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let exited: number | null = null;
server.on('exit', (code) => (exited = code ?? 1));

async function cleanUp() {
  if (exited === null) {
    process.kill(-server.pid!, 'SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
  await database.drop().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
}

let cookie = '';
async function call(method: string, path: string, body?: unknown, lang = 'en-CA') {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: base,
      'accept-language': lang,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}
async function expectOk(res: Response, what: string, status = 200) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res;
}

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== null) throw new Error(`the release stopped (exit code ${exited}) before answering`);
    if (Date.now() > deadline) throw new Error('the release did not answer /api/health within 120 s');
    const health = await fetch(`${base}/api/health`).catch(() => null);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  say('started on PostgreSQL (migrated, demo data loaded): /api/health 200');

  const home = await expectOk(await call('GET', '/', undefined, 'fr-CA'), 'the home page');
  if (!/<html[^>]*lang="fr/.test(await home.text()))
    throw new Error('the home page was not rendered in French for a French visitor');
  say('home page rendered by the server, in French');

  const signIn = await expectOk(
    await call('POST', '/api/auth/login', { username: 'admin', password: 'Admin-Demo-2026' }),
    'sign-in',
  );
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  say('signed in as the admin');

  const donation = await expectOk(
    await call('POST', '/api/donations', {
      vehicleType: 'car',
      year: 2012,
      make: 'Honda',
      model: 'Accord',
      trim: 'EX',
      mileage: 210000,
      condition: 'fair',
      hasAccidents: false,
      vin: '1HGCM82633A004352',
      hasLienOrFinance: false,
      estimatedValue: 3450,
      firstName: 'Jean',
      lastName: 'Dupuis',
      email: 'jean.dupuis@example.test',
      phone: '(613) 555-0123',
      address: '24 Sussex Drive',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1M 1M4',
      charityId: null,
      charityChoice: 'recommend',
      pickupPreference: 'weekday',
      preferredDate: null,
      notes: null,
      newsConsent: false,
    }),
    'donation',
    201,
  );
  const { id: donationId } = (await donation.json()) as { id: number };
  say(`donation ${donationId} submitted`);

  const list = await expectOk(await call('GET', '/api/donations?status=valued'), 'valued donations');
  const { items } = (await list.json()) as { items: { id: number; finalValue: number | null }[] };
  const valued = items.find((d) => d.finalValue !== null);
  if (!valued) throw new Error('the demo data has no valued donation');
  const receipt = await expectOk(
    await call('POST', `/api/donations/${valued.id}/generate-receipt`, {
      receiptValue: valued.finalValue,
      sendEmail: false,
    }),
    'receipt',
  );
  const { receiptNumber } = (await receipt.json()) as { receiptNumber: string };
  const pdf = await expectOk(await call('GET', `/api/receipts/${receiptNumber}/pdf`), 'receipt PDF');
  const bytes = Buffer.from(await pdf.arrayBuffer());
  if (bytes.subarray(0, 5).toString() !== '%PDF-') throw new Error('the receipt is not a PDF');
  say(`receipt ${receiptNumber} issued for donation ${valued.id} (${bytes.length} bytes of PDF)`);

  const admin = spawnSync(
    'npm',
    ['run', 'admin:create', '--', '--username', 'ops', '--email', 'ops@example.test'],
    {
      cwd: folder,
      env: { ...env, ADMIN_PASSWORD: 'Release-Check-Admin-2026' },
      encoding: 'utf8',
    },
  );
  if (admin.status !== 0) throw new Error(`admin:create failed:\n${admin.stdout}${admin.stderr}`);
  cookie = '';
  await expectOk(
    await call('POST', '/api/auth/login', { username: 'ops', password: 'Release-Check-Admin-2026' }),
    'sign-in of the admin made by admin:create',
  );
  say('admin:create from the release made an admin who signs in');

  await checkBackupRoundTrip({ folder, root, adminUrl, env, receiptNumber, pdf: bytes, say });
} catch (err) {
  await cleanUp();
  console.error(`release check failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
await cleanUp();
say(`passed (${resolve(folder)} removed)`);
