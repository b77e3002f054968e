import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { storedFiles } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/platform';
import { receiptCounters, receiptGenerationLogs, taxReceipts } from '../../db/schema/receipts';
import { memoryBlobStore, type BlobStore } from '../../platform/storage/storage';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/** A store that refuses receipt PDFs while `failing` is on (a full disk, a storage outage). */
function flakyStore(): BlobStore & { failing: boolean } {
  const inner = memoryBlobStore();
  return {
    ...inner,
    provider: 'memory',
    failing: false,
    async write(key, body) {
      if (this.failing && key.startsWith('receipts/')) throw new Error('storage refused the file');
      return inner.write(key, body);
    },
    read: (key) => inner.read(key),
  };
}

let t: TestApp;
let staff: string;
const store = flakyStore();

beforeAll(async () => {
  t = await createTestApp({}, { blobStore: store });
  await addUser(t, 'editor', 'serials.editor');
  staff = await login(t, 'serials.editor');
});
afterAll(() => t.close());

const generate = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/donations/${id}/generate-receipt`,
    headers: { cookie: staff },
    payload: { receiptValue: 850 },
  });

describe('receipt serials', () => {
  it('gives 50 receipts issued at once for one charity the serials 1 to 50, each once', async () => {
    const charity = await insertSigningCharity(t);
    const made = [];
    for (let i = 0; i < 50; i++) made.push(await insertValuedDonation(t, charity.id));
    const answers = await Promise.all(made.map((d) => generate(d.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(made.map(() => 200));

    const rows = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.charityId, charity.id));
    const serials = rows.map((r) => r.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.receiptNumber)).size).toBe(50);
    expect(new Set(answers.map((a) => a.json().receiptNumber))).toEqual(
      new Set(rows.map((r) => r.receiptNumber)),
    );
    const [counter] = await t.database.db
      .select()
      .from(receiptCounters)
      .where(eq(receiptCounters.charityId, charity.id));
    expect(counter!.lastSerial).toBe(50);
  });

  it('leaves nothing behind when storage fails half-way, and the next receipt still gets serial 1', async () => {
    const charity = await insertSigningCharity(t);
    const d = await insertValuedDonation(t, charity.id);
    const db = t.database.db;
    const filesBefore = (await db.select().from(storedFiles)).length;

    store.failing = true;
    const failed = await generate(d.id);
    store.failing = false;
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });

    expect(await db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id))).toEqual([]);
    expect(await db.select().from(receiptCounters).where(eq(receiptCounters.charityId, charity.id))).toEqual(
      [],
    );
    expect((await db.select().from(storedFiles)).length).toBe(filesBefore);
    expect(await db.select().from(emailOutbox).where(eq(emailOutbox.donationId, d.id))).toEqual([]);
    const [unchanged] = await db.select().from(donations).where(eq(donations.id, d.id));
    expect(unchanged).toMatchObject({ status: 'valued', receiptIssued: false, receiptNumber: null });
    const logs = await db
      .select()
      .from(receiptGenerationLogs)
      .where(eq(receiptGenerationLogs.donationId, d.id));
    expect(logs).toEqual([
      expect.objectContaining({
        status: 'failed',
        receiptId: null,
        errorMessage: 'storage refused the file',
      }),
    ]);

    const retried = await generate(d.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().receiptNumber).toMatch(/-000001$/);
  });
});
