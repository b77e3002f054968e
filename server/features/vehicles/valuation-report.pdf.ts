import { formatMoney } from '@shared/money';
import { provinceLabelKey } from '@shared/geo/provinces';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { translate, type Locale } from '../../platform/i18n';
import { createPdfDocument } from '../../platform/pdf/pdf-fonts';
import { pdfText } from '../../platform/pdf/pdf-text';
import { choiceLabel, formatImpact, formatInteger } from './valuation-params';
import type { ValuationResponse } from './vehicles.schemas';

export interface ValuationReportInput {
  request: ValuationRequest;
  result: ValuationResponse;
  locale: Locale;
  companyName: string;
}

const BRAND = '#0a6456';
const TEXT = '#1f2933';
const MUTED = '#4a5561';
const MARGIN = 54;

type Doc = PDFKit.PDFDocument;

/**
 * The calculator's results as a PDF in the visitor's language, drawn with the embedded Noto Sans faces
 * (platform/pdf/pdf-fonts.ts). Built in memory: a report is a few tens of kilobytes.
 */
export function renderValuationReport(input: ValuationReportInput): Promise<Buffer> {
  const { locale, result, request } = input;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `valuation:${key}`, params);
  const money = (amount: number, wholeDollars = true) => formatMoney(amount, locale, { wholeDollars });
  const vehicleName = [request.year, request.make, request.model, request.trim].filter(Boolean).join(' ');

  const doc = createPdfDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: pdfText(`${t('report.title')} — ${vehicleName}`), Author: pdfText(input.companyName) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  header(
    doc,
    input.companyName,
    t('report.title'),
    t('report.preparedOn', { date: longDate(result.valuedAt, locale) }),
  );

  section(doc, t('report.vehicleTitle'));
  doc.font('Body-Bold').fontSize(13).fillColor(TEXT).text(vehicleName);
  doc.moveDown(0.3);
  const none = t('report.notProvided');
  const label = (key: string, params: Record<string, unknown> = {}) =>
    t('report.detailLabel', { label: t(key, params) });
  const rows: [string, string][] = [
    [label('report.mileage'), t('report.km', { km: formatInteger(request.mileage, locale) })],
    [label('report.condition'), choiceLabel(locale, 'condition', request.condition)],
    [label('report.accidents'), choiceLabel(locale, 'accidents', request.accidents)],
    [label('report.serviceHistory'), choiceLabel(locale, 'serviceHistory', request.serviceHistory)],
    [label('report.modifications'), request.modifications?.trim() || none],
    [label('report.location'), translate(locale, provinceLabelKey(request.location))],
    [label('report.vin'), request.vin || none],
    [label('report.lien'), request.hasLienOrFinance ? t('report.yes') : t('report.no')],
    [label('report.titleBrand'), choiceLabel(locale, 'titleBrand', request.titleBrand ?? 'clean')],
  ];
  if (request.rvClass) rows.push([label('report.rvClass'), choiceLabel(locale, 'rvClass', request.rvClass)]);
  if (typeof request.boatLengthFt === 'number')
    rows.push([
      label('report.boatLength'),
      t('report.feet', { feet: formatInteger(request.boatLengthFt, locale) }),
    ]);
  if (request.boatType)
    rows.push([label('report.boatType'), translate(locale, `domain:boatType.${request.boatType}`)]);
  details(doc, rows);

  section(doc, t('report.valueTitle'));
  doc
    .font('Body-Bold')
    .fontSize(16)
    .fillColor(BRAND)
    .text(t('report.estimatedValue', { amount: money(result.estimatedValue) }));
  doc.moveDown(0.2);
  const range = result.marketRange;
  doc
    .font('Body')
    .fontSize(11)
    .fillColor(TEXT)
    .text(t('report.marketRange', { low: money(range.low), high: money(range.high) }));

  const tax = result.taxDeduction;
  section(
    doc,
    `${t('report.taxTitle')} — ${t('tax.subtitle', { province: tax.provinceName, taxYear: tax.taxYear })}`,
  );
  if (tax.corporateDeduction) {
    paragraph(doc, tax.corporateDeduction);
  } else {
    const quebec = tax.quebecAbatement > 0;
    details(doc, [
      ...(quebec
        ? [
            [label('tax.federal'), money(tax.federalCredit, false)] as [string, string],
            [label('tax.quebecAbatement'), money(-tax.quebecAbatement, false)] as [string, string],
            [label('tax.federalNet'), money(tax.federal, false)] as [string, string],
          ]
        : [[label('tax.federal'), money(tax.federal, false)] as [string, string]]),
      [label('tax.provincial', { province: tax.provinceName }), money(tax.provincial, false)],
      [label('tax.total'), money(tax.total, false)],
      ...(tax.topBracket.total > tax.total
        ? [[label('tax.range'), money(tax.topBracket.total, false)] as [string, string]]
        : []),
    ]);
    const pct = (value: number) => percent(value, locale);
    if (tax.topBracket.total > tax.total) {
      paragraph(
        doc,
        t('tax.rangeHelp', {
          federalTop: pct(tax.rates.federalTop),
          provincialTop: pct(tax.rates.provincialTop),
          low: money(tax.total, false),
          high: money(tax.topBracket.total, false),
        }),
      );
    }
    paragraph(
      doc,
      t('tax.rates', {
        ratesYear: tax.ratesYear,
        federalFirst: pct(tax.rates.federalFirst200),
        federalAbove: pct(tax.rates.federalAbove200),
        provincialFirst: pct(tax.rates.provincialFirst200),
        provincialAbove: pct(tax.rates.provincialAbove200),
      }),
    );
  }
  doc.font('Body-Bold').fontSize(10).fillColor(TEXT).text(t('tax.sourcesTitle'));
  bullets(doc, tax.sources);
  doc.font('Body-Bold').fontSize(10).fillColor(TEXT).text(t('tax.assumptionsTitle'));
  bullets(doc, tax.assumptions);

  section(doc, t('report.factorsTitle'));
  bullets(
    doc,
    result.factors.map((f) =>
      t('report.factorLine', { name: f.name, impact: formatImpact(f.percent, locale) }),
    ),
  );

  section(doc, t('report.recommendationsTitle'));
  bullets(doc, result.recommendations);

  section(doc, t('report.comparablesTitle'));
  paragraph(
    doc,
    result.comparablesSource === 'sold' ? t('comparables.soldIntro') : t('comparables.estimateIntro'),
  );
  for (const c of result.comparableVehicles) {
    const badge = c.source === 'estimate' ? t('comparables.estimateBadge') : t('comparables.soldBadge');
    const mileage =
      c.mileage === null
        ? t('comparables.mileageUnknown')
        : t('report.km', { km: formatInteger(c.mileage, locale) });
    doc.font('Body-Bold').fontSize(10).fillColor(TEXT);
    doc.text(`[${badge}] `, { continued: true });
    doc.font('Body').text(
      t('report.comparableLine', {
        year: c.year,
        make: c.make,
        model: c.model,
        mileage,
        price: money(c.price),
      }),
    );
    doc.font('Body').fontSize(9).fillColor(MUTED).text(c.label, { indent: 12 });
    doc.moveDown(0.3);
  }

  section(doc, t('report.disclaimerTitle'));
  paragraph(doc, t('report.disclaimer'));

  footers(doc, (page, pages) => t('report.footer', { company: input.companyName, page, pages }));
  doc.end();
  return done;
}

