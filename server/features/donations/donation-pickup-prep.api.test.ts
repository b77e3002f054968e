import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVINCE_PREP } from '@shared/donations/province-prep';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation } from './donation-fixtures.testing';

let t: TestApp;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'prep-pickup-editor');
  editor = await login(t, 'prep-pickup-editor');
});
afterAll(() => t.close());

const schedule = async (id: number) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/donations/${id}/status`,
    headers: { cookie: editor },
    payload: {
      status: 'pickup_scheduled',
      pickup: { pickupDate: '2026-03-03', pickupTime: '14:30', towingCompany: 'Capital Towing' },
    },
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, id));
  return mail!.textBody;
};

describe('the pickup e-mail says what to prepare in the donor’s province', () => {
  it('tells a Newfoundland and Labrador donor to leave the plate on and file the notice of sale', async () => {
    const d = await insertDonation(t.database.db, {
      status: 'contacted',
      locale: 'en',
      province: 'NL',
      city: "St. John's",
      postalCode: 'A1C 5M2',
    });
    const text = await schedule(d.id);
    expect(text).toContain('What to prepare in Newfoundland and Labrador');
    expect(text).toContain('- Leave the licence plate on the vehicle');
    expect(text).not.toContain('remove your licence plates');
    expect(text).toContain(PROVINCE_PREP.NL.sourceUrl);
    expect(text).not.toContain('unattended');
  });

  it('reminds a donor who will not be there what to leave in the vehicle and what they get back', async () => {
    const d = await insertDonation(t.database.db, {
      status: 'contacted',
      locale: 'fr',
      province: 'QC',
      city: 'Laval',
      postalCode: 'H7N 1A1',
      unattendedPickup: true,
    });
    const text = await schedule(d.id);
    expect(text).toContain("Ce qu'il faut préparer – Québec");
    expect(text).toContain('Vous avez choisi un remorquage sans présence');
  });
});
