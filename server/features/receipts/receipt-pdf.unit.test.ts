import QRCode from 'qrcode';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { flatPdfText } from '../../platform/pdf/pdf-read.testing';
import { describeVehicle, renderReceiptPdf, type ReceiptPdfData } from './receipt-pdf';
import { createDemoSignaturePng } from './signature-png';
import { pdfText } from '../../platform/pdf/pdf-text';

let data: Omit<ReceiptPdfData, 'locale'>;
beforeAll(async () => {
  const verifyUrl = 'https://dons.example.ca/receipts/verify/118830851-2026-000017';
  data = {
    receiptNumber: '118830851-2026-000017',
    issueDate: '2026-03-09',
    placeOfIssue: 'Toronto, ON',
    giftDate: '2026-03-02',
    charity: {
      legalName: 'Heart and Stroke Foundation of Canada',
      name: 'Heart & Stroke',
      address: '100 Queen Street West',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5H 2N2',
      registrationNumber: '118830851RR0001',
    },
    donor: {
      name: 'Amélie Côté',
      address: '12 rue des Érables',
      city: 'Québec',
      province: 'QC',
      postalCode: 'G1R 4P5',
    },
    vehicle: {
      year: 2016,
      make: 'Toyota',
      model: 'Corolla',
      trim: 'LE',
      vin: '2T1BURHE0GC123456',
      vehicleType: 'car',
      mileage: 143250,
    },
    fmvCents: 420_000,
    advantageCents: 2_500,
    advantageDescription: 'Gift card',
    eligibleCents: 417_500,
    deemed: true,
    appraiser: { name: 'Jordan Lee, CPA', address: '55 King Street, Toronto ON M5K 1A1' },
    signature: {
      png: await createDemoSignaturePng('Margaret Thompson'),
      name: 'Margaret Thompson',
      title: 'Treasurer',
    },
    verifyUrl,
    qrPng: await QRCode.toBuffer(verifyUrl, { type: 'png' }),
    replaces: '118830851-2026-000012',
  };
});

const common = [
  '118830851-2026-000017',
  'Toronto, ON',
  'Heart and Stroke Foundation of Canada',
  '100 Queen Street West',
  'Toronto ON M5H 2N2',
  '118830851RR0001',
  'Amélie Côté',
  '12 rue des Érables',
  'Québec QC G1R 4P5',
  '2016 Toyota Corolla LE',
  '2T1BURHE0GC123456',
  'Jordan Lee, CPA, 55 King Street, Toronto ON M5K 1A1',
  'Margaret Thompson, Treasurer',
  'https://dons.example.ca/receipts/verify/118830851-2026-000017',
  'Gift card',
];

