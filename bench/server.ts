import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  url: string;
  /** The server's process (its CPU time is read from /proc by the bench). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts the built server (dist/) on a fresh data folder, or on DATABASE_URL, and waits for /api/health. */
export async function startServer(opts: {
  port: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** A data folder prepared by the caller (kept); default: a new one, removed at stop. */
  dataDir?: string;
}): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'vdc-bench-'));
  const url = `http://127.0.0.1:${opts.port}`;
  const child: ChildProcess = spawn('node', ['dist/server/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DATABASE_URL: opts.databaseUrl ?? '',
      // One secret for every server on a shared database (env.ts requires it with DATABASE_URL).
      AUTH_SECRET: process.env.AUTH_SECRET ?? 'bench-only-auth-secret-'.padEnd(40, 'x'),
      SEED_DEMO: opts.databaseUrl ? 'always' : 'auto',
      ...opts.env,
    },
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server on ${url} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
