import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../platform/storage/data-dir';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database's folder belongs to one process at a time: PGlite has no locking of its own,
 * and a second writer (a second server, or `admin:create` while the server runs) loses its changes at
 * the next restart. A lock file holds the owner's pid; one left by a process that died is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, '.vdc-lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid))
        throw new StartupError(
          `The embedded database in ${dir} is in use by process ${pid} (a running server or command). ` +
            'Stop it first, then run this again; several servers need PostgreSQL (DATABASE_URL).',
        );
      rmSync(file, { force: true }); // left by a process that ended without closing
    }
  }
  throw new StartupError(
    `Could not lock the embedded database in ${dir}: another process is starting on it.`,
  );
}
