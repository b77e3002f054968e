import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm start` in the source tree: serves the release folder dist/ (decision 025), building it first only
 * when there is none or a source file is newer than it. (In a copied release, `npm start` is
 * `node server/main.js`: nothing is built there.)
 */
const built = 'dist/package.json'; // written by the build's last step
const SOURCES = [
  'client',
  'server',
  'shared',
  'scripts/build-server.ts',
  'scripts/compress-assets.ts',
  'scripts/build-release.ts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
];

/** The newest modification time under a path, skipping tests, which the build does not read. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(built) || Math.max(...SOURCES.map(newest)) > statSync(built).mtimeMs;
if (stale) {
  console.log(
    existsSync(built) ? 'Sources changed since the last build: building' : 'No build yet: building',
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], { stdio: 'inherit' });
// The server drains its requests on SIGTERM and SIGINT; this process only passes them on. A terminal's
// Ctrl-C reaches the server itself (same process group): a second SIGINT would end it undrained.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (!(signal === 'SIGINT' && process.stdout.isTTY)) server.kill(signal);
  });
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
