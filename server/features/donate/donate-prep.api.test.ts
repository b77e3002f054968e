import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_PREP } from '@shared/donations/province-prep';
import { donations } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { validDonation } from './donate-fixtures.testing';

let t: TestApp;
let staff: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'prep-editor');
  staff = await login(t, 'prep-editor');
});
afterAll(() => t.close());

async function submit(overrides: Record<string, unknown>, lang: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: `10.8.0.${++n}`,
    headers: { 'accept-language': lang },
    payload: validDonation({ charityChoice: 'recommend', email: `prep${n}@example.test`, ...overrides }),
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, id));
  return { id, mail: mail! };
}

const quebec = { province: 'QC', city: 'Montréal', postalCode: 'H2X 1Y4' };

describe('what to prepare, in the confirmation e-mail', () => {
  it('tells a Quebec donor, in French, what the SAAQ asks, with its page', async () => {
    const { mail } = await submit(quebec, 'fr-CA');
    expect(mail.textBody).toContain("Ce qu'il faut préparer – Québec");
    expect(mail.textBody).toContain("- Votre certificat d'immatriculation, signé au verso par vous");
    expect(mail.textBody).toContain('- Retirez vos plaques');
    expect(mail.textBody).toContain('- Le transfert indique le kilométrage');
    expect(mail.textBody).toContain(
      `Source : Société de l'assurance automobile du Québec (SAAQ), ${PROVINCE_PREP.QC.sourceUrlFr}`,
    );
    expect(mail.textBody).not.toContain('remorquage sans présence');
  });

  it('tells a Newfoundland and Labrador donor to leave the plate and send the notice of sale', async () => {
    const nl = { province: 'NL', city: "St. John's", postalCode: 'A1C 5M2' };
    const { mail } = await submit(nl, 'en-CA');
    expect(mail.textBody).toContain('What to prepare in Newfoundland and Labrador');
    expect(mail.textBody).toContain('- Leave the licence plate on the vehicle');
    expect(mail.textBody).toMatch(/- Send the Notice of Sale .* within 10 days/);
    expect(mail.textBody).toContain(PROVINCE_PREP.NL.sourceUrl);
    expect(mail.textBody).not.toContain('odometer');
  });
});

describe('unattended pickup', () => {
  it('is stored, explained in the e-mail, and shown to staff', async () => {
    const { id, mail } = await submit({ ...quebec, unattendedPickup: true }, 'fr-CA');
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, id));
    expect(row!.unattendedPickup).toBe(true);
    expect(mail.textBody).toContain('Vous avez choisi un remorquage sans présence');
    expect(mail.textBody).toContain('reçu de remorquage');

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${id}`,
      headers: { cookie: staff },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().unattendedPickup).toBe(true);
  });

  it('is off unless the donor asks for it, and refuses anything but yes or no', async () => {
    const { id } = await submit({}, 'en-CA');
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, id));
    expect(row!.unattendedPickup).toBe(false);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/donations',
      remoteAddress: '10.8.1.1',
      payload: validDonation({ charityChoice: 'recommend', unattendedPickup: 'maybe' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ unattendedPickup: 'Please choose one of the options' });
  });
});
