import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createFileStorage, folderBlobStore, memoryBlobStore, type BlobStore } from './storage';
import { s3BlobStore } from './storage-s3';

let t: TestApp;
let s3server: S3rver;
let s3: ReturnType<typeof s3BlobStore>;
const folders: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'vdc-storage-'));
  folders.push(d);
  return d;
};

beforeAll(async () => {
  t = await createTestApp();
  // A real S3-compatible server on loopback, its objects in a temporary folder.
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: tempDir() });
  const { port } = await s3server.run();
  s3 = s3BlobStore({
    bucket: 'vdc-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await s3.client.send(new CreateBucketCommand({ Bucket: 'vdc-test' }));
});
afterAll(async () => {
  s3?.client.destroy();
  await s3server?.close();
  await t?.close();
  for (const d of folders) rmSync(d, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ['memory', () => memoryBlobStore()],
  ['data folder', () => folderBlobStore(tempDir())],
  ['S3 (s3rver on loopback)', () => s3],
];

describe.each(stores)('file storage on %s', (_name, makeStore) => {
  it('puts, reads whole and as a stream, tells existence, deletes', async () => {
    const db = t.database.db;
    const storage = createFileStorage(makeStore());
    const file = await storage.put(db, {
      body: Buffer.from('%PDF-1.7 reçu'),
      fileName: 'reçu 2026.pdf',
      mimeType: 'application/pdf',
      folder: 'receipts/2026',
    });
    expect(file.storageKey).toMatch(/^receipts\/2026\/[0-9a-f]{32}-re_u_2026\.pdf$/);
    expect(file.size).toBe(Buffer.byteLength('%PDF-1.7 reçu'));
    expect((await storage.get(db, file.id))!.body.toString()).toBe('%PDF-1.7 reçu');
    expect(await text((await storage.getStream(db, file.id))!.stream)).toBe('%PDF-1.7 reçu');
    expect(await storage.exists(db, file.id)).toBe(true);
    expect(await storage.delete(db, file.id)).toBe(true);
    expect(await storage.exists(db, file.id)).toBe(false);
    expect(await storage.get(db, file.id)).toBeNull();
    expect(await storage.delete(db, file.id)).toBe(false);
  });

  it('removes the bytes when the transaction that recorded them fails', async () => {
    const db = t.database.db;
    const store = makeStore();
    const storage = createFileStorage(store);
    let key = '';
    await expect(
      storage.transaction(db, async (tx) => {
        key = (
          await storage.put(tx, { body: Buffer.from('x'), fileName: 'a.pdf', mimeType: 'application/pdf' })
        ).storageKey;
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(key).not.toBe('');
    expect(await store.exists(key)).toBe(false);
    expect(await db.select().from(storedFiles).where(eq(storedFiles.storageKey, key))).toHaveLength(0);
  });

  it('deletes the bytes of a deleted row only once the transaction commits', async () => {
    const db = t.database.db;
    const store = makeStore();
    const storage = createFileStorage(store);
    const file = await storage.put(db, { body: Buffer.from('y'), fileName: 'b.png', mimeType: 'image/png' });
    await expect(
      storage.transaction(db, async (tx) => {
        await storage.delete(tx, file.id);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow();
    expect(await storage.exists(db, file.id)).toBe(true);
    await storage.transaction(db, (tx) => storage.delete(tx, file.id));
    expect(await store.exists(file.storageKey)).toBe(false);
  });

  it('the orphan sweep removes old bytes with no row, and keeps recorded files and foreign keys', async () => {
    const db = t.database.db;
    const store = makeStore();
    const storage = createFileStorage(store);
    const kept = await storage.put(db, {
      body: Buffer.from('kept'),
      fileName: 'k.pdf',
      mimeType: 'application/pdf',
    });
    const orphanKey = `receipts/2026/${'ab'.repeat(16)}-orphan.pdf`;
    await store.write(orphanKey, Buffer.from('orphan'));
    await store.write('backups/not-ours.txt', Buffer.from('other'));
    expect(await storage.sweepOrphans(db, { olderThan: new Date(Date.now() - 3600_000) })).toBe(0);
    expect(await storage.sweepOrphans(db, { olderThan: new Date(Date.now() + 60_000) })).toBe(1);
    expect(await store.exists(orphanKey)).toBe(false);
    expect(await store.exists(kept.storageKey)).toBe(true);
    expect(await store.exists('backups/not-ours.txt')).toBe(true);
    await store.delete('backups/not-ours.txt');
  });
});
