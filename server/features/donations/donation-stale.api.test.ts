import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from './donation-fixtures.testing';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'stale.editor');
  staff = await login(t, 'stale.editor');
});
afterAll(() => t.close());

const detail = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/donations/${id}`, headers: { cookie: staff } })).json();
const patch = (id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/donations/${id}/status`, headers: { cookie: staff }, payload });

describe('status change from a stale screen', () => {
  it('answers 409 when the donation changed after the screen read it, and changes nothing', async () => {
    const charity = await insertCharity(t.database.db, {});
    const d = await insertDonation(t.database.db, { charityId: charity.id, status: 'pending' });
    const seen = (await detail(d.id)).updatedAt as string;
    await new Promise((r) => setTimeout(r, 5));
    // Another screen moves it on first.
    expect((await patch(d.id, { status: 'contacted', expectedUpdatedAt: seen })).statusCode).toBe(200);
    const stale = await patch(d.id, {
      status: 'cancelled',
      notes: 'Donor changed their mind',
      expectedUpdatedAt: seen,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'CONFLICT' });
    expect(stale.json().message).toMatch(/changed this donation/);
    expect((await detail(d.id)).status).toBe('contacted');
  });

  it('applies the change when the screen saw the current version', async () => {
    const charity = await insertCharity(t.database.db, {});
    const d = await insertDonation(t.database.db, { charityId: charity.id, status: 'pending' });
    const res = await patch(d.id, { status: 'contacted', expectedUpdatedAt: (await detail(d.id)).updatedAt });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('contacted');
  });
});
