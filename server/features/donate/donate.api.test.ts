import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeAccessCode } from '@shared/donations/access-code';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorPortalAccess,
} from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity } from '../donor-portal/portal-fixtures.testing';
import { countRows, validDonation, VALID_VIN } from './donate-fixtures.testing';

let t: TestApp;
let charityId: number;
let ip = 0;
// Every request from its own address, so the per-IP limit is only met where a test means to.
const nextIp = () => `10.4.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
  charityId = (await insertCharity(t.database.db, { name: 'Wizard Test Charity' })).id;
});
afterAll(() => t.close());

const submit = (payload: object, lang = 'en-CA', remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress,
    headers: { 'accept-language': lang },
    payload,
  });

describe('POST /api/donations', () => {
  it('stores the donation, its first history row, the access code, the e-mail and its communication', async () => {
    const res = await submit(
      validDonation({ charityId, phone: '613 555 0123', postalCode: 'k1a0b1', vin: VALID_VIN.toLowerCase() }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(Number), accessCode: expect.any(String), status: 'pending' });
    expect(normalizeAccessCode(body.accessCode)).toBe(body.accessCode);

    const db = t.database.db;
    const [d] = await db.select().from(donations).where(eq(donations.id, body.id));
    expect(d).toMatchObject({
      status: 'pending',
      locale: 'en',
      charityId,
      phone: '+16135550123',
      postalCode: 'K1A 0B1',
      vin: VALID_VIN,
      estimatedValue: '3450.00',
      newsConsent: false,
      newsConsentText: null,
      newsConsentAt: null,
    });
    const history = await db
      .select()
      .from(donationStatusHistory)
      .where(eq(donationStatusHistory.donationId, body.id));
    expect(history).toEqual([
      expect.objectContaining({ status: 'pending', previousStatus: null, notes: 'Submitted online' }),
    ]);
    const [access] = await db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.donationId, body.id));
    expect(access).toMatchObject({
      accessCode: body.accessCode,
      email: 'jean.dupuis@example.test',
      accessCount: 0,
    });

    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.donationId, body.id));
    expect(mail).toMatchObject({
      toAddress: 'jean.dupuis@example.test',
      locale: 'en',
      template: 'donation-received',
    });
    expect(mail!.subject).toBe(`We received your vehicle donation (No. ${body.id})`);
    expect(mail!.textBody).toContain(body.accessCode);
    expect(mail!.textBody).toContain(`http://localhost:5000/enhanced-donor-portal?code=${body.accessCode}`);
    expect(mail!.textBody).toContain('Wizard Test Charity');
    expect(mail!.textBody).toContain('usually 2-3 weeks after pickup');
    const comms = await db
      .select()
      .from(donationCommunications)
      .where(eq(donationCommunications.donationId, body.id));
    expect(comms).toEqual([
      expect.objectContaining({ type: 'email', subject: mail!.subject, message: mail!.textBody }),
    ]);
  });

  it('writes to a French-speaking donor in French and keeps the consent sentence they ticked, with its time', async () => {
    const res = await submit(validDonation({ charityId, newsConsent: true }), 'fr-CA,fr;q=0.9');
    expect(res.statusCode).toBe(201);
    const db = t.database.db;
    const [d] = await db.select().from(donations).where(eq(donations.id, res.json().id));
    expect(d!.locale).toBe('fr');
    expect(d!.newsConsentText).toBe(
      'Oui, envoyez-moi par courriel des nouvelles des programmes et des organismes partenaires de Vehicle Donation Canada. Je peux me désabonner en tout temps.',
    );
    expect(Date.now() - d!.newsConsentAt!.getTime()).toBeLessThan(60_000);
    const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.donationId, d!.id));
    expect(mail!.locale).toBe('fr');
    expect(mail!.subject).toBe(`Nous avons reçu votre don de véhicule (nº ${d!.id})`);
  });

  it('answers the same access code in the portal', async () => {
    const created = (await submit(validDonation({ charityId }))).json();
    const portal = await t.app.inject({ method: 'GET', url: `/api/donor-portal/${created.accessCode}` });
    expect(portal.statusCode).toBe(200);
    expect(portal.json().donation).toMatchObject({
      id: created.id,
      status: 'pending',
      charityName: 'Wizard Test Charity',
    });
  });

  it('refuses an inactive or unverified charity and stores nothing', async () => {
    const db = t.database.db;
    const inactive = await insertCharity(db, { isActive: false });
    const unverified = await insertCharity(db, { verificationStatus: 'pending' });
    const before = await countRows(db);
    for (const id of [inactive.id, unverified.id, 999999]) {
      const res = await submit(validDonation({ charityId: id }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({
        charityId: 'This charity is no longer available. Please choose another one.',
      });
    }
    expect(await countRows(db)).toEqual(before);
  });

  it('leaves nothing behind when the e-mail cannot be written half-way through', async () => {
    const db = t.database.db;
    // A real refusal by the database at the outbox insert, after the donation rows were written.
    await db.execute(sql`create function refuse_mail() returns trigger language plpgsql as $$
      begin raise exception 'outbox refused'; end $$`);
    await db.execute(
      sql`create trigger refuse_mail before insert on email_outbox for each row execute function refuse_mail()`,
    );
    const before = await countRows(db);
    try {
      const res = await submit(validDonation({ charityId }));
      expect(res.statusCode).toBe(500);
      expect(res.json().code).toBe('INTERNAL');
      expect(await countRows(db)).toEqual(before);
    } finally {
      await db.execute(sql`drop trigger refuse_mail on email_outbox`);
      await db.execute(sql`drop function refuse_mail()`);
    }
    expect((await submit(validDonation({ charityId }))).statusCode).toBe(201);
  });
});

