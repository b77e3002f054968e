import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type App } from '../app';
import { countRows, validDonation } from '../features/donate/donate-fixtures.testing';
import { insertCharity } from '../features/donor-portal/portal-fixtures.testing';
import { readEnv } from '../platform/env';
import { folderBlobStore } from '../platform/storage/storage';
import { migratedSnapshot } from '../test/test-database';
import { openDatabase, type Database } from './client';
import { dataDirLayout } from '../platform/storage/data-dir';

/** A real file system (tmpfs) of `size` for the embedded database to fill; null where none can be mounted. */
function mountSmallDisk(size: string): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'vdc-pglite-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

/** Writes 1 MB blocks into `path` until the disk refuses one. */
function fillDisk(path: string) {
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(1024 * 1024, 1);
  try {
    for (;;) writeSync(fd, block);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    closeSync(fd);
  }
}

// The embedded database's run only (the PostgreSQL run has no data folder to fill), from the suite's
// migrated copy (an empty one takes 20 s to initialise).
const snapshot = process.env.TEST_DATABASE_URL ? null : inject('pgliteSnapshot');
const disk = snapshot ? mountSmallDisk('256m') : null;
if (snapshot && !disk)
  console.warn('pglite-disk-full: skipped: this process may not mount a tmpfs (it needs root and mount)');

describe.skipIf(!disk)('the embedded database on a full disk (a 256 MB tmpfs filled up)', () => {
  let app: App;
  let database: Database;
  let charityId: number;
  const dataDir = dataDirLayout(disk ?? '').database;
  const filler = join(disk ?? '', 'filler');
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' });

  const start = async () => {
    database = await openDatabase({ dataDir });
    app = await buildApp({
      env,
      database,
      logger: false,
      authSecret: 'test-secret-'.padEnd(40, 'x'),
      blobStore: folderBlobStore(join(disk!, 'files')),
      ssr: null,
    });
    await app.ready();
  };
  const stop = async () => {
    await app?.close();
    await database?.close();
  };

  beforeAll(async () => {
    const seeded = await openDatabase({ dataDir, loadDataDir: migratedSnapshot() });
    await seeded.close();
    await start();
    charityId = (await insertCharity(database.db, { name: 'Full Disk Charity' })).id;
  }, 120_000);
  afterAll(async () => {
    try {
      await stop();
    } finally {
      // Lazily: a database still holding files there must not leave the mount behind.
      execFileSync('umount', ['-l', disk!]);
      rmSync(disk!, { recursive: true, force: true });
    }
  });

  const health = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    return { status: res.statusCode, body: res.json() };
  };
  const nextCheck = () => new Promise((r) => setTimeout(r, 1_100)); // checks are shared for 1 s
  const donate = (lang = 'en-CA') =>
    app.inject({
      method: 'POST',
      url: '/api/donations',
      headers: { 'accept-language': lang },
      payload: validDonation({ charityId }),
    });

  it('refuses a donation with 503 and writes none of it, reports the storage down, and takes it once space is back', async () => {
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', checks: { storage: 'ok' } } });
    const before = (await countRows(database.db)) as { donations: number; history: number };

    fillDisk(filler);
    await nextCheck();
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', storage: 'down' } },
    });

    // The donation's tables must grow a new page: PostgreSQL's "could not extend file" (53100).
    const refused = await donate('fr-CA');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      code: 'UNAVAILABLE',
      message:
        "Impossible d'enregistrer pour le moment : l'espace de stockage du serveur est plein ou indisponible. Rien n'a été modifié; veuillez réessayer plus tard.",
    });
    // The database still answers, and nothing of the refused donation is in it.
    expect(await countRows(database.db)).toEqual(before);

    rmSync(filler);
    await nextCheck();
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', checks: { storage: 'ok' } } });
    const accepted = await donate();
    expect(accepted.statusCode).toBe(201);
    const after = await countRows(database.db);
    expect(after).toMatchObject({ donations: before.donations + 1, history: before.history + 1 });

    // Stopped and opened again from its folder: the accepted donation is there, the refused one is not.
    await stop();
    await start();
    expect(await countRows(database.db)).toEqual(after);
  }, 120_000);
});
