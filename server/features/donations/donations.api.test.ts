import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation, insertPortalAccess } from './donation-fixtures.testing';

let t: TestApp;
let editor: string;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'list-editor');
  await addUser(t, 'admin', 'list-admin');
  editor = await login(t, 'list-editor');
  admin = await login(t, 'list-admin');
  const db = t.database.db;
  const charity = await insertCharity(db, { name: 'Ottawa Kids Foundation' });
  const rows = [
    {
      key: 'tremblay',
      firstName: 'Julie',
      lastName: 'Tremblay',
      make: 'Toyota',
      model: 'Corolla',
      status: 'pending',
    },
    {
      key: 'nguyen',
      firstName: 'Minh',
      lastName: 'Nguyen',
      make: 'Ford',
      model: 'F-150',
      status: 'contacted',
    },
    {
      key: 'smith',
      firstName: 'Pat',
      lastName: 'Smith',
      make: 'Honda',
      model: 'Civic',
      status: 'receipt_issued',
    },
    { key: 'lee', firstName: 'Chris', lastName: 'Lee', make: 'Mazda', model: 'CX-5', status: 'completed' },
    { key: 'roy', firstName: 'Dana', lastName: 'Roy', make: 'Kia', model: 'Soul', status: 'cancelled' },
  ];
  for (const [i, r] of rows.entries()) {
    const { key, ...values } = r;
    const d = await insertDonation(db, {
      ...values,
      email: `${key}@example.test`,
      vin: `1HGCM82633A00440${i}`,
      charityId: charity.id,
      finalValue: key === 'smith' ? '2500.00' : null,
      createdAt: new Date(Date.UTC(2026, 0, 10 + i)),
    });
    ids[key] = d.id;
  }
  await insertPortalAccess(db, ids.tremblay!, 'tremblay@example.test');
});
afterAll(() => t.close());

const get = (url: string, cookie = editor) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const idsOf = (res: { json(): { items: { id: number }[] } }) => res.json().items.map((i) => i.id);

