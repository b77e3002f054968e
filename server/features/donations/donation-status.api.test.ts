import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DONATION_STATUSES, type DonationStatus } from '@shared/donations/status-machine';
import { donations, donationStatusHistory } from '../../db/schema/donations';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation } from './donation-fixtures.testing';
import { recordStatusChange } from './donation-status.repo';

let t: TestApp;
let editor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'status-editor');
  await addUser(t, 'admin', 'status-admin');
  editor = await login(t, 'status-editor');
  admin = await login(t, 'status-admin');
});
afterAll(() => t.close());

/** A donation at `status` that has every detail a stage needs, so only the move itself is judged. */
const readyDonation = (status: DonationStatus, extra: Parameters<typeof insertDonation>[1] = {}) =>
  insertDonation(t.database.db, {
    status,
    pickupDate: '2026-03-03',
    pickupTime: '10:30',
    towingCompany: 'Capital Towing',
    finalValue: '800.00',
    ...extra,
  });

async function state(id: number) {
  const [row] = await t.database.db.select().from(donations).where(eq(donations.id, id));
  const [h] = await t.database.db
    .select({ n: count() })
    .from(donationStatusHistory)
    .where(eq(donationStatusHistory.donationId, id));
  return { status: row!.status, json: row!.statusHistory.length, history: Number(h!.n) };
}

const patch = (cookie: string, id: number, payload: object, lang = 'en-CA') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/donations/${id}/status`,
    headers: { cookie, 'accept-language': lang },
    payload,
  });

/** Moves the lifecycle allows an editor (DECISIONS §1), written out rather than derived. */
const EDITOR_LEGAL = new Set([
  'pending>contacted',
  'pending>pickup_scheduled',
  'pending>picked_up',
  'contacted>pickup_scheduled',
  'contacted>picked_up',
  'pickup_scheduled>picked_up',
  'picked_up>processing',
  'picked_up>valued',
  'processing>valued',
  'receipt_issued>completed',
  ...['pending', 'contacted', 'pickup_scheduled', 'picked_up', 'processing', 'valued'].map(
    (s) => `${s}>cancelled`,
  ),
]);

describe('PATCH /api/donations/:id/status, every pair as an editor', () => {
  it('accepts exactly the legal moves, writing one history row each, and refuses the rest writing nothing', async () => {
    const wrong: string[] = [];
    for (const from of DONATION_STATUSES) {
      for (const to of DONATION_STATUSES) {
        const d = await readyDonation(from);
        const res = await patch(editor, d.id, { status: to, notes: 'checked' });
        const after = await state(d.id);
        const pair = `${from}>${to}`;
        if (EDITOR_LEGAL.has(pair)) {
          if (res.statusCode !== 200 || after.status !== to || after.history !== 1 || after.json !== 1) {
            wrong.push(`${pair}: ${res.statusCode} ${after.status} history=${after.history}`);
          }
        } else if (
          res.statusCode !== 409 ||
          res.json().code !== 'ILLEGAL_TRANSITION' ||
          after.status !== from ||
          after.history !== 0 ||
          after.json !== 0
        ) {
          wrong.push(`${pair}: ${res.statusCode} ${after.status} history=${after.history}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names both statuses in the refusal, in the language of the request', async () => {
    const d = await readyDonation('pending');
    const en = await patch(editor, d.id, { status: 'completed' });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      'A donation cannot move from “Pending Review” to “Completed” before its receipt is issued, unless the donor declined a receipt after valuation.',
    );
    expect(en.json().message).toContain('Completed');
    const fr = await patch(editor, d.id, { status: 'completed' }, 'fr-CA');
    expect(fr.json().message).toContain("En attente d'examen");
    expect(fr.json().message).toContain('Terminé');
  });

  it('refuses receipt_issued: only generating a receipt reaches it', async () => {
    const d = await readyDonation('valued');
    const res = await patch(editor, d.id, { status: 'receipt_issued' });
    expect(res.statusCode).toBe(409);
    expect(await state(d.id)).toEqual({ status: 'valued', json: 0, history: 0 });
  });

  it('refuses a backward correction by an editor, even with a note', async () => {
    const d = await readyDonation('picked_up');
    const res = await patch(editor, d.id, { status: 'contacted', notes: 'wrong donation' });
    expect(res.statusCode).toBe(409);
    expect(await state(d.id)).toEqual({ status: 'picked_up', json: 0, history: 0 });
  });
});

describe('backward corrections by an admin', () => {
  it('are refused without a note (400 on the notes field) and accepted with one', async () => {
    const d = await readyDonation('picked_up');
    const bare = await patch(admin, d.id, { status: 'contacted' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fieldErrors).toHaveProperty('notes');
    expect(await state(d.id)).toEqual({ status: 'picked_up', json: 0, history: 0 });

    const ok = await patch(admin, d.id, { status: 'contacted', notes: 'Marked picked up by mistake' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('contacted');
    const [row] = await t.database.db
      .select()
      .from(donationStatusHistory)
      .where(eq(donationStatusHistory.donationId, d.id));
    expect(row).toMatchObject({
      status: 'contacted',
      previousStatus: 'picked_up',
      notes: 'Marked picked up by mistake',
      updatedByName: 'admin Tester',
    });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(d.id)));
    expect(audits.map((a) => a.action)).toEqual(['donation.status']);
  });

  it('never move out of receipt_issued or a receipted completion', async () => {
    for (const from of ['receipt_issued', 'completed'] as const) {
      const d = await readyDonation(from, { receiptIssued: true });
      const res = await patch(admin, d.id, { status: 'valued', notes: 'undo' });
      expect(res.statusCode, from).toBe(409);
      expect((await state(d.id)).status).toBe(from);
    }
  });
});

describe('recordStatusChange', () => {
  it('writes nothing and answers CONFLICT when the status changed in between', async () => {
    const d = await readyDonation('contacted');
    await expect(
      t.database.db.transaction((tx) =>
        recordStatusChange(tx, { donationId: d.id, from: 'pending', to: 'picked_up', actor: null }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await state(d.id)).toEqual({ status: 'contacted', json: 0, history: 0 });
  });

  it('keeps the JSON copy of the history in step with the rows', async () => {
    const d = await readyDonation('pending');
    await patch(editor, d.id, { status: 'contacted', notes: 'called' });
    await patch(editor, d.id, { status: 'picked_up' });
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, d.id));
    expect(row!.statusHistory.map((h) => [h.previousStatus, h.status, h.notes])).toEqual([
      ['pending', 'contacted', 'called'],
      ['contacted', 'picked_up', null],
    ]);
  });
});
