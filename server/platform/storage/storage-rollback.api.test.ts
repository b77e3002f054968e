import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files';
import { receiptCounters, taxReceipts } from '../../db/schema/receipts';
import { insertSigningCharity, insertValuedDonation } from '../../features/receipts/receipt-fixtures.testing';
import { todayInCanada } from '../../features/receipts/receipt-number';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { memoryBlobStore } from './storage';

/** A receipt whose transaction fails after its PDF was written leaves no file, no row and no serial. */
const store = memoryBlobStore();
let t: TestApp;
let staff: string;
let charityId: number;

beforeAll(async () => {
  t = await createTestApp({}, { blobStore: store });
  await addUser(t, 'editor', 'rollback.editor');
  staff = await login(t, 'rollback.editor');
  charityId = (await insertSigningCharity(t, { registrationNumber: '118830851RR0001' })).id;
  // Fails the last statement of a receipt's transaction (its success log), after the PDF is stored.
  for (const statement of [
    'CREATE TABLE test_fail_receipts (on_ boolean)',
    `CREATE FUNCTION test_fail_receipt_log() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'success' AND EXISTS (SELECT 1 FROM test_fail_receipts) THEN
        RAISE EXCEPTION 'archive unavailable';
      END IF;
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER test_fail_receipt_log BEFORE INSERT ON receipt_generation_logs
      FOR EACH ROW EXECUTE FUNCTION test_fail_receipt_log()`,
  ])
    await t.database.db.execute(sql.raw(statement));
});
afterAll(() => t.close());

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const e of store.list()) keys.push(e.key);
  return keys.filter((k) => k.startsWith('receipts/'));
}

describe('a receipt that fails after its PDF is written', () => {
  it('removes the PDF, and the next receipt takes serial 1 with its own file', async () => {
    const db = t.database.db;
    const d = await insertValuedDonation(t, charityId, { finalValue: '850.00' });
    await db.execute(sql`INSERT INTO test_fail_receipts VALUES (true)`);
    const files = (await db.select().from(storedFiles)).length;

    const failed = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 850 },
    });
    expect(failed.statusCode).toBe(500);
    expect(await storedKeys()).toEqual([]);
    expect(await db.select().from(storedFiles)).toHaveLength(files);
    expect(await db.select().from(taxReceipts)).toHaveLength(0);
    expect(await db.select().from(receiptCounters)).toHaveLength(0);

    await db.execute(sql`DELETE FROM test_fail_receipts`);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 850 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().receiptNumber).toBe(`118830851-${todayInCanada().slice(0, 4)}-000001`);
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    const [receipt] = await db.select().from(taxReceipts);
    expect(keys[0]).toBe(receipt!.pdfFilePath);
  });
});
