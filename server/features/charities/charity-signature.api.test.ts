import { crc32, deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities } from '../../db/schema/charities';
import { taxReceipts } from '../../db/schema/receipts';
import { pdfImages } from '../../platform/pdf/pdf-read.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertSigningCharity, insertValuedDonation } from '../receipts/receipt-fixtures.testing';
import { createDemoSignaturePng } from '../receipts/signature-png';

let t: TestApp;
let staff: string;
let charity: { id: number; registrationNumber: string };

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'signature.editor');
  staff = await login(t, 'signature.editor');
  charity = await insertSigningCharity(t, { registrationNumber: '119219814RR0001' });
});
afterAll(() => t.close());

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A well-formed PNG whose header claims 30000 × 30000 pixels (its data holds a few rows). */
function hugeHeaderPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(30_000 * 4 + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
/** The PNG signature in front of a web page. */
const htmlBehindPngHeader = () =>
  Buffer.concat([
    PNG_SIGNATURE,
    Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
  ]);

const upload = (body: Buffer, type = 'image/png', lang = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/charities/${charity.registrationNumber}/signature`,
    payload: body,
    headers: { cookie: staff, 'content-type': type, 'accept-language': lang },
  });
const generate = (donationId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/donations/${donationId}/generate-receipt`,
    headers: { cookie: staff },
    payload: { sendEmail: false, receiptValue: 850 },
  });
const storedSignatureId = async () =>
  (await t.database.db.select().from(charities).where(eq(charities.id, charity.id)))[0]!.signatureFileId;

/** The receipt's PDF, read back from storage, and the signature image printed on it. */
async function printedSignature(receiptNumber: string) {
  const [receipt] = await t.database.db
    .select()
    .from(taxReceipts)
    .where(eq(taxReceipts.receiptNumber, receiptNumber));
  const pdf = (await t.app.ctx.storage.get(t.database.db, receipt!.fileId!))!.body;
  // The QR code is the other image, a square.
  return pdfImages(pdf).find((i) => !i.isMask && i.width !== i.height);
}

describe('the signature image is decoded and stored again as a PNG', () => {
  it('stores a real signature re-encoded, at most 1200 × 400, and prints it on the next receipt', async () => {
    const drawn = await createDemoSignaturePng('Ann Lee');
    // A scanned JPEG larger than the receipt needs: kept as a PNG fitted into 1200 × 400.
    const scan = await sharp(drawn).resize(2400, 720).flatten({ background: '#ffffff' }).jpeg().toBuffer();
    expect((await upload(scan, 'image/jpeg')).statusCode).toBe(200);
    const stored = (await t.app.ctx.storage.get(t.database.db, (await storedSignatureId())!))!;
    expect(stored.file.mimeType).toBe('image/png');
    expect(await sharp(stored.body).metadata()).toMatchObject({ format: 'png', width: 1200, height: 360 });

    // A transparent PNG keeps its transparency, and its ink reaches the receipt.
    expect((await upload(await sharp(drawn).resize(2400, 720).png().toBuffer())).statusCode).toBe(200);
    const donation = await insertValuedDonation(t, charity.id);
    const issued = await generate(donation.id);
    expect(issued.statusCode, issued.body).toBe(200);
    const image = await printedSignature(issued.json().receiptNumber);
    expect(image).toMatchObject({ width: 1200, height: 360 });
    const inked = image!.mask!.samples.filter((alpha) => alpha > 128).length;
    expect(inked).toBeGreaterThan(1000);
  });

  it('refuses a PNG header claiming 30000 × 30000 and a PNG header in front of HTML, naming the field', async () => {
    const before = await storedSignatureId();
    const huge = await upload(hugeHeaderPng());
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fieldErrors).toEqual({ signature: 'Use an image of at most 50 megapixels.' });
    const html = await upload(htmlBehindPngHeader(), 'image/png', 'fr-CA');
    expect(html.statusCode).toBe(400);
    expect(html.json().fieldErrors).toEqual({ signature: 'Téléversez une image PNG ou JPEG.' });
    expect(await storedSignatureId()).toBe(before);

    // The next receipt still carries the signature kept before.
    const donation = await insertValuedDonation(t, charity.id);
    const issued = await generate(donation.id);
    expect(issued.statusCode).toBe(200);
    expect(await printedSignature(issued.json().receiptNumber)).toMatchObject({ width: 1200, height: 360 });
  });

  it('a bad image stored before this check refuses the receipt with a clear message, never a 500', async () => {
    for (const bad of [htmlBehindPngHeader(), hugeHeaderPng()]) {
      const file = await t.app.ctx.storage.put(t.database.db, {
        body: bad,
        fileName: 'signature-old.png',
        mimeType: 'image/png',
        folder: 'signatures',
      });
      await t.database.db
        .update(charities)
        .set({ signatureFileId: file.id })
        .where(eq(charities.id, charity.id));
      const donation = await insertValuedDonation(t, charity.id);
      const refused = await generate(donation.id);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'RECEIPT_REFUSED',
        message: expect.stringContaining('cannot be printed: upload it again'),
      });
      // The staff panel names the same problem before anyone tries.
      const panel = await t.app.inject({
        method: 'GET',
        url: `/api/donations/${donation.id}/receipts`,
        headers: { cookie: staff },
      });
      expect(panel.json().proposed).toMatchObject({ canIssue: false });
      expect(panel.json().proposed.refusals.join(' ')).toContain('cannot be printed');
    }
    const receipts = await t.database.db.select().from(taxReceipts);
    expect(receipts).toHaveLength(2);

    // Uploading the signature again lets receipts go out.
    expect((await upload(await createDemoSignaturePng('Ann Lee'))).statusCode).toBe(200);
    const donation = await insertValuedDonation(t, charity.id);
    const issued = await generate(donation.id);
    expect(issued.statusCode).toBe(200);
    expect(await printedSignature(issued.json().receiptNumber)).toMatchObject({ width: 600, height: 180 });
  });
});
