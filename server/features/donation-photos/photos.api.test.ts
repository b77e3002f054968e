import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform';
import { donationPhotos } from '../../db/schema/donation-photos';
import { storedFiles } from '../../db/schema/files';
import { multipartBody } from '../../test/support/multipart';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertAuction, signedInDealer } from '../auctions/auction-fixtures.testing';
import { insertDonation } from '../donations/donation-fixtures.testing';
import { anonymiseDonations } from '../privacy/erasure';
import { MAX_PHOTOS_PER_DONATION } from './photos.service';

let t: TestApp;
let staff: string;
let donor: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'photo-editor');
  staff = await login(t, 'photo-editor');
  await addUser(t, 'user', 'photo-donor');
  donor = await login(t, 'photo-donor');
});
afterAll(() => t.close());

/** A 3000×2000 JPEG from a phone: EXIF orientation "rotated 90°" and a GPS position in its metadata. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 180, g: 40, b: 40 } } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneCo', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 25/1 0/1' },
    })
    .toBuffer();
}

const upload = (
  donationId: number,
  body: Buffer,
  cookie = staff,
  fileName = 'car.jpg',
  type = 'image/jpeg',
) => {
  const { payload, headers } = multipartBody([{ name: 'file', value: body, fileName, type }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/donations/${donationId}/photos`,
    headers: { ...headers, cookie },
    payload,
  });
};

describe('photos of a donated vehicle', () => {
  it('keeps an upright WebP of at most 1600 px without the camera metadata, and audits it', async () => {
    const d = await insertDonation(t.database.db);
    const original = await phoneJpeg();
    expect(original.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await upload(d.id, original);
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    // Orientation 6: the 3000×2000 sensor image is a 2000×3000 portrait, scaled into 1600 px.
    expect(photo).toMatchObject({ width: 1067, height: 1600, url: `/api/donation-photos/${photo.id}` });

    const img = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: staff } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    expect(img.headers['cache-control']).toContain('private');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1067, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/donations/${d.id}/photos`,
      headers: { cookie: staff },
    });
    expect(list.json().photos).toEqual([photo]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'donation.photo.add'));
    expect(audits.some((a) => a.entityId === String(d.id))).toBe(true);
  });

  it('refuses a file that is not an image whatever its name, and a donor, and writes nothing', async () => {
    const d = await insertDonation(t.database.db);
    const fake = await upload(
      d.id,
      Buffer.from('<html><script>alert(1)</script></html>'),
      staff,
      'car.png',
      'image/png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fieldErrors.file).toBeTruthy();
    const asDonor = await upload(d.id, await phoneJpeg(), donor);
    expect(asDonor.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(donationPhotos).where(eq(donationPhotos.donationId, d.id)),
    ).toEqual([]);
  });

  it(`stops at ${MAX_PHOTOS_PER_DONATION} photos with a message, even when sent at once`, async () => {
    const d = await insertDonation(t.database.db);
    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336' } })
      .png()
      .toBuffer();
    const results = await Promise.all(
      Array.from({ length: MAX_PHOTOS_PER_DONATION + 3 }, () =>
        upload(d.id, small, staff, 'a.png', 'image/png'),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_PHOTOS_PER_DONATION);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]!.json().message).toContain(`${MAX_PHOTOS_PER_DONATION} photos`);
    const rows = await t.database.db.select().from(donationPhotos).where(eq(donationPhotos.donationId, d.id));
    expect(new Set(rows.map((r) => r.position)).size).toBe(MAX_PHOTOS_PER_DONATION);
  });

  it('deletes a photo with its file; another donation cannot name it', async () => {
    const d = await insertDonation(t.database.db);
    const other = await insertDonation(t.database.db);
    const photo = (await upload(d.id, await phoneJpeg())).json();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/donations/${other.id}/photos/${photo.id}`,
      headers: { cookie: staff },
    });
    expect(wrong.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(donationPhotos).where(eq(donationPhotos.id, photo.id));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/donations/${d.id}/photos/${photo.id}`,
      headers: { cookie: staff },
    });
    expect(del.statusCode).toBe(204);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId))).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie: staff } });
    expect(gone.statusCode).toBe(404);
  });
});

describe('privacy', () => {
  it("erasing a donor's donation removes its photos and their files", async () => {
    const d = await insertDonation(t.database.db);
    await upload(d.id, await phoneJpeg());
    const [row] = await t.database.db
      .select()
      .from(donationPhotos)
      .where(eq(donationPhotos.donationId, d.id));
    await t.database.db.transaction((tx) => anonymiseDonations(tx, [d.id]));
    expect(
      await t.database.db.select().from(donationPhotos).where(eq(donationPhotos.donationId, d.id)),
    ).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId))).toEqual([]);
  });
});

describe('dealers and the photos', () => {
  it('a verified dealer sees the photos of a vehicle up for auction, in the auction details; not others', async () => {
    const { cookie } = await signedInDealer(t, 'photo-dealer');
    const listed = await insertDonation(t.database.db, { status: 'picked_up' });
    const notListed = await insertDonation(t.database.db, { status: 'picked_up' });
    const shown = (await upload(listed.id, await phoneJpeg())).json();
    const hidden = (await upload(notListed.id, await phoneJpeg())).json();
    const auction = await insertAuction(t.database.db, { donationId: listed.id });

    const list = await t.app.inject({ method: 'GET', url: '/api/auctions', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    const view = list.json().auctions.find((a: { id: number }) => a.id === auction.id);
    expect(view.photos).toEqual([shown]);

    expect((await t.app.inject({ method: 'GET', url: shown.url, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: hidden.url, headers: { cookie } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: shown.url, headers: { cookie: donor } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: shown.url })).statusCode).toBe(401);
  });

  it('a revoked dealer sees none', async () => {
    const { cookie } = await signedInDealer(t, 'photo-revoked', {
      isActive: false,
      verificationStatus: 'revoked',
    });
    const d = await insertDonation(t.database.db, { status: 'picked_up' });
    const photo = (await upload(d.id, await phoneJpeg())).json();
    await insertAuction(t.database.db, { donationId: d.id });
    expect((await t.app.inject({ method: 'GET', url: photo.url, headers: { cookie } })).statusCode).toBe(403);
  });
});
