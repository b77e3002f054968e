import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../db/schema/donations';
import { taxReceipts } from '../../db/schema/receipts';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from '../receipts/receipt-fixtures.testing';
import { validDonation } from './donate-fixtures.testing';

/**
 * Issue 33: the title brand, an RV's class, a boat's length and type set the estimate; the donation
 * keeps them, staff read them, and the receipt describes the vehicle with them.
 */

let t: TestApp;
let staff: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'vehicle.details.admin');
  staff = await login(t, 'vehicle.details.admin');
});
afterAll(() => t.close());

const submit = (payload: object, lang = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: `10.9.0.${++ip}`,
    headers: { 'accept-language': lang },
    payload,
  });

const boat = {
  vehicleType: 'boat',
  year: 2010,
  make: 'Other',
  model: 'Boat',
  trim: null,
  vin: null,
  mileage: 400,
  titleBrand: 'salvage',
  boatLengthFt: 22,
  boatType: 'pontoon',
  charityChoice: 'recommend',
};

describe('the vehicle details a donor gives in the wizard', () => {
  it("are stored on the donation and shown in the staff's donation detail", async () => {
    const res = await submit(validDonation(boat));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(donations).where(eq(donations.id, res.json().id));
    expect(row).toMatchObject({
      titleBrand: 'salvage',
      boatLengthFt: 22,
      boatType: 'pontoon',
      rvClass: null,
    });

    const rv = await submit(
      validDonation({
        vehicleType: 'other',
        make: 'Other',
        model: 'RV',
        vin: null,
        rvClass: 'classC',
        charityChoice: 'recommend',
      }),
    );
    expect(rv.statusCode, rv.body).toBe(201);
    const [rvRow] = await t.database.db.select().from(donations).where(eq(donations.id, rv.json().id));
    // A caller that leaves the brand out has said nothing about it: not recorded as clean.
    expect(rvRow).toMatchObject({ rvClass: 'classC', titleBrand: null, boatType: null });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${res.json().id}`,
      headers: { cookie: staff },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      titleBrand: 'salvage',
      rvClass: null,
      boatLengthFt: 22,
      boatType: 'pontoon',
    });
  });

  it('refuses a boat type or RV class it does not know, naming the field in both languages', async () => {
    const en = await submit(validDonation({ ...boat, boatType: 'yacht', rvClass: 'classZ' }));
    expect(en.statusCode).toBe(400);
    expect(en.json().fieldErrors).toMatchObject({
      boatType: expect.any(String),
      rvClass: expect.any(String),
    });
    const fr = await submit(validDonation({ ...boat, boatType: 'yacht' }), 'fr-CA');
    expect(fr.statusCode).toBe(400);
    expect(fr.json().fieldErrors.boatType).not.toBe(en.json().fieldErrors.boatType);
    expect(await t.database.db.select().from(donations).where(eq(donations.boatType, 'yacht'))).toEqual([]);
  });

  it('refuses a model year the model was not made, in both languages (issue 33)', async () => {
    const telluride = validDonation({
      make: 'Kia',
      model: 'Telluride',
      year: 2012,
      vin: null,
      charityChoice: 'recommend',
    });
    const en = await submit(telluride);
    expect(en.statusCode).toBe(400);
    expect(en.json().fieldErrors).toEqual({
      year: 'Year: the Kia Telluride was not made as a 2012 model (its model years: 2020–)',
    });
    const fr = await submit(telluride, 'fr-CA');
    expect(fr.json().fieldErrors.year).toBe(
      "Année : le Kia Telluride n'a pas été fabriqué comme modèle 2012 (ses années-modèles : 2020–)",
    );
    expect((await submit({ ...telluride, year: 2021 })).statusCode).toBe(201);
  });

  it('the database refuses a title brand outside the list (check constraint)', async () => {
    await expect(
      t.database.db.insert(donations).values({
        year: 2010,
        make: 'Ford',
        model: 'F-150',
        condition: 'good',
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.test',
        phone: '+16135550123',
        address: '1 Main',
        city: 'Ottawa',
        province: 'ON',
        postalCode: 'K1A 0B1',
        titleBrand: 'flooded',
      }),
    ).rejects.toThrow();
  });
});

describe('the receipt describes the vehicle with them', () => {
  async function issuedText(overrides: Parameters<typeof insertValuedDonation>[2], number: string) {
    const c = await insertSigningCharity(t, { registrationNumber: number });
    const d = await insertValuedDonation(t, c.id, overrides);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/donations/${d.id}/generate-receipt`,
      headers: { cookie: staff },
      payload: { receiptValue: 850 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [receipt] = await t.database.db.select().from(taxReceipts).where(eq(taxReceipts.donationId, d.id));
    const file = await t.app.ctx.storage.get(t.database.db, receipt!.fileId!);
    return { text: flatPdfText(file!.body), stored: receipt!.vehicleDescription };
  }

  it("prints a boat's type and length, its engine hours and its title brand", async () => {
    const { text, stored } = await issuedText(
      {
        vehicleType: 'boat',
        year: 2010,
        make: 'Other',
        model: 'Boat',
        vin: null,
        mileage: 400,
        titleBrand: 'salvage',
        boatLengthFt: 22,
        boatType: 'pontoon',
      },
      '302000001RR0001',
    );
    expect(stored).toBe(
      '2010 Other Boat, Pontoon, 22 ft, 400 engine hours, title: salvage (written off, can be rebuilt)',
    );
    expect(text).toContain('Pontoon, 22 ft, 400 engine hours');
  });

  it("prints an RV's class in French, and a clean title", async () => {
    const { stored } = await issuedText(
      {
        locale: 'fr',
        vehicleType: 'other',
        year: 2005,
        make: 'Other',
        model: 'RV',
        vin: null,
        mileage: 150000,
        titleBrand: 'clean',
        rvClass: 'classC',
      },
      '302000002RR0001',
    );
    // French groups digits with a narrow no-break space.
    expect(stored).toMatch(
      /^2005 Other RV, Autocaravane de classe C, 150\s000\skm, aucune mention au certificat$/,
    );
  });
});
