import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../platform/paths';
import { freePort } from './pg-cluster';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
  /** Answers 200 on /api/health/ready within the time, or throws with the output. */
  ready(timeoutMs?: number): Promise<void>;
  /** SIGTERM, then SIGKILL after 15 s; resolves when it ended. */
  stop(): Promise<number | null>;
}

/** The real server (`tsx server/main.ts`) on a free port, with only the environment given here. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(join(projectRoot, 'node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    child,
    baseUrl,
    output: () => out,
    exited,
    async ready(timeoutMs = 240_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (ended) throw new Error(`the server ended before it was ready:\n${out}`);
        try {
          if ((await fetch(`${baseUrl}/api/health/ready`)).ok) return;
        } catch {
          /* not listening yet */
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`the server was not ready in ${timeoutMs} ms:\n${out}`);
    },
    async stop() {
      if (!ended) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
}