function header(doc: Doc, company: string, title: string, date: string) {
  doc.font('Body-Bold').fontSize(11).fillColor(BRAND).text(company);
  doc.moveDown(0.2);
  doc.font('Body-Bold').fontSize(22).fillColor(TEXT).text(title);
  doc.font('Body').fontSize(10).fillColor(MUTED).text(date);
  const y = doc.y + 6;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor(BRAND)
    .stroke();
  doc.y = y + 4;
}

function section(doc: Doc, title: string) {
  // Keep a heading with at least a few lines of its content.
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
  doc.moveDown(0.9);
  doc.font('Body-Bold').fontSize(13).fillColor(BRAND).text(title, MARGIN);
  doc.moveDown(0.3);
}

/** Rows of "label: value"; the label comes with its punctuation (French puts a space before the colon). */
function details(doc: Doc, rows: [string, string][]) {
  for (const [label, value] of rows) {
    doc.font('Body-Bold').fontSize(10).fillColor(TEXT).text(label, { continued: true });
    doc.font('Body').text(value);
  }
}

function paragraph(doc: Doc, text: string) {
  doc.font('Body').fontSize(10).fillColor(TEXT).text(text, { align: 'left' });
  doc.moveDown(0.3);
}

/** A bulleted list whose wrapped lines hang under the text, not under the bullet. */
function bullets(doc: Doc, items: string[]) {
  if (items.length === 0) return;
  doc.font('Body').fontSize(10).fillColor(TEXT);
  doc.list(items.map(pdfText), MARGIN, doc.y, {
    bulletRadius: 1.6,
    bulletIndent: 4,
    textIndent: 12,
    paragraphGap: 2,
  });
  doc.x = MARGIN;
}

function footers(doc: Doc, text: (page: number, pages: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Body').fontSize(8).fillColor(MUTED);
    doc.text(text(i + 1, range.count), MARGIN, doc.page.height - 36, {
      width: doc.page.width - 2 * MARGIN,
      align: 'center',
    });
    doc.page.margins.bottom = bottom;
  }
}

function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

function percent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(value / 100);
}
