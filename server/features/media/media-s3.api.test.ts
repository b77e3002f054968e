import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3BlobStore } from '../../platform/storage/storage-s3';
import { multipartBody } from '../../test/support/multipart';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/*
 * The media library on S3 (issue 14: "through the storage interface, so it works on S3"): an image
 * uploaded is stored with its variants in the bucket, served from it, and removed from it on delete.
 * A real S3-compatible server on loopback (s3rver), as the storage tests use.
 */

let t: TestApp;
let s3server: S3rver;
let s3: ReturnType<typeof s3BlobStore>;
let editor: string;
const folder = mkdtempSync(join(tmpdir(), 'vdc-media-s3-'));
const ORIGIN = { origin: 'http://localhost:5000' };
const BUCKET = 'vdc-media-test';

beforeAll(async () => {
  s3server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: folder });
  const { port } = await s3server.run();
  s3 = s3BlobStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  await s3.client.send(new CreateBucketCommand({ Bucket: BUCKET }));
  t = await createTestApp({}, { blobStore: s3 });
  await addUser(t, 'editor');
  editor = await login(t, 'editor-user');
});
afterAll(async () => {
  await t?.close();
  s3?.client.destroy();
  await s3server?.close();
  rmSync(folder, { recursive: true, force: true });
});

const objects = async () =>
  ((await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? [])
    .map((o) => o.Key!)
    .filter((k) => k.startsWith('media/'));

describe('the media library on S3', () => {
  it('stores an image and its variants in the bucket, serves them from it, and deletes them', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    const m = multipartBody([
      { name: 'altEn', value: 'A green van' },
      { name: 'altFr', value: 'Une fourgonnette verte' },
      { name: 'file', value: png, fileName: 'van.png', type: 'image/png' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: editor, ...ORIGIN, ...m.headers },
      payload: m.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(await objects()).toHaveLength(3);

    const original = await t.app.inject({ method: 'GET', url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(png)).toBe(true);
    const featured = await t.app.inject({ method: 'GET', url: item.featuredUrl });
    expect(featured.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(featured.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${item.id}`,
      headers: { cookie: editor, ...ORIGIN },
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: item.cardUrl })).statusCode).toBe(404);
    // The bytes go after the commit.
    await expect.poll(objects).toEqual([]);
  });
});
