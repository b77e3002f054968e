import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BlobStore } from '../../platform/storage/storage-s3';
import { eq } from 'drizzle-orm';
import { receiptCounters, taxReceipts } from '../../db/schema/receipts';
import { insertSigningCharity, insertValuedDonation } from '../receipts/receipt-fixtures.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { HEALTH_CHECK_MAX_AGE_MS } from './health.routes';

const Bucket = 'vdc-health';
let t: TestApp;
let s3server: S3rver | null;
let s3: ReturnType<typeof s3BlobStore>;
let probes = 0;
const folder = mkdtempSync(join(tmpdir(), 'vdc-health-s3-'));

beforeAll(async () => {
  // A real S3-compatible server on loopback (s3rver), as the storage tests use.
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder });
  const { port } = await s3server.run();
  s3 = s3BlobStore({
    bucket: Bucket,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await s3.client.send(new CreateBucketCommand({ Bucket }));
  // The real store; only counted, to show the probe runs at most once a second however many ask.
  const probe = s3.probe!.bind(s3);
  t = await createTestApp({}, { blobStore: { ...s3, probe: () => (probes++, probe()) } });
  prepared = [await prepareReceipt(), await prepareReceipt()];
});
afterAll(async () => {
  await t?.close();
  s3?.client.destroy();
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const health = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  return { status: res.statusCode, body: res.json() };
};
const STORAGE_FR =
  "Impossible d'enregistrer pour le moment : l'espace de stockage du serveur est plein ou indisponible. Rien n'a été modifié; veuillez réessayer plus tard.";

/** A charity with its signature and a valued donation, made while the bucket is there to store it. */
async function prepareReceipt() {
  const username = `s3.editor.${++editors}`;
  await addUser(t, 'editor', username);
  const cookie = await login(t, username);
  const charity = await insertSigningCharity(t);
  const donation = await insertValuedDonation(t, charity.id);
  return { cookie, charity, donation };
}
let editors = 0;
let prepared: Awaited<ReturnType<typeof prepareReceipt>>[] = [];

/** A receipt asked for while the bucket cannot take its PDF: 503 naming the storage, nothing written. */
async function expectReceiptRefused({ cookie, charity, donation }: (typeof prepared)[number]) {
  const refused = await t.app.inject({
    method: 'POST',
    url: `/api/donations/${donation.id}/generate-receipt`,
    headers: { cookie, 'accept-language': 'fr-CA' },
    payload: { receiptValue: 850 },
  });
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('60');
  expect(refused.json()).toEqual({ code: 'UNAVAILABLE', message: STORAGE_FR });
  const db = t.database.db;
  expect(await db.select().from(taxReceipts).where(eq(taxReceipts.donationId, donation.id))).toEqual([]);
  expect(await db.select().from(receiptCounters).where(eq(receiptCounters.charityId, charity.id))).toEqual(
    [],
  );
}

const nextCheck = () => new Promise((r) => setTimeout(r, HEALTH_CHECK_MAX_AGE_MS + 100));

describe('GET /api/health with the files in an S3 bucket', () => {
  it('probes the bucket once for twenty requests, and leaves no object behind', async () => {
    await nextCheck();
    probes = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, health));
    expect(answers.every((a) => a.status === 200 && a.body.checks.storage === 'ok')).toBe(true);
    expect(answers[0]!.body.status).toBe('ok');
    expect(probes).toBe(1);
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket }));
    expect((listed.Contents ?? []).filter((o) => o.Key?.startsWith('.probe-'))).toEqual([]);
  });

  it('reports the storage down while the bucket is gone, and ok once it is back', async () => {
    // A bucket must be empty to be deleted: the signatures stored above go first.
    for (const o of (await s3.client.send(new ListObjectsV2Command({ Bucket }))).Contents ?? [])
      await s3.client.send(new DeleteObjectCommand({ Bucket, Key: o.Key }));
    await s3.client.send(new DeleteBucketCommand({ Bucket }));
    await nextCheck();
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', storage: 'down' } },
    });
    await expectReceiptRefused(prepared[0]!);
    await s3.client.send(new CreateBucketCommand({ Bucket }));
    await nextCheck();
    expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', checks: { storage: 'ok' } } });
  });

  it('reports the storage down within seconds when the S3 server is unreachable', async () => {
    await s3server!.close();
    s3server = null;
    await nextCheck();
    const started = Date.now();
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'degraded', checks: { database: 'ok', storage: 'down' } },
    });
    expect(Date.now() - started).toBeLessThan(4_000);
    await expectReceiptRefused(prepared[1]!);
  });
});
