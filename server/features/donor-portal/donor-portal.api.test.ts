import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCommunications, donationStatusHistory, donorPortalAccess } from '../../db/schema/donations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from './portal-fixtures.testing';

let t: TestApp;
let code: string;
let donationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const charity = await insertCharity(db, { name: 'Children’s Wish Test' });
  const made = await insertDonation(db, {
    charityId: charity.id,
    status: 'valued',
    finalValue: '2100.00',
    internalNotes: 'SECRET-INTERNAL donor was rude',
    towingDriverName: 'SECRET-DRIVER-NAME',
    towingDriverPhone: '6135559999',
    valuationNotes: 'SECRET-VALUATION',
    pickupDate: '2026-03-02',
    pickupTime: '09:00-12:00',
  });
  code = made.accessCode;
  donationId = made.donation.id;
  const hour = 3_600_000;
  const now = Date.now();
  const moves = ['contacted', 'pickup_scheduled', 'picked_up', 'valued'] as const;
  let previous = 'pending';
  for (const [i, status] of moves.entries()) {
    await db.insert(donationStatusHistory).values({
      donationId,
      status,
      previousStatus: previous,
      notes: `SECRET-STAFF-NOTE ${i}`,
      updatedByName: 'SECRET-STAFF-NAME',
      createdAt: new Date(now - (moves.length - i) * hour + 1000),
    });
    previous = status;
  }
  // An internal note, newer than every message: it must not reach the donor.
  await db.insert(donationCommunications).values({
    donationId,
    type: 'note',
    method: 'phone',
    subject: 'SECRET-NOTE-SUBJECT',
    message: 'SECRET-NOTE',
    sentAt: new Date(now),
  });
  for (const [i, subject] of ['Welcome', 'Pickup booked', 'Picked up', 'Valued'].entries()) {
    await db.insert(donationCommunications).values({
      donationId,
      type: 'email',
      method: 'email',
      subject,
      message: 'SECRET-MESSAGE-BODY',
      sentByName: 'SECRET-STAFF-NAME',
      sentAt: new Date(now - (4 - i) * hour),
    });
  }
});
afterAll(() => t.close());

const lookup = (c: string, remoteAddress = '10.1.0.1', lang = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/donor-portal/${encodeURIComponent(c)}`,
    remoteAddress,
    headers: { 'accept-language': lang },
  });

describe('donor portal by access code', () => {
  it('shows the donation with money as numbers, the latest 3 updates and the latest 3 communications', async () => {
    const res = await lookup(code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.donation).toMatchObject({
      id: donationId,
      status: 'valued',
      make: 'Honda',
      charityName: 'Children’s Wish Test',
      estimatedValue: 1250.5,
      finalValue: 2100,
      pickupDate: '2026-03-02',
      firstName: 'Marie',
    });
    expect(body.statusHistory.map((h: { status: string }) => h.status)).toEqual([
      'valued',
      'picked_up',
      'pickup_scheduled',
    ]);
    expect(body.communications.map((c: { subject: string }) => c.subject)).toEqual([
      'Valued',
      'Picked up',
      'Pickup booked',
    ]);
  });

  it('never sends internal notes, towing driver details, valuation notes, staff notes or staff names', async () => {
    const res = await lookup(code);
    expect(res.body).not.toMatch(/SECRET/);
    expect(res.body).not.toContain('6135559999');
    expect(res.json().donation).not.toHaveProperty('internalNotes');
    expect(res.json().statusHistory[0]).toEqual({
      id: expect.any(Number),
      status: 'valued',
      createdAt: expect.any(String),
    });
  });

  it('counts each access and reports the visit before this one', async () => {
    const [before] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.accessCode, code));
    const first = (await lookup(code)).json();
    const second = (await lookup(code)).json();
    expect(second.accessInfo.accessCount).toBe(first.accessInfo.accessCount + 1);
    expect(first.accessInfo.accessCount).toBe(before!.accessCount + 1);
    expect(new Date(second.accessInfo.lastAccessedAt).getTime()).toBeGreaterThan(0);
    const [after] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.accessCode, code));
    expect(after!.accessCount).toBe(second.accessInfo.accessCount);
    expect(after!.lastAccessedAt).not.toBeNull();
  });

  it('reads a code as a person typed it: lower case, without dashes, O for 0 and I or L for 1', async () => {
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    const res = await lookup(typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().donation.id).toBe(donationId);
  });

  it('answers an unknown code and a malformed one with the same 404, in the language of the request', async () => {
    const unknown = await lookup('ZZZZ-ZZZZ-ZZZZ', '10.1.0.2');
    const malformed = await lookup('not a code', '10.1.0.2');
    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(404);
    expect(unknown.json()).toEqual(malformed.json());
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Please check your tracking code and try again.',
    });
    const fr = await lookup('ZZZZ-ZZZZ-ZZZZ', '10.1.0.2', 'fr-CA');
    expect(fr.json().message).toBe('Veuillez vérifier votre code de suivi et réessayer.');
  });

  it('blocks an IP after 30 failed lookups, even for a real code, while other IPs still get through', async () => {
    for (let i = 0; i < 30; i++)
      expect((await lookup(`AAAA-AAAA-${String(i).padStart(4, '0')}`, '10.9.9.9')).statusCode).toBe(404);
    const blocked = await lookup(code, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lookup(code, '10.9.9.10')).statusCode).toBe(200);
  });

  it('does not count successful lookups against the IP', async () => {
    for (let i = 0; i < 35; i++) expect((await lookup(code, '10.7.7.7')).statusCode).toBe(200);
  });
});