describe('charity choice', () => {
  it('lists active, verified charities only, by name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/charities/choices' });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((c: { name: string }) => c.name);
    expect(names).toContain('Wizard Test Charity');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(res.json().every((c: { id: number; category: string }) => c.id > 0 && c.category)).toBe(true);
    expect(names.some((n: string) => n.startsWith('Test Charity'))).toBe(false); // the inactive and pending ones
  });

  it('gives each charity its French name, when it has one, for French visitors', async () => {
    const bilingual = await insertCharity(t.database.db, {
      name: 'Canadian Red Cross Test',
      nameFr: 'Croix-Rouge canadienne Test',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/charities/choices' });
    const choices = res.json() as { id: number; name: string; nameFr: string | null }[];
    expect(choices.find((c) => c.id === bilingual.id)).toMatchObject({
      name: 'Canadian Red Cross Test',
      nameFr: 'Croix-Rouge canadienne Test',
    });
    expect(choices.find((c) => c.name === 'Wizard Test Charity')?.nameFr).toBeNull();
  });

  it('never offers, nor accepts, a charity the registry lists as revoked or suspended', async () => {
    const db = t.database.db;
    const revoked = await insertCharity(db, { name: 'Revoked Test Charity', registryStatus: 'Revoked' });
    const suspended = await insertCharity(db, {
      name: 'Suspended Test Charity',
      registryStatus: 'Suspended',
    });
    const registered = await insertCharity(db, {
      name: 'Registered Test Charity',
      registryStatus: 'Registered',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/charities/choices' });
    const ids = res.json().map((c: { id: number }) => c.id);
    expect(ids).toContain(registered.id);
    expect(ids).not.toContain(revoked.id);
    expect(ids).not.toContain(suspended.id);
    const refused = await submit(validDonation({ charityId: revoked.id }));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fieldErrors)).toEqual(['charityId']);
  });

  it('recommends a children’s charity first when the donor asks for a recommendation', async () => {
    const db = t.database.db;
    const kids = await insertCharity(db, {
      name: 'Kids Help Test',
      category: 'other',
      targetPopulation: ['Children and youth'],
    });
    await insertCharity(db, { name: 'Another Health Test', category: 'health' });
    const res = await submit(validDonation({ charityId: null, charityChoice: 'recommend' }));
    expect(res.statusCode).toBe(201);
    const [d] = await db.select().from(donations).where(eq(donations.id, res.json().id));
    expect(d).toMatchObject({ charityId: kids.id, charityChoice: 'recommend' });
  });
});