describe('receipt PDF', () => {
  it('carries every item the CRA requires, in English', async () => {
    const text = flatPdfText(await renderReceiptPdf({ ...data, locale: 'en' }));
    for (const item of [
      ...common,
      'Official receipt for income tax purposes',
      'Operating as Heart & Stroke',
      'This receipt cancels and replaces receipt No. 118830851-2026-000012',
      'Receipt No. (serial number)',
      'Place of issue',
      'Date of issue March 9, 2026',
      'Date the gift was received March 2, 2026',
      '143,250 km',
      'Fair market value of the gift $4,200.00',
      'Income Tax Act, s. 248(35)',
      'Description of the advantage Gift card',
      'Amount of the advantage $25.00',
      'Eligible amount of the gift for tax purposes $4,175.00',
      'Appraised by',
      'Authorized signature',
      'Canada Revenue Agency: canada.ca/charities-giving',
    ]) {
      expect(text).toContain(item);
    }
  });

  it('carries every item the CRA requires, in French', async () => {
    const text = flatPdfText(await renderReceiptPdf({ ...data, locale: 'fr' }));
    for (const item of [
      ...common,
      "Reçu officiel aux fins de l'impôt sur le revenu",
      'Faisant affaire sous le nom de Heart & Stroke',
      'Ce reçu annule et remplace le reçu no 118830851-2026-000012',
      'No du reçu (numéro de série)',
      'Lieu de délivrance',
      'Date de délivrance 9 mars 2026',
      'Date de réception du don 2 mars 2026',
      '143 250 km',
      'Juste valeur marchande du don 4 200,00 $',
      "Loi de l'impôt sur le revenu, par. 248(35)",
      "Description de l'avantage Gift card",
      "Montant de l'avantage 25,00 $",
      "Montant admissible du don aux fins de l'impôt 4 175,00 $",
      'Évalué par',
      'Signature autorisée',
      'Agence du revenu du Canada : canada.ca/organismes-bienfaisance-dons',
    ]) {
      expect(text).toContain(item);
    }
  });

  it('names the charity as recorded with the CRA, and no operating name that only rewrites it', async () => {
    const text = flatPdfText(
      await renderReceiptPdf({
        ...data,
        locale: 'en',
        charity: { ...data.charity, legalName: 'KIDS WHEELS FOUNDATION', name: 'Kids Wheels Foundation' },
      }),
    );
    expect(text).toContain('KIDS WHEELS FOUNDATION');
    expect(text).not.toContain('Operating as');
  });

  it('says there is no advantage and no replacement when there is none', async () => {
    const text = flatPdfText(
      await renderReceiptPdf({
        ...data,
        locale: 'en',
        advantageCents: 0,
        eligibleCents: 420_000,
        replaces: null,
        appraiser: null,
        deemed: false,
      }),
    );
    expect(text).toContain('Description of the advantage None');
    expect(text).toContain('Amount of the advantage $0.00');
    expect(text).not.toContain('cancels and replaces');
    expect(text).not.toContain('Appraised by');
    expect(text).not.toContain('248(35)');
  });

  it('is a PDF with the signature and QR images embedded', async () => {
    const pdf = await renderReceiptPdf({ ...data, locale: 'en' }, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('is protected against editing: printing and copying allowed, modifying and annotating not', async () => {
    const raw = (await renderReceiptPdf({ ...data, locale: 'en' })).toString('latin1');
    expect(raw).toMatch(/\/Encrypt \d+ 0 R/);
    const p = Number(/\/P (-?\d+)/.exec(raw)![1]);
    // PDF permission bits (ISO 32000-1, table 22): 3 print, 4 modify, 5 copy, 6 annotate.
    expect(p & 0b100).not.toBe(0);
    expect(p & 0b1000).toBe(0);
    expect(p & 0b10000).not.toBe(0);
    expect(p & 0b100000).toBe(0);
  });
});

describe('Windows-1252 text for the standard fonts', () => {
  it('prints names as written: Vietnamese, Polish, Chinese and Arabic letters, not folded or "?"', async () => {
    const pdf = await renderReceiptPdf(
      {
        ...data,
        locale: 'en',
        donor: { ...data.donor, name: 'Nguyễn Văn Đức & 陳大文 & محمد', address: '12 ul. Łąkowa' },
      },
      { compress: false },
    );
    const text = flatPdfText(pdf);
    expect(text).toContain('Nguyễn Văn Đức & 陳大文 &');
    expect(text).toContain('12 ul. Łąkowa');
    // An Arabic run is laid out right to left, so its glyphs are stored in visual order.
    expect(text).toContain([...'محمد'].reverse().join(''));
    expect(text).not.toContain('?');
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-Regular/);
    expect(pdfText('Nguye\u0302\u0303n')).toBe('Nguyễn');
  });

  it('keeps every letter copyable whatever the process printed before (a French receipt, then an English one)', async () => {
    // The French receipt's bold É is a composite glyph; embedding it once left its E without a letter
    // in every later document that shared the parsed font: "Eligible" copied as "ligible". The fonts
    // are loaded anew here, as in a server whose first receipt is French.
    vi.resetModules();
    const fresh = await import('./receipt-pdf');
    const french = flatPdfText(await fresh.renderReceiptPdf({ ...data, locale: 'fr' }));
    expect(french).toContain('Montant admissible');
    const english = flatPdfText(await fresh.renderReceiptPdf({ ...data, locale: 'en' }));
    expect(english).toContain('Eligible amount of the gift for tax purposes $4,175.00');
    expect(english).toContain('Canada Revenue Agency: canada.ca/charities-giving');
  });

  it('names the identifier the donor gave: VIN, hull number or serial number', () => {
    const v = { year: 2012, make: 'BRP', model: 'Sea-Doo GTI', trim: null, mileage: null };
    expect(describeVehicle({ ...v, vin: 'YDV12345L112', vehicleType: 'boat' }, 'en')).toContain(
      'Hull number YDV12345L112',
    );
    const boat = describeVehicle({ ...v, mileage: 1250, vin: 'YDV12345L112', vehicleType: 'boat' }, 'en');
    expect(boat).toMatch(/, 1,250 engine hours$/);
    expect(boat).not.toContain('km');
    expect(describeVehicle({ ...v, mileage: 1250, vin: null, vehicleType: 'boat' }, 'fr')).toMatch(
      /^2012 BRP Sea-Doo GTI, 1\s250 heures de moteur$/,
    );
    expect(describeVehicle({ ...v, vin: 'TR8812', vehicleType: 'other' }, 'fr')).toContain(
      'Numéro de série TR8812',
    );
    expect(describeVehicle({ ...v, vin: '2T1BURHE0GC123456', vehicleType: 'car' }, 'en')).toContain(
      'VIN\u00a02T1BURHE0GC123456',
    );
  });
});
