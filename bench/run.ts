import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client';
import { HOT_DEALER_PASSWORD, hotDealerName, measureHotAuction, seedHotAuction } from './hot-auction';
import { measureRenderCpu } from './render-cpu';
import { seedDonations } from './seed';
import { startServer, type RunningServer } from './server';
import { benchTargets, type Target } from './targets';

/**
 * `npm run bench [-- --seed 100000]`: every figure next to a bare node:http JSON server measured in the
 * same run (the machine's limit with this load generator), on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, default the local server), with rate limits lifted (RATE_LIMITS=off); then the
 * CPU milliseconds of one server render. Last on each database: bids per second on one hot auction
 * (HOT_DEALERS dealers bidding ever higher amounts), accepted and refused as too low. The load generator shares the cores: compare ratios.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seedArg = process.argv.indexOf('--seed');
const SEEDED = seedArg > 0 ? Number(process.argv[seedArg + 1]) : 2_000;
const CODES = 1_000;
/** BENCH_ONLY=donations: only the requests whose name matches (a regular expression), for a quick look. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
/** BENCH_DATABASES=pg (or pglite, or pglite,pg): which databases to measure on. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** BENCH_PORT: the measured server's port (the bare server takes the next one), so runs side by side do not meet. */
const PORT = Number(process.env.BENCH_PORT ?? 5300);
const BARE_PORT = PORT === 5300 ? 5399 : PORT + 1;
const HOT_DEALERS = 20;

if (!existsSync('dist/server/main.js') || !existsSync('dist/ssr/entry-server.js'))
  spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

async function startBare(): Promise<{ pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts', String(BARE_PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { pid: child.pid!, stop: () => child.kill('SIGTERM') };
}

/**
 * CPU milliseconds a process has used (user and system, from /proc; null where there is none). Read
 * around a measurement, divided by its requests: the server's CPU per request, which the load
 * generator's share of the cores does not move as much as the requests per second.
 */
function cpuMs(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

async function measure(url: string, t: Target, cookie: string, pid: number) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'accept-encoding': 'br, gzip',
  };
  if (t.signedIn) headers.cookie = cookie;
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers,
    body: t.body,
    requests: t.nextPath ? [{ setupRequest: (req) => ({ ...req, path: t.nextPath!() }) }] : undefined,
  });
  const cpuAfter = cpuMs(pid);
  const usPerRequest =
    cpuBefore === null || cpuAfter === null || result.requests.total === 0
      ? null
      : ((cpuAfter - cpuBefore) * 1000) / result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    other: result.non2xx,
    usPerRequest,
  };
}

async function signIn(url: string, username = 'admin', password = 'Admin-Demo-2026'): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface JobCounts {
  queued: number;
  running: number;
  done: number;
}

async function jobCounts(url: string, cookie: string): Promise<JobCounts> {
  const res = await fetch(`${url}/api/admin/jobs`, { headers: { cookie } });
  if (!res.ok) throw new Error(`bench could not read the job queue: ${res.status}`);
  return ((await res.json()) as { counts: JobCounts }).counts;
}

/**
 * Waits until the jobs a request queued (the e-mails of the donations just submitted) are done: the
 * queue back to what it held before, nothing running. The next figure then measures its own request,
 * not the queue's work beside it. Prints how long the queue took.
 */
