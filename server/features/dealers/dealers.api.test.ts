import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { autoDealers } from '../../db/schema/dealers';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation } from '../donations/donation-fixtures.testing';
import { insertAuction } from '../auctions/auction-fixtures.testing';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'dealer-admin');
  admin = await login(t, 'dealer-admin');
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Rive-Sud Autos inc.',
  contactName: 'Julie Tremblay',
  email: `julie-${Math.random().toString(36).slice(2, 8)}@rivesud.example.test`,
  phone: '450 555 0199',
  address: '900 boulevard Taschereau',
  city: 'Longueuil',
  province: 'QC',
  postalCode: 'J4K 2V1',
  dealerLicense: 'OPC 123456',
  gstNumber: '123456782RT0001',
  specialties: ['Import Vehicles', 'Salvage & Parts'],
  operatingRadius: 120,
  operatingHours: 'Lun-ven 9 h à 17 h',
  locale: 'fr',
  ...overrides,
});

const register = (body: Record<string, unknown>, lang = 'en-CA') =>
  t.app.inject({ method: 'POST', url: '/api/dealers', headers: { 'accept-language': lang }, payload: body });

function linkFrom(text: string): string {
  const m = /set-password\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return decodeURIComponent(m[1]!);
}

describe('dealer registration', () => {
  it('refuses a form missing what the spec requires, with the messages in the visitor language', async () => {
    const res = await register(
      form({
        businessName: '',
        dealerLicense: ' ',
        specialties: [],
        operatingHours: '',
        operatingRadius: 501,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      businessName: 'Business name is required',
      dealerLicense: 'Dealer license is required',
      specialties: 'Specialties Required: Please select at least one specialty.',
      operatingHours: 'Operating hours are required',
      operatingRadius: 'The operating radius is from 1 to 500 km',
    });
    const fr = await register(form({ postalCode: 'M5V 2T6' }), 'fr-CA');
    expect(fr.json().fieldErrors.postalCode).toBe("Ce code postal n'est pas dans la province choisie");
    expect(await t.database.db.select().from(autoDealers)).toHaveLength(0);
  });

  it('stores a pending dealer without an account and e-mails the applicant and the admins', async () => {
    const body = form();
    const res = await register(body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ received: true });
    const [row] = await t.database.db.select().from(autoDealers).where(eq(autoDealers.email, body.email));
    expect(row).toMatchObject({
      verificationStatus: 'pending',
      isVerified: false,
      userId: null,
      phone: '+14505550199',
      locale: 'fr',
    });
    const mails = await t.database.db.select().from(emailOutbox);
    expect(mails.find((m) => m.toAddress === body.email)!.subject).toBe(
      'Nous avons reçu votre inscription de concessionnaire',
    );
    expect(
      mails.some(
        (m) => m.toAddress === 'dealer-admin@example.test' && m.template === 'dealer-registration-admin',
      ),
    ).toBe(true);
  });

  it('answers an address already registered as a new one, and tells its owner by e-mail in its language', async () => {
    const owner = form({ locale: 'fr' });
    const first = await register(owner);
    const mailsTo = (to: string) =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    const adminMails = async () =>
      (await mailsTo('dealer-admin@example.test')).filter((m) => m.template === 'dealer-registration-admin')
        .length;
    const adminsBefore = await adminMails();
    // Someone else, in English, with other details and the owner's address in capitals.
    const again = await register(
      form({ email: owner.email.toUpperCase(), businessName: 'Mallory Cars', locale: 'en' }),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const rows = await t.database.db.select().from(autoDealers).where(eq(autoDealers.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.businessName).toBe('Rive-Sud Autos inc.');
    expect(await adminMails()).toBe(adminsBefore);
    const notices = (await mailsTo(owner.email)).filter((m) => m.template === 'dealer-duplicate');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.locale).toBe('fr');
    expect(notices[0]!.subject).toBe(
      "Quelqu'un a tenté d'inscrire un concessionnaire avec votre adresse courriel",
    );
    expect(notices[0]!.textBody).toContain('Rive-Sud Autos inc.');
    expect(notices[0]!.textBody).toContain("votre inscription est en cours d'examen");
    // Tried again within the hour: the same answer, and no second notice to flood the owner.
    expect((await register(form({ email: owner.email }))).body).toBe(first.body);
    expect((await mailsTo(owner.email)).filter((m) => m.template === 'dealer-duplicate')).toHaveLength(1);
  });
});

describe('dealer review', () => {
  it('approval creates the dealer account and a one-time link; the dealer bids; revoking ends its session and its bids', async () => {
    const body = form();
    expect((await register(body)).statusCode).toBe(202);
    const [{ id }] = (await t.database.db
      .select({ id: autoDealers.id })
      .from(autoDealers)
      .where(eq(autoDealers.email, body.email))) as [{ id: number }];
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dealers?status=pending',
      headers: { cookie: admin },
    });
    expect(list.json().dealers.map((d: { id: number }) => d.id)).toContain(id);
    expect(list.json().counts.pending).toBeGreaterThan(0);

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/dealers/${id}/status`,
      headers: { cookie: admin },
      payload: { verificationStatus: 'verified' },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ verificationStatus: 'verified', hasAccount: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(user!.role).toBe('dealer');

    const mail = (
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, body.email))
    ).find((m) => m.template === 'dealer-approved')!;
    const token = linkFrom(mail.textBody);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'Garage-Rive-Sud-77' },
    });
    expect(set.statusCode).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'Another-Pass-99' },
    });
    expect(reuse.statusCode).toBe(400);

    const cookie = await login(t, `dealer-${id}`, 'Garage-Rive-Sud-77');
    const donation = await insertDonation(t.database.db, { status: 'processing' });
    const auction = await insertAuction(t.database.db, { donationId: donation.id });
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { cookie },
      payload: { auctionId: auction.id, bidAmount: 750 },
    });
    expect(first.statusCode).toBe(201);

    const missingReason = await t.app.inject({
      method: 'PATCH',
      url: `/api/dealers/${id}/status`,
      headers: { cookie: admin },
      payload: { verificationStatus: 'rejected' },
    });
    expect(missingReason.statusCode).toBe(400);
    const revoked = await t.app.inject({
      method: 'PATCH',
      url: `/api/dealers/${id}/status`,
      headers: { cookie: admin },
      payload: { verificationStatus: 'rejected', reason: 'Licence suspended by the OPC' },
    });
    expect(revoked.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      headers: { cookie },
      payload: { auctionId: auction.id, bidAmount: 900 },
    });
    expect(after.statusCode).toBe(401);
    // A closed account cannot get back in.
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: `dealer-${id}`, password: 'Garage-Rive-Sud-77' },
    });
    expect(retry.statusCode).toBe(401);
    expect(retry.headers['set-cookie'] ?? []).not.toContain('vdc.session_token');
    const notices = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, body.email));
    expect(notices.find((m) => m.template === 'dealer-revoked')!.textBody).toContain(
      'Licence suspended by the OPC',
    );
  });

  it('only admins review dealers', async () => {
    await addUser(t, 'editor', 'dealer-editor');
    const editor = await login(t, 'dealer-editor');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dealers', headers: { cookie: editor } })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: '/api/dealers/1/status',
          payload: { verificationStatus: 'verified' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
