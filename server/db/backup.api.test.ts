import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { upsertSetting } from '../features/settings/settings.repo';
import { createUser } from '../features/users/users.service';
import type { AppContext } from '../platform/context';
import { defineJob } from '../platform/jobs/job-spec';
import { BOSS_SCHEMA, createMaintainedQueue } from '../platform/jobs/maintained-queue';
import { createFileStorage, folderBlobStore, type BlobStore } from '../platform/storage/storage';
import { s3BlobStore } from '../platform/storage/storage-s3';
import { runTool } from '../test/cli-process';
import { createScratchDatabase } from '../test/scratch-database';
import { migratedSnapshot } from '../test/test-database';
import { createBackup, readManifest, restoreBackup } from './backup';
import { openDatabase, type Database } from './client';
import { dataDirLayout } from '../platform/storage/data-dir';

const root = mkdtempSync(join(tmpdir(), 'vdc-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const adminUrl = process.env.TEST_DATABASE_URL;

async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Users, settings and two stored files (a receipt-like PDF and an image) with random bytes. */
async function fill(database: Database, store: BlobStore): Promise<Map<string, Buffer>> {
  await createUser(database.db, {
    username: 'backup-admin',
    email: 'backup-admin@example.test',
    password: 'Backup-Admin-2026',
    role: 'admin',
  });
  await upsertSetting(database.db, {
    category: 'contact',
    key: 'phone',
    value: '1-800-555-0199',
    isPublic: true,
  });
  const files = createFileStorage(store);
  const bodies = new Map<string, Buffer>();
  for (const [fileName, mimeType, folder] of [
    ['receipt-2026-000001.pdf', 'application/pdf', 'receipts/2026'],
    ['truck.webp', 'image/webp', 'media'],
  ] as const) {
    const body = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(20_000)]);
    const row = await files.put(database.db, { body, fileName, mimeType, folder });
    bodies.set(row.storageKey, body);
  }
  return bodies;
}

/** Every row of every table (a digest per table) and every stored file's bytes. */
async function contents(database: Database, store: BlobStore) {
  const tables = await rows<{ name: string }>(
    database,
    "SELECT tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1",
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const table = name === '__drizzle_migrations' ? `drizzle.${name}` : `"${name}"`;
    const [row] = await rows<{ n: number; digest: string | null }>(
      database,
      `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${table} t`,
    );
    digests[name] = `${row!.n}:${row!.digest}`;
  }
  const files = new Map<string, Buffer>();
  for (const { storage_key } of await rows<{ storage_key: string }>(
    database,
    'SELECT storage_key FROM stored_files',
  ))
    files.set(storage_key, await store.read(storage_key));
  return { digests, files };
}

describe.skipIf(Boolean(adminUrl))('db:backup and db:restore on the embedded database', () => {
  it('round-trips the rows and the file bytes into an empty folder, refuses a non-empty one unless forced, and a damaged backup', async () => {
    const source = {
      dataDir: dataDirLayout(join(root, 'src')).database,
      store: folderBlobStore(join(root, 'src', 'files')),
    };
    const db = await openDatabase({
      dataDir: source.dataDir,
      loadDataDir: migratedSnapshot(),
    });
    await db.migrate();
    const bodies = await fill(db, source.store);
    const before = await contents(db, source.store);
    await db.close();
    expect(before.files).toEqual(bodies);
    expect(before.digests.users).toMatch(/^1:/);

    const folder = join(root, 'backup');
    const manifest = await createBackup(folder, source);
    expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'database.tar.gz' });
    expect(manifest.database.migration.count).toBeGreaterThan(20);
    expect(manifest.database.migration.tag).toMatch(/^\d{4}_/);
    expect(manifest.files).toMatchObject({ included: true, store: 'local', count: 2 });
    expect(manifest.app.version).toMatch(/^\d+\.\d+\.\d+/);

    const target = {
      dataDir: dataDirLayout(join(root, 'dst')).database,
      store: folderBlobStore(join(root, 'dst', 'files')),
    };
    await restoreBackup(folder, target);
    const restored = await openDatabase({ dataDir: target.dataDir });
    expect(await contents(restored, target.store)).toEqual(before);
    await restored.close();

    await expect(restoreBackup(folder, target)).rejects.toThrow(
      `The embedded database in ${target.dataDir} is not empty: restore into an empty one, or add --force to replace it.`,
    );
    const forced = await restoreBackup(folder, { ...target, force: true });
    expect(forced.movedAside).toMatch(/pglite\.before-restore-/);
    const again = await openDatabase({ dataDir: target.dataDir });
    expect(await contents(again, target.store)).toEqual(before);
    await again.close();

    const [key] = [...bodies.keys()];
    writeFileSync(join(folder, 'files', key!), 'tampered');
    expect(() => readManifest(folder)).toThrow(
      `The backup is damaged: file ${key} does not match its checksum in manifest.json.`,
    );
  }, 300_000);
});

