import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from '../env';

/** A start-up refusal whose message says all (main.ts prints it without a stack trace). */
export class StartupError extends Error {}

/**
 * Where each thing lives in the data folder (DATA_DIR): the embedded database, the stored files and
 * the generated auth secret. The server, the operator tools and the tests all take the paths from here.
 */
export interface DataDirLayout {
  root: string;
  /** The embedded database (PGlite). */
  database: string;
  /** Stored files when S3_BUCKET is not set. */
  files: string;
  /** The auth secret generated once when AUTH_SECRET is not set. */
  authSecret: string;
}

export function dataDirLayout(dataDir: string): DataDirLayout {
  const root = resolve(dataDir);
  return {
    root,
    database: join(root, 'pglite'),
    files: join(root, 'files'),
    authSecret: join(root, '.auth-secret'),
  };
}

/** Whether this configuration keeps anything in DATA_DIR: the embedded database, files, the auth secret. */
export function usesDataDir(env: Env): boolean {
  return !env.DATABASE_URL || !env.S3_BUCKET || !env.AUTH_SECRET;
}

const CAUSES: Record<string, string> = {
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted (an immutable or protected folder)',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exceeded',
};

/**
 * Creates the data folder (owner only) if it is missing and proves that a file can be written in it,
 * before anything else starts: a read-only or unwritable folder stops the server with a sentence
 * naming the folder and the cause, instead of a stack trace from the first write deep inside.
 */
export function prepareDataDir(dir: string): void {
  let step = 'create';
  try {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    step = 'write in';
    const probe = join(dir, `.write-check-${randomBytes(6).toString('hex')}`);
    try {
      const fd = openSync(probe, 'wx', 0o600);
      try {
        writeSync(fd, 'ok\n');
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
    } finally {
      rmSync(probe, { force: true });
    }
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? '';
    const cause = CAUSES[code] ?? (err as Error).message;
    throw new StartupError(
      `Cannot ${step} the data folder ${dir} (DATA_DIR): ${cause}${code ? ` (${code})` : ''}. ` +
        'Set DATA_DIR to a folder this server can write to.',
    );
  }
}
