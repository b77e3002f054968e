import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCommunications, donations, donationStatusHistory } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation, insertPortalAccess } from './donation-fixtures.testing';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'stage-editor');
  editor = await login(t, 'stage-editor');
});
afterAll(() => t.close());

const patch = (id: number, what: 'status' | 'details', payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/donations/${id}/${what}`,
    headers: { cookie: editor },
    payload,
  });

const row = async (id: number) =>
  (await t.database.db.select().from(donations).where(eq(donations.id, id)))[0]!;
const outboxOf = (id: number) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, id));
const historyCount = async (id: number) =>
  Number(
    (
      await t.database.db
        .select({ n: count() })
        .from(donationStatusHistory)
        .where(eq(donationStatusHistory.donationId, id))
    )[0]!.n,
  );

const pickup = {
  pickupDate: '2026-03-03',
  pickupTime: '14:30',
  towingCompany: 'Capital Towing',
  towingDriverName: 'Sam Roy',
  towingDriverPhone: '(613) 555-0142',
};

describe('scheduling the pickup', () => {
  it('refuses pickup_scheduled without date, time and towing company, naming each field, and writes nothing', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    const res = await patch(d.id, 'status', {
      status: 'pickup_scheduled',
      pickup: { pickupDate: '2026-03-03' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['pickup.pickupTime', 'pickup.towingCompany']);
    expect(res.json().fieldErrors['pickup.towingCompany']).toBe('The towing company is required.');
    expect((await row(d.id)).status).toBe('contacted');
    expect((await row(d.id)).pickupDate).toBeNull();
    expect(await historyCount(d.id)).toBe(0);
    expect(await outboxOf(d.id)).toEqual([]);
  });

  it('refuses a driver phone that is not a North American number', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    const res = await patch(d.id, 'status', {
      status: 'pickup_scheduled',
      pickup: { ...pickup, towingDriverPhone: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['pickup.towingDriverPhone']);
  });

  it('records the details and the move in one request, and e-mails the donor in English with the portal link', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted', locale: 'en' });
    const access = await insertPortalAccess(t.database.db, d.id, d.email);
    const res = await patch(d.id, 'status', { status: 'pickup_scheduled', notes: 'Booked with Sam', pickup });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pickup_scheduled', towingDriverPhone: '+16135550142' });
    expect(await row(d.id)).toMatchObject({
      pickupDate: '2026-03-03',
      pickupTime: '14:30',
      donorNotificationsSent: 1,
    });

    const [mail] = await outboxOf(d.id);
    expect(mail).toMatchObject({ toAddress: d.email, locale: 'en', template: 'donation-pickup-scheduled' });
    expect(mail!.subject).toBe(`Your vehicle pickup is scheduled (donation #${d.id})`);
    expect(mail!.textBody).toContain('Tuesday, March 3, 2026');
    expect(mail!.textBody).toContain('2:30');
    expect(mail!.textBody).toContain('Capital Towing');
    expect(mail!.textBody).toContain('Driver: Sam Roy, (613) 555-0142');
    expect(mail!.textBody).toContain('ServiceOntario');
    expect(mail!.textBody).toContain(`http://localhost:5000/enhanced-donor-portal?code=${access.accessCode}`);

    const comms = await t.database.db
      .select()
      .from(donationCommunications)
      .where(eq(donationCommunications.donationId, d.id));
    expect(comms).toEqual([
      expect.objectContaining({
        type: 'email',
        method: 'email',
        subject: mail!.subject,
        sentByName: 'system',
      }),
    ]);
  });

  it("writes to a French-speaking donor in French, with Quebec's plate authority", async () => {
    const d = await insertDonation(t.database.db, {
      status: 'pending',
      locale: 'fr',
      province: 'QC',
      city: 'Laval',
    });
    const res = await patch(d.id, 'status', { status: 'pickup_scheduled', pickup });
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxOf(d.id);
    expect(mail!.locale).toBe('fr');
    expect(mail!.subject).toBe(`Le remorquage de votre véhicule est planifié (don nº ${d.id})`);
    expect(mail!.textBody).toContain('mardi 3 mars 2026');
    expect(mail!.textBody).toContain('14 h 30');
    expect(mail!.textBody).toContain('SAAQ');
  });

  it('tells a scheduled donor when the pickup changes, and not for a note', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    await patch(d.id, 'status', { status: 'pickup_scheduled', pickup });
    expect(await outboxOf(d.id)).toHaveLength(1);
    await patch(d.id, 'details', { internalNotes: 'Gate code 1234' });
    expect(await outboxOf(d.id)).toHaveLength(1);
    const res = await patch(d.id, 'details', { pickup: { pickupTime: '09:00' } });
    expect(res.statusCode).toBe(200);
    const mails = await outboxOf(d.id);
    expect(mails.map((m) => m.template).sort()).toEqual([
      'donation-pickup-rescheduled',
      'donation-pickup-scheduled',
    ]);
  });

  it('takes a pickup window, and tells the donor "from ... to ..."; a window that ends before it starts is refused', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    const backwards = await patch(d.id, 'status', {
      status: 'pickup_scheduled',
      pickup: { ...pickup, pickupTime: '10:00-08:00' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fieldErrors).toHaveProperty(['pickup.pickupTime']);
    const res = await patch(d.id, 'status', {
      status: 'pickup_scheduled',
      pickup: { ...pickup, pickupTime: '08:00 – 10:00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().pickupTime).toBe('08:00-10:00');
    const [mail] = await outboxOf(d.id);
    expect(mail!.textBody).toMatch(/Time: 8:00\sa\.m\. to 10:00\sa\.m\./);
  });

  it('keeps what a scheduled pickup needs: its time cannot be cleared', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    await patch(d.id, 'status', { status: 'pickup_scheduled', pickup });
    const res = await patch(d.id, 'details', { pickup: { pickupTime: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['pickup.pickupTime']);
    expect((await row(d.id)).pickupTime).toBe('14:30');
  });
});

describe('picking up', () => {
  it('sets the received date to today when none was scheduled, and e-mails the donor', async () => {
    const d = await insertDonation(t.database.db, { status: 'contacted' });
    const res = await patch(d.id, 'status', { status: 'picked_up' });
    expect(res.statusCode).toBe(200);
    expect(res.json().pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [mail] = await outboxOf(d.id);
    expect(mail!.template).toBe('donation-picked-up');
    expect(mail!.textBody).toContain('usually 2-3 weeks after pickup');
  });
});

describe('valuing', () => {
  it('refuses valued without a fair market value (400 on the field) and writes nothing', async () => {
    const d = await insertDonation(t.database.db, { status: 'picked_up', pickupDate: '2026-03-03' });
    const res = await patch(d.id, 'status', { status: 'valued' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toHaveProperty(['valuation.finalValue']);
    expect(await historyCount(d.id)).toBe(0);
  });

  it('asks for the basis from $1,000 and accepts an appraisal with name and address', async () => {
    const d = await insertDonation(t.database.db, { status: 'picked_up', pickupDate: '2026-03-03' });
    const missing = await patch(d.id, 'status', { status: 'valued', valuation: { finalValue: 1000 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toHaveProperty(['valuation.valuationBasis']);
    const half = await patch(d.id, 'status', {
      status: 'valued',
      valuation: { finalValue: 1000, valuationBasis: 'appraisal', appraiserName: 'R. Dubé' },
    });
    expect(Object.keys(half.json().fieldErrors)).toEqual(['valuation.appraiserAddress']);
    expect((await row(d.id)).finalValue).toBeNull();

    const ok = await patch(d.id, 'status', {
      status: 'valued',
      valuation: {
        finalValue: 1234.56,
        valuationBasis: 'appraisal',
        appraiserName: 'R. Dubé',
        appraiserAddress: '5 Bank St, Ottawa ON',
        advantageAmount: 34.56,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'valued', finalValue: 1234.56, advantageAmount: 34.56 });
    expect(await row(d.id)).toMatchObject({
      finalValue: '1234.56',
      advantageAmount: '34.56',
      valuationBasis: 'appraisal',
    });
  });

  it('refuses an advantage above the value and an amount with three decimals', async () => {
    const d = await insertDonation(t.database.db, { status: 'picked_up', pickupDate: '2026-03-03' });
    const high = await patch(d.id, 'details', { valuation: { finalValue: 500, advantageAmount: 600 } });
    expect(high.json().fieldErrors).toHaveProperty(['valuation.advantageAmount']);
    const cents = await patch(d.id, 'details', { valuation: { finalValue: 500.005 } });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().fieldErrors).toHaveProperty(['valuation.finalValue']);
  });

  it('locks the receipt facts once a receipt is issued, but not the internal notes', async () => {
    const d = await insertDonation(t.database.db, {
      status: 'receipt_issued',
      receiptIssued: true,
      finalValue: '800.00',
    });
    const res = await patch(d.id, 'details', { valuation: { finalValue: 900 } });
    expect(res.statusCode).toBe(409);
    expect((await row(d.id)).finalValue).toBe('800.00');
    const notes = await patch(d.id, 'details', { internalNotes: 'Donor called to thank us' });
    expect(notes.statusCode).toBe(200);
    expect(notes.json().internalNotes).toBe('Donor called to thank us');
  });

  it('completes a valued donation whose donor declined the receipt', async () => {
    const d = await insertDonation(t.database.db, {
      status: 'valued',
      finalValue: '300.00',
      pickupDate: '2026-03-03',
    });
    expect((await patch(d.id, 'status', { status: 'completed' })).statusCode).toBe(409);
    expect((await patch(d.id, 'details', { receiptDeclined: true })).statusCode).toBe(200);
    expect((await patch(d.id, 'status', { status: 'completed' })).statusCode).toBe(200);
  });
});