describe.skipIf(Boolean(adminUrl))('npm run db:backup / db:restore', () => {
  it('back up a data folder and restore it into another, then refuse the non-empty one and a folder that is no backup, one line each', async () => {
    const src = join(root, 'cli-src');
    const db = await openDatabase({
      dataDir: dataDirLayout(src).database,
      loadDataDir: migratedSnapshot(),
    });
    await db.migrate();
    const store = folderBlobStore(join(src, 'files'));
    await fill(db, store);
    const before = await contents(db, store);
    await db.close();

    const folder = join(root, 'cli-backup');
    const backup = await runTool('server/db/backup-cli.ts', [folder], { DATA_DIR: src });
    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toMatch(
      /^backup written to .*cli-backup: pglite database at migration \d{4}_\w+ \(\d+ applied\), 2 stored files \(local\), app \d+\.\d+\.\d+\n$/,
    );

    const dst = join(root, 'cli-dst');
    const restore = await runTool('server/db/restore-cli.ts', [folder], { DATA_DIR: dst });
    expect(restore).toMatchObject({ code: 0, stderr: '' });
    expect(restore.stdout).toContain('restored pglite database from');
    const restored = await openDatabase({ dataDir: dataDirLayout(dst).database });
    expect(await contents(restored, folderBlobStore(join(dst, 'files')))).toEqual(before);
    await restored.close();

    const again = await runTool('server/db/restore-cli.ts', [folder], { DATA_DIR: dst });
    expect(again).toMatchObject({ code: 1, stdout: '' });
    expect(again.stderr.trim()).toBe(
      `The embedded database in ${dataDirLayout(dst).database} is not empty: restore into an empty one, or add --force to replace it.`,
    );
    const none = await runTool('server/db/restore-cli.ts', [join(root, 'nothing-here')], { DATA_DIR: dst });
    expect(none.code).toBe(1);
    expect(none.stderr.trim().split('\n')).toHaveLength(1);
    expect(none.stderr).toContain('is not a backup: manifest.json cannot be read');
    const usage = await runTool('server/db/restore-cli.ts', [], { DATA_DIR: dst });
    expect(usage.code).toBe(2);
  }, 600_000);
});

describe.skipIf(Boolean(adminUrl))('db:backup and db:restore with the files in an S3 bucket', () => {
  it('reads the files from one bucket and writes them, identical, into another', async () => {
    // A real S3-compatible server on loopback, its objects in a temporary folder.
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: join(root, 's3') });
    const { port } = await server.run();
    const bucket = async (name: string) => {
      const store = s3BlobStore({
        bucket: name,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      await store.client.send(new CreateBucketCommand({ Bucket: name }));
      return store;
    };
    const [from, to] = [await bucket('vdc-src'), await bucket('vdc-dst')];
    try {
      const source = { dataDir: dataDirLayout(join(root, 's3-src')).database, store: from };
      const db = await openDatabase({
        dataDir: source.dataDir,
        loadDataDir: migratedSnapshot(),
      });
      await db.migrate();
      const bodies = await fill(db, from);
      const before = await contents(db, from);
      await db.close();
      expect(before.files).toEqual(bodies);

      const folder = join(root, 's3-backup');
      expect((await createBackup(folder, source)).files).toMatchObject({ store: 's3', count: 2 });
      const target = { dataDir: dataDirLayout(join(root, 's3-dst')).database, store: to };
      await restoreBackup(folder, target);
      const restored = await openDatabase({ dataDir: target.dataDir });
      expect(await contents(restored, to)).toEqual(before);
      await restored.close();
    } finally {
      from.client.destroy();
      to.client.destroy();
      await server.close();
    }
  }, 300_000);
});

/** A job queued in pg-boss's schema (decision 026): a backup carries it, a forced restore replaces it. */
async function queueProbe(database: Database, url: string): Promise<string> {
  const probe = defineJob({ name: 'backup.probe', async run() {} });
  const queue = createMaintainedQueue({
    database,
    url,
    specs: [probe],
    context: () => ({ db: database.db }) as AppContext,
  });
  await queue.open();
  const id = await queue.send(database.db, probe.name, { n: 1 });
  await queue.stop(5_000);
  return id!;
}
const queuedJob = (database: Database, id: string) =>
  rows<{ name: string; data: unknown }>(
    database,
    `SELECT name, data FROM ${BOSS_SCHEMA}.job WHERE id = '${id}'`,
  );

describe.skipIf(!adminUrl)('db:backup and db:restore on PostgreSQL', () => {
  it('round-trips the rows and the file bytes into a fresh empty database, and refuses a non-empty one unless forced', async () => {
    const template = inject('templateDatabase') ?? undefined;
    const src = await createScratchDatabase(adminUrl!, 'bks', template);
    const dst = await createScratchDatabase(adminUrl!, 'bkt');
    try {
      const source = { url: src.url, dataDir: '', store: folderBlobStore(join(root, 'pg-src')) };
      const db = await openDatabase({ url: src.url, poolSize: 2 });
      await db.migrate();
      const bodies = await fill(db, source.store);
      const before = await contents(db, source.store);
      const jobId = await queueProbe(db, src.url);
      await db.close();
      expect(before.files).toEqual(bodies);

      const folder = join(root, 'pg-backup');
      const manifest = await createBackup(folder, source);
      expect(manifest.database).toMatchObject({ kind: 'postgresql', file: 'database.pgdump' });
      expect(manifest.files.count).toBe(2);

      const target = { url: dst.url, dataDir: '', store: folderBlobStore(join(root, 'pg-dst')) };
      await restoreBackup(folder, target);
      const restored = await openDatabase({ url: dst.url, poolSize: 2 });
      expect(await contents(restored, target.store)).toEqual(before);
      expect(await queuedJob(restored, jobId)).toEqual([{ name: 'backup.probe', data: { n: 1 } }]);
      await restored.close();

      await expect(restoreBackup(folder, target)).rejects.toThrow(
        'The target database is not empty: restore into an empty one, or add --force to replace it.',
      );
      await restoreBackup(folder, { ...target, force: true });
      const again = await openDatabase({ url: dst.url, poolSize: 2 });
      expect(await contents(again, target.store)).toEqual(before);
      expect(await queuedJob(again, jobId)).toHaveLength(1);
      await again.close();
      await expect(restoreBackup(folder, { dataDir: join(root, 'x'), store: null })).rejects.toThrow(
        'This is a backup of a PostgreSQL database',
      );
    } finally {
      await src.drop();
      await dst.drop();
    }
  }, 300_000);
});
