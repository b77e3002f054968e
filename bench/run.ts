import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { startServer } from './server';

/**
 * `npm run bench`: requests per second and p99 latency of the valuation and the portal lookup next to
 * GET /api/health, in the same run, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local
 * server). The load generator shares the machine's cores with the server: compare ratios, not absolutes.
 * Each request carries its own X-Forwarded-For (the server trusts the proxy header here), so the per-IP
 * rate limits see many visitors instead of refusing one.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

if (!existsSync('dist/server/main.js')) spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });

const valuation = JSON.stringify({
  year: 2016,
  make: 'Honda',
  model: 'Civic',
  mileage: 140000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  location: 'ON',
  hasLienOrFinance: false,
});

const targets = [
  { name: 'GET /api/health', method: 'GET' as const, path: '/api/health' },
  {
    name: 'POST /api/vehicles/valuation',
    method: 'POST' as const,
    path: '/api/vehicles/valuation',
    body: valuation,
  },
  { name: 'GET /api/donor-portal/:code', method: 'GET' as const, path: '/api/donor-portal/DEMO-2026-TRAK' },
  // The home page's HTML, rendered on the server for each request (decision 006).
  { name: 'GET / (server-rendered)', method: 'GET' as const, path: '/' },
];

let n = 0;
const fakeIp = () => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n++ & 255}`;

async function measure(url: string, t: (typeof targets)[number]) {
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    body: t.body,
    requests: [
      { setupRequest: (req) => ({ ...req, headers: { ...req.headers, 'x-forwarded-for': fakeIp() } }) },
    ],
  });
  const ok = result['2xx'];
  return {
    name: t.name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok,
    other: result.non2xx,
  };
}

async function benchDatabase(label: string, databaseUrl?: string) {
  const server = await startServer({ port: 5300, databaseUrl, env: { TRUST_PROXY: 'true' } });
  try {
    console.log(`\n${label} (${CONNECTIONS} connections, ${DURATION} s each)`);
    console.log('endpoint'.padEnd(34), 'req/s'.padStart(8), 'p99 ms'.padStart(8), 'non-2xx'.padStart(8));
    for (const t of targets) {
      const r = await measure(server.url, t);
      console.log(
        r.name.padEnd(34),
        String(r.rps).padStart(8),
        String(r.p99).padStart(8),
        String(r.other).padStart(8),
      );
    }
  } finally {
    await server.stop();
  }
}

await benchDatabase('PGlite (embedded)');

const dbName = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  await benchDatabase('PostgreSQL', u.toString());
} catch (err) {
  console.log(`\nPostgreSQL skipped: ${(err as Error).message}`);
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
}
