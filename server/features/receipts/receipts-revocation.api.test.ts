import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities } from '../../db/schema/charities';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { taxReceipts } from '../../db/schema/receipts';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { syncAllCharities } from '../charities/charity-sync.service';
import { importRegistryFile } from '../registry/registry-import.service';
import { REGISTRY_COLUMNS, type RegistryColumn } from '../registry/registry-row';
import { insertSigningCharity, insertValuedDonation } from './receipt-fixtures.testing';

/**
 * Issue 33, revocation after issue: a registry file that revokes the charity from October 1 flags the
 * receipts issued on or after that day, the verify page stops calling them valid, the admins and the
 * charity are told, and no new receipt is issued.
 */
const NUMBER = '808967004RR0001';
const HEADER = REGISTRY_COLUMNS.join('\t');
/** The charity's line of the CRA file, its fields named by column (registry-row.ts gives their order). */
const row = (status: string, effective: string) => {
  const fields: Record<RegistryColumn, string> = {
    'BN/Registration number': NUMBER,
    'Organization name': 'Kids Wheels Foundation of Canada',
    Status: status,
    'Type of qualified donee': 'Charity',
    'Effective date of status': effective,
    Sanction: '',
    Designation: 'Charitable organization',
    'Charity type': 'Welfare',
    Category: 'Poverty',
    Address: '100 QUEEN STREET WEST',
    City: 'TORONTO',
    Province: 'ON',
    Country: 'CA',
    'Postal code': 'M5H 2N2',
  };
  return REGISTRY_COLUMNS.map((column) => fields[column]).join('\t');
};

let t: TestApp;
let admin: string;
let charityId: number;

async function importRegistry(status: string, effective: string) {
  const path = join(tmpdir(), `registry-revocation-${process.pid}-${status}.tsv`);
  await writeFile(path, [HEADER, row(status, effective)].join('\r\n'));
  const report = await importRegistryFile({ db: t.database.db, path, source: `test-${status}` });
  expect(report).toMatchObject({ status: 'done', refusedCount: 0 });
  // What the finished import queues: every charity re-reads its entry.
  await syncAllCharities(t.app.ctx);
}

const issue = async (locale: 'en' | 'fr' = 'en') => {
  const d = await insertValuedDonation(t, charityId, { finalValue: '900.00', locale });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/donations/${d.id}/generate-receipt`,
    headers: { cookie: admin },
    payload: { receiptValue: 900 },
  });
  return { donation: d, res };
};

const verify = (n: string) => t.app.inject({ method: 'GET', url: `/api/receipts/verify/${n}` });

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'revocation.admin');
  admin = await login(t, 'revocation.admin');
  charityId = (
    await insertSigningCharity(t, {
      registrationNumber: NUMBER,
      email: 'office@kidswheels.example.test',
      locale: 'fr',
    })
  ).id;
  await importRegistry('Registered', '1998-05-01');
});
afterAll(() => t.close());

describe('a registry import that revokes the charity after its receipts were issued', () => {
  it('flags the receipts from the revocation date on, and only those', async () => {
    const before = await issue();
    const after = await issue('fr');
    expect(before.res.json()).toMatchObject({ receiptNumber: expect.any(String) });
    expect(after.res.json()).toMatchObject({ receiptNumber: expect.any(String) });
    const early = before.res.json().receiptNumber as string;
    const late = after.res.json().receiptNumber as string;
    // The first receipt was issued in September, before the revocation took effect.
    await t.database.db
      .update(taxReceipts)
      .set({ receiptDate: '2026-09-15' })
      .where(eq(taxReceipts.receiptNumber, early));
    expect((await verify(late)).json()).toMatchObject({ valid: true, registryFlag: null });

    await importRegistry('Revoked', '2026-10-01');

    const [charity] = await t.database.db.select().from(charities).where(eq(charities.id, charityId));
    expect(charity).toMatchObject({ registryStatus: 'Revoked', registryStatusDate: '2026-10-01' });
    const flagged = await t.database.db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.charityId, charityId));
    expect(flagged.find((r) => r.receiptNumber === late)).toMatchObject({
      registryFlagStatus: 'Revoked',
      registryFlagDate: '2026-10-01',
    });
    expect(flagged.find((r) => r.receiptNumber === early)!.registryFlagStatus).toBeNull();

    // The public check: the late receipt is no longer valid, the early one still is.
    expect((await verify(late)).json()).toMatchObject({
      valid: false,
      status: 'issued',
      registryFlag: { status: 'Revoked', effectiveDate: '2026-10-01' },
    });
    expect((await verify(early)).json()).toMatchObject({ valid: true, registryFlag: null });

    // Staff see it on the donation's receipts.
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${after.donation.id}/receipts`,
      headers: { cookie: admin },
    });
    expect(staffView.json().receipts[0].registryFlag).toEqual({
      status: 'Revoked',
      effectiveDate: '2026-10-01',
      restoredDate: null,
    });

    // The admins (in English) and the charity (in French) are told, with the receipt's number.
    const [toAdmin] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'revocation.admin@example.test'),
          eq(emailOutbox.template, 'charity-receiptsFlagged'),
        ),
      );
    expect(toAdmin!.subject).toBe(
      'Receipts no longer valid: Kids Wheels Foundation is Revoked from October 1, 2026',
    );
    expect(toAdmin!.textBody).toContain(late);
    expect(toAdmin!.textBody).not.toContain(early);
    const [toCharity] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'office@kidswheels.example.test'));
    expect(toCharity!.template).toBe('charity-receiptsFlagged');
    expect(toCharity!.subject).toContain('1 octobre 2026');
    expect(toCharity!.textBody).toContain(late);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.registry-flag'), eq(auditLog.entityId, String(charityId))));
    expect(entry!.details).toMatchObject({ status: 'Revoked', from: '2026-10-01', receipts: [late] });

    // No new receipt: the refusal names the status and the date, in the request's language.
    const refused = await issue();
    expect(refused.res.statusCode).toBe(422);
    expect(refused.res.json().message).toContain('Revoked in the CRA registry from October 1, 2026');
    const d = refused.donation;
    const fr = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      headers: { cookie: admin, 'accept-language': 'fr' },
      payload: { receiptValue: 900 },
    });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().message).toContain('à compter du 1 octobre 2026');

    // A second run of the same file flags nothing again and sends no second notice.
    await importRegistry('Revoked', '2026-10-01');
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'charity-receiptsFlagged'));
    expect(notices).toHaveLength(2);
  });
});