describe('GET /api/donations', () => {
  it('lists newest first with progress, money as numbers and the charity name', async () => {
    const res = await get('/api/donations');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(idsOf(res)).toEqual([ids.roy, ids.lee, ids.smith, ids.nguyen, ids.tremblay]);
    const smith = res.json().items.find((i: { id: number }) => i.id === ids.smith);
    expect(smith).toMatchObject({
      progress: 88,
      finalValue: 2500,
      estimatedValue: 1800,
      charityName: 'Ottawa Kids Foundation',
    });
    const roy = res.json().items.find((i: { id: number }) => i.id === ids.roy);
    expect(roy.progress).toBeNull();
  });

  it('searches by name, full name, e-mail, VIN, make, model and number', async () => {
    const cases: [string, number][] = [
      ['tremb', ids.tremblay!],
      ['Minh Nguyen', ids.nguyen!],
      ['lee@example', ids.lee!],
      ['1HGCM82633A004402', ids.smith!],
      ['kia', ids.roy!],
      ['f-150', ids.nguyen!],
      [`#${ids.lee}`, ids.lee!],
      ['004400', ids.tremblay!],
    ];
    for (const [search, id] of cases) {
      const res = await get(`/api/donations?search=${encodeURIComponent(search)}`);
      expect(idsOf(res), search).toEqual([id]);
    }
    expect((await get('/api/donations?search=%25')).json().total).toBe(0);
    // Digits alone match the donation number and VIN digits alike.
    expect(idsOf(await get(`/api/donations?search=${ids.lee}`))).toContain(ids.lee);
  });

  it('filters by a status or by a group of the admin list', async () => {
    expect(idsOf(await get('/api/donations?status=contacted'))).toEqual([ids.nguyen]);
    expect(idsOf(await get('/api/donations?status=in_progress'))).toEqual([ids.smith, ids.nguyen]);
    expect(idsOf(await get('/api/donations?status=completed'))).toEqual([ids.lee]);
    expect(idsOf(await get('/api/donations?status=cancelled'))).toEqual([ids.roy]);
    expect((await get('/api/donations?status=lost')).statusCode).toBe(400);
  });

  it('pages, and caps the page size at 100', async () => {
    const p2 = await get('/api/donations?pageSize=2&page=2');
    expect(p2.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(idsOf(p2)).toEqual([ids.smith, ids.nguyen]);
    expect((await get('/api/donations?pageSize=101')).statusCode).toBe(400);
  });
});

describe('GET /api/donations/:id', () => {
  it('gives staff the full record with the access code and the moves their role may make', async () => {
    const res = await get(`/api/donations/${ids.tremblay}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: ids.tremblay,
      firstName: 'Julie',
      charityName: 'Ottawa Kids Foundation',
    });
    expect(body.accessCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const moves = body.legalNextStatuses.map((m: { status: string }) => m.status);
    expect(moves).toEqual(['contacted', 'pickup_scheduled', 'picked_up', 'cancelled']);
    expect(
      body.legalNextStatuses.find((m: { status: string }) => m.status === 'pickup_scheduled').needsDetails,
    ).toBe(true);
  });

  it('offers an admin the corrections of a cancelled donation, with a note', async () => {
    const asAdmin = (await get(`/api/donations/${ids.roy}`, admin)).json();
    expect(asAdmin.legalNextStatuses.every((m: { noteRequired: boolean }) => m.noteRequired)).toBe(true);
    expect(asAdmin.legalNextStatuses.length).toBeGreaterThan(0);
    expect((await get(`/api/donations/${ids.roy}`)).json().legalNextStatuses).toEqual([]);
  });

  it('answers 404 for an unknown donation and 400 for a bad id', async () => {
    expect((await get('/api/donations/999999')).statusCode).toBe(404);
    expect((await get('/api/donations/abc')).statusCode).toBe(400);
  });
});

describe('communications', () => {
  const post = (id: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/donations/${id}/communications`,
      headers: { cookie: editor },
      payload,
    });

  it('logs a phone call, newest first, without e-mailing anyone', async () => {
    const res = await post(ids.nguyen!, {
      type: 'phone',
      method: 'phone',
      subject: 'Pickup',
      message: 'Left a voicemail',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'phone',
      message: 'Left a voicemail',
      sentByName: 'editor Tester',
    });
    const list = await get(`/api/donations/${ids.nguyen}/communications`);
    expect(list.json()).toEqual([expect.objectContaining({ id: res.json().id })]);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, ids.nguyen!)),
    ).toEqual([]);
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, ids.nguyen!));
    expect(row!.lastContactedAt).not.toBeNull();
  });

  it('e-mails the donor when the method is e-mail, signed with the staff name and the portal link', async () => {
    const res = await post(ids.tremblay!, {
      type: 'email',
      method: 'email',
      subject: 'Your title',
      message: 'Please bring the ownership.',
    });
    expect(res.statusCode).toBe(201);
    const notifications = await get(`/api/donations/${ids.tremblay}/notifications`);
    expect(notifications.json()).toEqual([
      expect.objectContaining({
        toAddress: 'tremblay@example.test',
        subject: 'Your title',
        template: 'staff-message',
        status: 'queued',
      }),
    ]);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.donationId, ids.tremblay!));
    expect(mail!.textBody).toContain('Please bring the ownership.');
    expect(mail!.textBody).toContain('editor Tester');
    expect(mail!.textBody).toContain('/enhanced-donor-portal?code=');
  });

  it('refuses an e-mail without a subject, and an empty message, writing nothing', async () => {
    const noSubject = await post(ids.lee!, { type: 'email', method: 'email', message: 'Hi' });
    expect(noSubject.statusCode).toBe(400);
    expect(noSubject.json().fieldErrors).toEqual({ subject: 'An e-mail needs a subject.' });
    const empty = await post(ids.lee!, { type: 'note', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await get(`/api/donations/${ids.lee}/communications`)).json()).toEqual([]);
  });

  it('lists the status history newest first under both paths', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: `/api/donations/${ids.nguyen}/status`,
      headers: { cookie: editor },
      payload: { status: 'cancelled', notes: 'Sold it privately' },
    });
    for (const path of ['history', 'status-history']) {
      const res = await get(`/api/donations/${ids.nguyen}/${path}`);
      expect(res.json()).toEqual([
        expect.objectContaining({
          status: 'cancelled',
          previousStatus: 'contacted',
          notes: 'Sold it privately',
          updatedByName: 'editor Tester',
        }),
      ]);
    }
  });
});