async function drainJobs(url: string, cookie: string, before: JobCounts) {
  const started = Date.now();
  for (;;) {
    const now = await jobCounts(url, cookie);
    if (now.queued <= before.queued && now.running === 0) {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`  (the ${now.done - before.done} jobs they queued were done ${seconds} s later)`);
      return;
    }
    if (Date.now() - started > 600_000)
      throw new Error(`bench: ${now.queued} jobs still queued after 10 minutes`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

const row = (
  name: string,
  rps: number | string,
  share: string,
  p99: number | string,
  other: number | string,
  target = '',
  cpu: { us: number | string | null; share: string } = { us: '', share: '' },
) =>
  console.log(
    name.padEnd(44),
    String(rps).padStart(8),
    share.padStart(8),
    String(p99).padStart(7),
    String(other).padStart(8),
    (typeof cpu.us === 'number' ? cpu.us.toFixed(0) : (cpu.us ?? '-')).padStart(7),
    cpu.share.padStart(7),
    target ? `  ${target}` : '',
  );

/** Bare's CPU per request over this one's, as a share (the same work costing as little as bare: 100 %). */
const cpuShare = (bareUs: number | null, us: number | null) =>
  bareUs === null || us === null || us === 0 ? '' : `${((100 * bareUs) / us).toFixed(1)} %`;

/** The target beside a figure, and whether this run met it (targets are set for PostgreSQL). */
function against(t: Target, rps: number, share: number): string {
  if (!t.target) return '';
  const [wanted, met] =
    'share' in t.target
      ? [`>= ${t.target.share} % of bare`, share >= t.target.share]
      : [`>= ${t.target.rps} req/s`, rps >= t.target.rps];
  return `target ${wanted}: ${met ? 'met' : 'not met'}`;
}

async function benchServer(label: string, server: RunningServer, hot: { auctionId: number }) {
  const bareServer = await startBare();
  try {
    console.log(`\n${label}: ${CONNECTIONS} connections, ${DURATION} s each, ${SEEDED} donations`);
    console.log(
      "CPU µs: the server's CPU time per request answered; CPU %: bare's CPU µs over these (the same work as bare: 100 %)",
    );
    row('request', 'req/s', '% bare', 'p99 ms', 'non-2xx', 'issue 18 (on PostgreSQL)', {
      us: 'CPU µs',
      share: 'CPU %',
    });
    const measureBare = async () => {
      const b = await measure(
        `http://127.0.0.1:${BARE_PORT}`,
        { name: 'bare', method: 'GET', path: '/' },
        '',
        bareServer.pid,
      );
      row('bare node:http JSON (same run)', b.rps, '100 %', b.p99, b.other, '', {
        us: b.usPerRequest,
        share: '100 %',
      });
      return b;
    };
    let bare = await measureBare();
    let bareJustMeasured = true;
    const cookie = await signIn(server.url);
    // A staff member's session is kept from here on, as on a running instance: every write then waits
    // for the session cache's revocation barrier (session-cache.ts), as it does in production.
    await fetch(`${server.url}/api/auth/user`, { headers: { cookie } });
    for (const t of benchTargets({ codes: CODES, seeded: SEEDED })) {
      if (ONLY && !ONLY.test(t.name)) continue;
      // A share is taken of the bare server measured just before (the machine's load drifts over a run).
      if (t.target && 'share' in t.target && !bareJustMeasured) bare = await measureBare();
      bareJustMeasured = false;
      const jobsBefore = t.queuesJobs ? await jobCounts(server.url, cookie) : null;
      const r = await measure(server.url, t, cookie, server.pid);
      const share = (100 * r.rps) / bare.rps;
      row(t.name, r.rps, `${share.toFixed(1)} %`, r.p99, r.other, against(t, r.rps, share), {
        us: r.usPerRequest,
        share: cpuShare(bare.usPerRequest, r.usPerRequest),
      });
      if (jobsBefore) await drainJobs(server.url, cookie, jobsBefore);
    }
    if (ONLY && !ONLY.test('POST /api/bids hot auction')) return;
    const cookies: string[] = [];
    for (let n = 1; n <= HOT_DEALERS; n++)
      cookies.push(await signIn(server.url, hotDealerName(n), HOT_DEALER_PASSWORD));
    const h = await measureHotAuction(server.url, {
      ...hot,
      cookies,
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const share = `${((100 * h.acceptedPerSecond) / bare.rps).toFixed(1)} %`;
    row(`POST /api/bids hot auction: accepted/s`, h.acceptedPerSecond, share, h.p99, '');
    row(`POST /api/bids hot auction: refused/s`, h.refusedPerSecond, '', '', h.refusedBy);
  } finally {
    bareServer.stop();
    await server.stop();
  }
}

async function seedBench(database: Database) {
  await seedDonations((q) => database.db.execute(q), { total: SEEDED, codes: CODES });
  return seedHotAuction(database.db, { dealers: HOT_DEALERS });
}

async function benchPglite() {
  const dataDir = mkdtempSync(join(tmpdir(), 'vdc-bench-'));
  try {
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await database.migrate();
    const hot = await seedBench(database);
    await database.close();
    // The data folder is no longer empty (the dealers' accounts): seed the demo accounts all the same.
    const server = await startServer({
      port: PORT,
      dataDir,
      env: { RATE_LIMITS: 'off', SEED_DEMO: 'always' },
    });
    await benchServer('PGlite (embedded)', server, hot);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres() {
  const dbName = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    const database = await openDatabase({ url: u.toString() });
    await database.migrate();
    const hot = await seedBench(database);
    await database.close();
    const server = await startServer({ port: PORT, databaseUrl: u.toString(), env: { RATE_LIMITS: 'off' } });
    await benchServer('PostgreSQL', server, hot);
  } catch (err) {
    console.log(`\nPostgreSQL skipped: ${(err as Error).message}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  }
}

if (DATABASES.includes('pglite')) await benchPglite();
if (DATABASES.includes('pg')) await benchPostgres();

if (ONLY && !ONLY.test('render')) process.exit(0);
console.log('\nCPU ms per server render (not cached), median and p95 of 60');
for (const r of await measureRenderCpu({ samples: 60 }))
  console.log(r.name.padEnd(44), r.median.toFixed(1).padStart(8), r.p95.toFixed(1).padStart(8));
process.exit(0);
