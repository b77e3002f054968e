import { randomBytes } from 'node:crypto';
import { identifierKind } from '@shared/validation/vin';
import { formatCents } from '@shared/money';
import { translate, type Locale } from '../../platform/i18n';
import { createPdfDocument } from '../../platform/pdf/pdf-fonts';
import { pdfText } from '../../platform/pdf/pdf-text';
import {
  PDF_CONTENT_WIDTH as CONTENT_WIDTH,
  PDF_INK as INK,
  PDF_MUTED as MUTED,
  PDF_PAGE as PAGE,
  pdfBytes,
  pdfLayout,
} from '../../platform/pdf/pdf-layout';

export interface ReceiptPdfData {
  locale: Locale;
  receiptNumber: string;
  /** YYYY-MM-DD */
  issueDate: string;
  placeOfIssue: string;
  /** YYYY-MM-DD: the pickup date. */
  giftDate: string;
  charity: {
    /** The name recorded with the CRA (the registry's legal name), Reg. 3501(1)(a). */
    legalName: string;
    /** The name donors know; printed as "operating as" when it differs from the legal name. */
    name: string;
    address: string;
    city: string;
    province: string;
    postalCode: string;
    registrationNumber: string;
  };
  donor: {
    name: string;
    /** A corporation: the heading says so. */
    corporation?: boolean;
    address: string;
    city: string;
    province: string;
    postalCode: string;
  };
  vehicle: {
    year: number;
    make: string;
    model: string;
    trim: string | null;
    vin: string | null;
    /** car, truck, motorcycle: a VIN; boat: a hull number; other (trailer...): a serial. */
    vehicleType: string;
    mileage: number | null;
    /** Issue 33: what the donor told of the vehicle, printed with it when known. */
    titleBrand?: string | null;
    rvClass?: string | null;
    boatLengthFt?: number | null;
    boatType?: string | null;
  };
  fmvCents: number;
  advantageCents: number;
  advantageDescription: string | null;
  eligibleCents: number;
  deemed: boolean;
  /** Which part of ITA 248(35) limited the value: the note says so (the 3-year test when absent). */
  deemedReason?: 'heldUnderThreeYears' | 'giftingArrangement' | null;
  appraiser: { name: string; address: string } | null;
  signature: { png: Buffer; name: string; title: string | null };
  verifyUrl: string;
  qrPng: Buffer;
  /** Number of the receipt this one cancels and replaces. */
  replaces: string | null;
}

export function formatReceiptDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export function describeVehicle(v: ReceiptPdfData['vehicle'], locale: Locale): string {
  const parts = [[v.year, v.make, v.model, v.trim].filter(Boolean).join(' ')];
  // The kind of RV or boat and a boat's size say what was given as much as the model does.
  if (v.rvClass) parts.push(translate(locale, `domain:rvClass.${v.rvClass}`));
  if (v.boatType) parts.push(translate(locale, `domain:boatType.${v.boatType}`));
  if (v.boatLengthFt != null)
    parts.push(translate(locale, 'receipts:pdf.boatLength', { feet: String(v.boatLengthFt) }));
  if (v.vin) parts.push(translate(locale, `receipts:pdf.${identifierKind(v.vehicleType)}`, { vin: v.vin }));
  if (v.mileage != null) {
    const count = new Intl.NumberFormat(`${locale}-CA`).format(v.mileage);
    // A boat's meter counts engine hours, not kilometres.
    parts.push(
      v.vehicleType === 'boat'
        ? translate(locale, 'receipts:pdf.engineHours', { hours: count })
        : translate(locale, 'receipts:pdf.mileage', { km: count }),
    );
  }
  // A branded title (rebuilt, salvage, irreparable) bears on the fair market value the receipt states.
  if (v.titleBrand === 'clean') parts.push(translate(locale, 'receipts:pdf.titleClean'));
  else if (v.titleBrand)
    parts.push(
      translate(locale, 'receipts:pdf.titleBrand', {
        brand: translate(locale, `domain:titleBrand.${v.titleBrand}`).toLowerCase(),
      }),
    );
  return parts.join(', ');
}

/** The display name when it is not just the legal name written another way (case, spacing, punctuation). */
export function operatingName(c: { legalName: string; name: string }): string | null {
  const plain = (v: string) => v.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return c.name.trim() && plain(c.name) !== plain(c.legalName) ? c.name.trim() : null;
}

/**
 * Draws the official receipt (Income Tax Regulations s. 3501) in the donor's language. The bytes are
 * stored once and never drawn again for the same number. `compress: false` is for tests that read
 * the text back.
 */
