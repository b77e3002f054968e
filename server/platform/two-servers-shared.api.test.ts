import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { taxReceipts } from '../db/schema/receipts';
import { insertSigningCharity, insertValuedDonation } from '../features/receipts/receipt-fixtures.testing';
import { addUser, login, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { readEnv } from './env';
import { folderBlobStore } from './storage/storage-blob-stores';

/**
 * Two app servers on one PostgreSQL database and one Redis, sharing AUTH_SECRET and a file folder
 * (the data-folder store on a shared volume; S3 works the same way): what one does, the other sees.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const run = randomBytes(3).toString('hex');
const dbName = `t_two_${Date.now()}_${run}`;
const files = mkdtempSync(join(tmpdir(), 'vdc-two-'));
let a: TestApp;
let b: TestApp;

async function admin<T>(work: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function instance(url: string, migrate = false): Promise<TestApp> {
  const database = await openDatabase({ url, dataDir: 'memory://', poolSize: 5 });
  if (migrate) await database.migrate();
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:5000',
    DATABASE_URL: url,
    AUTH_SECRET: 'two-instances-shared-secret-'.padEnd(40, 'x'),
    REDIS_URL: redisUrl,
  });
  const app = await buildApp({ env, database, logger: false, blobStore: folderBlobStore(files) });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

beforeAll(async () => {
  if (!adminUrl || !redisUrl) return;
  await admin((c) => c.query(`CREATE DATABASE ${dbName}`));
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  a = await instance(u.toString(), true);
  b = await instance(u.toString());
}, 120_000);

afterAll(async () => {
  await a?.close();
  await b?.close();
  rmSync(files, { recursive: true, force: true });
  if (adminUrl && redisUrl) {
    await new Promise((r) => setTimeout(r, 300));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`));
  }
});

const me = (t: TestApp, cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe.skipIf(!adminUrl || !redisUrl)('two app servers on one PostgreSQL and Redis', () => {
  it('a session from one is accepted by the other, and logout on one ends it on both', async () => {
    await addUser(a, 'editor', `two-${run}`);
    const cookie = await login(a, `two-${run}`);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect(
      (await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(200);
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await me(b, cookie)).statusCode).toBe(401);
  });

  it('a receipt issued through one downloads through the other', async () => {
    await addUser(a, 'editor', `two-staff-${run}`);
    const staff = await login(a, `two-staff-${run}`);
    const charity = await insertSigningCharity(a, { registrationNumber: '888777666RR0001' });
    const donation = await insertValuedDonation(a, charity.id);
    const issued = await a.app.inject({
      method: 'POST',
      url: `/api/donations/${donation.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 850 },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [receipt] = await a.database.db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.donationId, donation.id));
    const res = await b.app.inject({
      method: 'GET',
      url: `/api/receipts/download/${receipt!.downloadToken}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/pdf/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('counts a sign-in limit across both servers', async () => {
    await addUser(a, 'user', `two-limit-${run}`);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await (i % 2 ? b : a).app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.77.${run.length}.${i}`,
        payload: { username: `two-limit-${run}`, password: `wrong-${i}` },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await a.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.77.9.9',
      payload: { username: `two-limit-${run}`, password: TEST_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });
});
