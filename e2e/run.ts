import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:e2e`: builds if needed, then runs the browser tests with E2E_WORKERS Vitest workers
 * (default one per two cores, at least two), each against its own production server on its own fresh
 * embedded database (which loads the demo data), and stops them. Vitest hands the next file to whichever
 * worker is free, and a worker always talks to the same server (`VITEST_POOL_ID`, `support/browser.ts`):
 * a server runs one file at a time, as it would alone, and the servers share nothing. Arguments are
 * passed to Vitest.
 */
// Decision 024: npm scripts run the `node` package's Node 24; a run on another Node would test something else.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Node ${process.versions.node}: run the browser tests with npm run test:e2e (Node 24)`);
  process.exit(1);
}

const firstPort = Number(process.env.E2E_PORT ?? '5180');
// A file's test, its Chromium and its server run one after another, about one core's work: on two cores
// one worker left the machine a third idle, two keep it busy (decision 039: 935 s, against 985 s for two
// fixed shards and 1,051 s for one worker; each test is slower, far from its timeouts).
const cores = availableParallelism();
const requested = Number(process.env.E2E_WORKERS ?? (cores >= 2 ? Math.max(2, Math.floor(cores / 2)) : 1));
const passed = process.argv.slice(2);
// A run of named files (npm run test:e2e -- blog) has one worker and one server.
const workers = passed.some((a) => !a.startsWith('-')) || !(requested >= 1) ? 1 : Math.floor(requested);

if (
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/ssr/entry-server.js') ||
  process.env.E2E_BUILD === '1'
) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

interface Server {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  exited: number | null;
}

function startServer(port: number): Server {
  const dataDir = mkdtempSync(join(tmpdir(), 'vdc-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  });
  const server: Server = { baseUrl, process: child, dataDir, exited: null };
  // A server that fails to start (a broken module) ends the run at once instead of after the deadline.
  child.on('exit', (code) => {
    server.exited = code ?? 1;
  });
  return server;
}

async function waitForHealth(server: Server, deadline: number) {
  while (Date.now() < deadline) {
    if (server.exited !== null)
      throw new Error(`the server stopped (exit code ${server.exited}) before answering`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${server.baseUrl}/api/health in time`);
}

const servers = Array.from({ length: workers }, (_, i) => startServer(firstPort + i));
let code = 1;
try {
  await Promise.all(servers.map((s) => waitForHealth(s, Date.now() + 120_000)));
  const args = ['vitest', 'run', '--config', 'e2e/vitest.e2e.config.ts', `--maxWorkers=${workers}`];
  if (workers > 1) args.push('--fileParallelism');
  const child = spawn('npx', [...args, ...passed], {
    stdio: 'inherit',
    env: { ...process.env, E2E_BASE_URLS: servers.map((s) => s.baseUrl).join(',') },
  });
  code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
} finally {
  for (const s of servers) s.process.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
}
process.exit(code);