export function renderReceiptPdf(
  data: ReceiptPdfData,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const { locale } = data;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    pdfText(translate(locale, `receipts:pdf.${key}`, params));
  const money = (cents: number) => pdfText(formatCents(cents, locale));
  const doc = createPdfDocument({
    size: 'LETTER',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    info: {
      Title: t('documentTitle', { number: data.receiptNumber }),
      Author: pdfText(data.charity.legalName),
    },
    // Anyone opens, prints and copies it; editing needs an owner password nobody keeps. The archived
    // SHA-256 still tells an edited copy from the original (the verify page checks it).
    pdfVersion: '1.4',
    ownerPassword: randomBytes(24).toString('hex'),
    permissions: {
      printing: 'highResolution',
      copying: true,
      contentAccessibility: true,
      modifying: false,
      annotating: false,
      fillingForms: false,
      documentAssembly: false,
    },
  });
  const finished = pdfBytes(doc);
  const layout = pdfLayout(doc);
  const { x } = layout;
  const { row } = layout;

  // Title, replacement notice and the QR code in the top right corner.
  const qrSize = 84;
  doc.image(data.qrPng, x + CONTENT_WIDTH - qrSize, layout.y - 6, { width: qrSize, height: qrSize });
  layout.title(t('title'), CONTENT_WIDTH - qrSize - 12);
  if (data.replaces) {
    doc
      .font('Body-Bold')
      .fontSize(10)
      .fillColor('#8a1c1c')
      .text(t('replaces', { number: data.replaces }), x, layout.y, {
        width: CONTENT_WIDTH - qrSize - 12,
      });
    doc.fillColor(INK);
    layout.y = doc.y + 4;
  }
  const rule = () => layout.rule(PAGE.margin + qrSize);

  layout.y += 4;
  row(t('receiptNumber'), data.receiptNumber, { bold: true });
  row(t('dateIssued'), formatReceiptDate(data.issueDate, locale));
  row(t('placeOfIssue'), data.placeOfIssue);
  rule();

  // Charity and donor side by side.
  const colWidth = (CONTENT_WIDTH - 20) / 2;
  const block = (heading: string, lines: string[], left: number) => {
    doc.font('Body-Bold').fontSize(10).text(heading, left, layout.y, { width: colWidth });
    doc.font('Body').fontSize(10);
    for (const line of lines) doc.text(pdfText(line), left, doc.y, { width: colWidth });
    return doc.y;
  };
  const c = data.charity;
  const endCharity = block(
    t('charityHeading'),
    [
      c.legalName,
      ...(operatingName(c) ? [t('operatingAs', { name: c.name })] : []),
      c.address,
      `${c.city} ${c.province}  ${c.postalCode}`,
      `${t('registrationNumber')}: ${c.registrationNumber}`,
    ],
    x,
  );
  const dn = data.donor;
  const endDonor = block(
    t(dn.corporation ? 'donorHeadingCorporation' : 'donorHeading'),
    [dn.name, dn.address, `${dn.city} ${dn.province}  ${dn.postalCode}`],
    x + colWidth + 20,
  );
  layout.y = Math.max(endCharity, endDonor) + 4;
  rule();

  row(t('giftReceived'), formatReceiptDate(data.giftDate, locale));
  row(t('giftDescription'), describeVehicle(data.vehicle, locale));
  row(t('fmv'), money(data.fmvCents));
  if (data.deemed)
    layout.note(t(data.deemedReason === 'giftingArrangement' ? 'deemedNoteGifting' : 'deemedNote'));
  row(
    t('advantageDescription'),
    data.advantageCents > 0 && data.advantageDescription ? data.advantageDescription : t('noAdvantage'),
  );
  row(t('advantageAmount'), money(data.advantageCents));
  row(t('eligibleAmount'), money(data.eligibleCents), { bold: true, size: 11 });
  if (data.appraiser) row(t('appraiser'), `${data.appraiser.name}, ${data.appraiser.address}`);
  rule();

  // Imaged signature of the authorized person (allowed by the CRA), with name and title.
  let y = layout.y;
  doc.image(data.signature.png, x, y, { fit: [200, 60] });
  y += 64;
  doc
    .moveTo(x, y)
    .lineTo(x + 240, y)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  y += 4;
  const signer = [data.signature.name, data.signature.title].filter(Boolean).join(', ');
  doc.font('Body').fontSize(9).text(pdfText(signer), x, y, { width: 300 });
  doc.fillColor(MUTED).text(t('signature'), x, doc.y, { width: 300 });
  y = doc.y + 18;

  doc.fillColor(INK).font('Body-Bold').fontSize(10).text(t('cra'), x, y, { width: CONTENT_WIDTH });
  doc
    .font('Body')
    .fontSize(9)
    .fillColor(MUTED)
    .text(t('verify', { url: data.verifyUrl }), x, doc.y + 4, {
      width: CONTENT_WIDTH,
    });
  doc.end();
  return finished;
}
