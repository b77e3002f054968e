import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:e2e`: builds if needed, then runs the browser tests in E2E_SHARDS shards (default one per
 * two cores),
 * each against its own production server on its own fresh embedded database (which loads the demo
 * data), and stops them. A shard's files run one after another, as they would on one server; the
 * shards run side by side and share nothing. Arguments are passed to Vitest; `--outputFile=F` is
 * written per shard (F with `.shardN` before its extension).
 */
// Decision 024: npm scripts run the `node` package's Node 24; a run on another Node would test something else.
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.error(`Node ${process.versions.node}: run the browser tests with npm run test:e2e (Node 24)`);
  process.exit(1);
}

const firstPort = Number(process.env.E2E_PORT ?? '5180');
// A shard (Chromium and a server) keeps about two cores busy: on two cores, two shards ran only 23 %
// faster than one (648 s against 838 s), each test 40 % slower, closer to its timeouts.
const requested = Number(process.env.E2E_SHARDS ?? Math.max(1, Math.floor(availableParallelism() / 2)));
const passed = process.argv.slice(2);
// A run of named files (npm run test:e2e -- blog) is one shard.
const shards = passed.some((a) => !a.startsWith('-')) || !(requested >= 1) ? 1 : Math.floor(requested);

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

/** `--outputFile=x.json` becomes `x.shard2.json` for shard 2 (of several). */
const argsFor = (shard: number) =>
  passed.map((a) =>
    shards > 1 && a.startsWith('--outputFile=') ? a.replace(/(\.\w+)?$/, `.shard${shard}$1`) : a,
  );

/** Runs one shard; its output is printed whole when it ends, so shards do not interleave their lines. */
function runShard(shard: number, server: Server): Promise<number> {
  const args = ['vitest', 'run', '--config', 'e2e/vitest.e2e.config.ts', ...argsFor(shard)];
  if (shards > 1) args.push(`--shard=${shard}/${shards}`);
  const child = spawn('npx', args, {
    stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, E2E_BASE_URL: server.baseUrl },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d));
  child.stderr?.on('data', (d: Buffer) => output.push(d));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (shards > 1) {
        process.stdout.write(`\n=== browser tests, shard ${shard} of ${shards} (${server.baseUrl})\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code ?? 1);
    });
  });
}

const servers = Array.from({ length: shards }, (_, i) => startServer(firstPort + i));
let code = 1;
try {
  await Promise.all(servers.map((s) => waitForHealth(s, Date.now() + 120_000)));
  const codes = await Promise.all(servers.map((s, i) => runShard(i + 1, s)));
  code = codes.find((c) => c !== 0) ?? 0;
} finally {
  for (const s of servers) s.process.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  for (const s of servers) rmSync(s.dataDir, { recursive: true, force: true });
}
process.exit(code);
