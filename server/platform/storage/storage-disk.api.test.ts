import { eq } from 'drizzle-orm';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { donations } from '../../db/schema/donations';
import { receiptCounters, taxReceipts } from '../../db/schema/receipts';
import { insertSigningCharity, insertValuedDonation } from '../../features/receipts/receipt-fixtures.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { migratedSnapshot } from '../../test/test-database';
import { folderBlobStore } from './storage';
import { dataDirLayout } from './data-dir';

/** Every file and folder under `root`, with its permission bits and size. */
function tree(root: string): { path: string; mode: number; size: number; folder: boolean }[] {
  const found = [];
  for (const name of readdirSync(root)) {
    const path = join(root, name);
    const s = statSync(path);
    found.push({ path, mode: s.mode & 0o777, size: s.size, folder: s.isDirectory() });
    if (s.isDirectory()) found.push(...tree(path));
  }
  return found;
}

/** A real, small file system (tmpfs) to fill up; null where this process may not mount one. */
function mountSmallDisk(): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'vdc-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
}

describe('stored files are the owner’s only', () => {
  it('writes files 0600 in folders 0700, and creates the embedded database’s folder 0700', async () => {
    const root = mkdtempSync(join(tmpdir(), 'vdc-modes-'));
    try {
      const t = await createTestApp({}, { blobStore: folderBlobStore(join(root, 'files')) });
      try {
        await t.app.ctx.storage.put(t.database.db, {
          body: Buffer.from('%PDF-1.7 receipt'),
          fileName: 'receipt-1.pdf',
          mimeType: 'application/pdf',
          folder: 'receipts/2026',
        });
      } finally {
        await t.close();
      }
      const stored = tree(join(root, 'files'));
      expect(stored.filter((f) => f.folder).map((f) => [f.path, f.mode])).toEqual([
        [join(root, 'files', 'receipts'), 0o700],
        [join(root, 'files', 'receipts', '2026'), 0o700],
      ]);
      expect(stored.filter((f) => !f.folder).map((f) => f.mode)).toEqual([0o600]);
      expect(statSync(join(root, 'files')).mode & 0o777).toBe(0o700);

      // The embedded database's folder, started from the suite's migrated copy (an empty one takes 20 s).
      const loadDataDir = migratedSnapshot();
      if (!loadDataDir) return; // the PostgreSQL run: no embedded database to create
      const embedded = await openDatabase({
        dataDir: dataDirLayout(join(root, 'data')).database,
        loadDataDir,
      });
      await embedded.close();
      expect(statSync(join(root, 'data')).mode & 0o777).toBe(0o700);
      expect(statSync(dataDirLayout(join(root, 'data')).database).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

const disk = mountSmallDisk();
if (!disk) console.warn('storage-disk: the full-disk test is skipped: this process may not mount a tmpfs');

describe.skipIf(!disk)('a full disk (a 4 MB tmpfs filled up)', () => {
  let t: TestApp;
  let staff: string;
  const filler = join(disk ?? '', 'filler');

  beforeAll(async () => {
    t = await createTestApp({}, { blobStore: folderBlobStore(join(disk!, 'files')) });
    await addUser(t, 'editor', 'disk.editor');
    staff = await login(t, 'disk.editor');
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [disk!]);
    rmSync(disk!, { recursive: true, force: true });
  });

  const health = async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
  const waitForHealth = () => new Promise((r) => setTimeout(r, 1_100)); // checks are shared for 1 s

  it('reports the storage down, refuses a receipt with 503 leaving no file and no serial, and works once space is back', async () => {
    const charity = await insertSigningCharity(t);
    const donation = await insertValuedDonation(t, charity.id);
    expect((await health()).checks.storage).toBe('ok');
    const before = tree(disk!).filter((f) => !f.folder);

    try {
      writeFileSync(filler, Buffer.alloc(8 * 1024 * 1024));
    } catch (err) {
      expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC');
    }
    await waitForHealth();
    expect(await health()).toMatchObject({ status: 'degraded', checks: { database: 'ok', storage: 'down' } });

    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${donation.id}/generate-receipt`,
      headers: { cookie: staff, 'accept-language': 'fr-CA' },
      payload: { receiptValue: 850 },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json()).toEqual({
      code: 'UNAVAILABLE',
      message:
        "Impossible d'enregistrer pour le moment : l'espace de stockage du serveur est plein ou indisponible. Rien n'a été modifié; veuillez réessayer plus tard.",
    });
    // No empty or cut PDF under a receipt's name, no temporary file: only what was there and the filler.
    const after = tree(disk!).filter((f) => !f.folder && f.path !== filler);
    expect(after).toEqual(before);
    const db = t.database.db;
    expect(await db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donation.id))).toEqual([]);
    expect(await db.select().from(receiptCounters).where(eq(receiptCounters.charityId, charity.id))).toEqual(
      [],
    );
    const [unchanged] = await db.select().from(donations).where(eq(donations.id, donation.id));
    expect(unchanged).toMatchObject({ status: 'valued', receiptIssued: false, receiptNumber: null });

    rmSync(filler);
    await waitForHealth();
    expect(await health()).toMatchObject({ status: 'ok', checks: { storage: 'ok' } });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${donation.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 850 },
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().receiptNumber).toMatch(/-000001$/);
    const pdfs = tree(disk!).filter((f) => !f.folder && f.path.includes('/receipts/'));
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]!.size).toBeGreaterThan(1000);
    expect(pdfs[0]!.mode).toBe(0o600);
  });
});
