import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from './platform/paths';

/**
 * The real server process (`tsx server/main.ts`) started on a data folder it cannot use. As root,
 * file permissions stop nothing, so the folders fail for real: a path through a regular file (mkdir
 * fails with ENOTDIR) and a tmpfs mounted read-only (EROFS; skipped where mount is not allowed).
 */
function startServer(dataDir: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      join(projectRoot, 'node_modules', '.bin', 'tsx'),
      ['server/main.ts'],
      {
        cwd: projectRoot,
        timeout: 90_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: 'development',
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: '0',
          SEED_DEMO: 'never',
          LOG_LEVEL: 'error',
        },
      },
      (err, _stdout, stderr) =>
        resolve({ code: err ? ((err as { code?: number }).code ?? null) : 0, stderr }),
    );
  });
}

const root = mkdtempSync(join(tmpdir(), 'vdc-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function readOnlyMount(): string | null {
  const dir = join(root, 'read-only');
  try {
    execFileSync('mkdir', [dir]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    return null;
  }
}

// Nothing here touches a database: run once, in the embedded run, not again in the PostgreSQL one.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'a data folder the server cannot use stops start-up with a sentence, not a stack trace',
  () => {
    const throughFile = join(root, 'not-a-folder', 'data');
    let readOnly: string | null = null;
    let started: { code: number | null; stderr: string }[] = [];
    beforeAll(async () => {
      writeFileSync(join(root, 'not-a-folder'), 'a file');
      readOnly = readOnlyMount();
      // Both at once: a server takes seconds to load its modules.
      started = await Promise.all([throughFile, ...(readOnly ? [readOnly] : [])].map(startServer));
    }, 120_000);
    afterAll(() => {
      if (readOnly) execFileSync('umount', [readOnly]);
    });

    it('names the folder and says that a part of its path is a file', () => {
      expect(started[0]!.code).toBe(1);
      expect(started[0]!.stderr.trim()).toBe(
        `Cannot create the data folder ${throughFile} (DATA_DIR): a part of the path is a file, not a folder (ENOTDIR). ` +
          'Set DATA_DIR to a folder this server can write to.',
      );
    });

    it('names the folder and says that its file system is read-only', (ctx) => {
      if (!readOnly) ctx.skip('this process may not mount a read-only tmpfs');
      expect(started[1]!.code).toBe(1);
      expect(started[1]!.stderr.trim()).toBe(
        `Cannot write in the data folder ${readOnly} (DATA_DIR): the file system is read-only (EROFS). ` +
          'Set DATA_DIR to a folder this server can write to.',
      );
    });
  },
);