describe('a later registry import that registers the charity again', () => {
  it('keeps the earlier flags with the date the status came back, and flags no new receipt', async () => {
    const flaggedBefore = await t.database.db
      .select()
      .from(taxReceipts)
      .where(eq(taxReceipts.charityId, charityId));
    const late = flaggedBefore.find((r) => r.registryFlagStatus === 'Revoked')!.receiptNumber;

    await importRegistry('Registered', '2026-11-15');

    const [charity] = await t.database.db.select().from(charities).where(eq(charities.id, charityId));
    expect(charity).toMatchObject({ registryStatus: 'Registered', registryStatusDate: null });
    // CRA: a receipt issued while the registration was revoked stays invalid; the page says when it came back.
    expect((await verify(late)).json()).toMatchObject({
      valid: false,
      registryFlag: { status: 'Revoked', effectiveDate: '2026-10-01', restoredDate: '2026-11-15' },
    });

    // Receipting works again, and the new receipt is valid and unflagged.
    const again = await issue();
    expect(again.res.statusCode, again.res.body).toBe(200);
    const fresh = again.res.json().receiptNumber as string;
    expect((await verify(fresh)).json()).toMatchObject({ valid: true, registryFlag: null });

    // The charity's dashboard lists both, the old one still flagged with its restored date.
    const [row] = await t.database.db.select().from(charities).where(eq(charities.id, charityId));
    const activity = await t.app.inject({
      method: 'GET',
      url: `/api/charities/${row!.registrationNumber}/activity`,
      headers: { cookie: admin },
    });
    expect(activity.statusCode, activity.body).toBe(200);
    const receipts = activity.json().receipts as { receiptNumber: string; registryFlag: unknown }[];
    expect(receipts.find((r) => r.receiptNumber === late)!.registryFlag).toEqual({
      status: 'Revoked',
      effectiveDate: '2026-10-01',
      restoredDate: '2026-11-15',
    });
    expect(receipts.find((r) => r.receiptNumber === fresh)!.registryFlag).toBeNull();

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'receipt.registry-restored'), eq(auditLog.entityId, String(charityId))));
    expect(entry!.details).toMatchObject({ on: '2026-11-15', flaggedKept: [late] });

    // A second run of the same file changes nothing.
    await importRegistry('Registered', '2026-11-15');
    expect((await verify(late)).json().registryFlag.restoredDate).toBe('2026-11-15');
  });
});
