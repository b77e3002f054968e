import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * `npm run test:e2e`: builds if needed, starts the production server on a fresh embedded database
 * (which loads the demo data), runs the browser tests against it, and stops it.
 */
const port = process.env.E2E_PORT ?? '5180';
const baseUrl = `http://127.0.0.1:${port}`;

if (
  !existsSync('dist/server/main.js') ||
  !existsSync('dist/client/index.html') ||
  !existsSync('dist/ssr/entry-server.js') ||
  process.env.E2E_BUILD === '1'
) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'vdc-e2e-'));
const server = spawn('node', ['--enable-source-maps', 'dist/server/main.js'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
  },
});

// A server that fails to start (a broken module) ends the run at once instead of after the deadline.
let exited: number | null = null;
server.on('exit', (code) => {
  exited = code ?? 1;
});

async function waitForHealth(deadline: number) {
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`the server stopped (exit code ${exited}) before answering`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${baseUrl}/api/health in time`);
}

let code = 1;
try {
  await waitForHealth(Date.now() + 120_000);
  const args = ['vitest', 'run', '--config', 'e2e/vitest.e2e.config.ts', ...process.argv.slice(2)];
  const run = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl } });
  code = run.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(code);
