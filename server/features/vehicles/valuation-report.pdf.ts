import { formatMoney } from '@shared/money';
import { provinceLabelKey } from '@shared/geo/provinces';
import type { ValuationRequest } from '@shared/vehicles/valuation.schemas';
import { translate, type Locale } from '../../platform/i18n';
import { createPdfDocument } from '../../platform/pdf/pdf-fonts';
import { pdfText } from '../../platform/pdf/pdf-text';
import {
  PDF_CONTENT_WIDTH,
  PDF_INK,
  PDF_MUTED,
  PDF_PAGE,
  pdfBytes,
  pdfLayout,
  type PdfLayout,
} from '../../platform/pdf/pdf-layout';
import { choiceLabel, formatImpact, formatInteger } from './valuation-params';
import type { ValuationResponse } from './vehicles.schemas';

export interface ValuationReportInput {
  request: ValuationRequest;
  result: ValuationResponse;
  locale: Locale;
  companyName: string;
}

type Doc = PDFKit.PDFDocument;

/**
 * The calculator's results as a PDF in the visitor's language, laid out like the official receipt
 * (platform/pdf/pdf-layout.ts: its title, label/value table, rules and notes) and drawn with the same
 * embedded Noto Sans faces. Built in memory: a report is a few tens of kilobytes.
 */
export function renderValuationReport(input: ValuationReportInput): Promise<Buffer> {
  const { locale, result, request } = input;
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `valuation:${key}`, params);
  const money = (amount: number, wholeDollars = true) => formatMoney(amount, locale, { wholeDollars });
  const vehicleName = [request.year, request.make, request.model, request.trim].filter(Boolean).join(' ');

  const doc = createPdfDocument({
    size: 'LETTER',
    margin: PDF_PAGE.margin,
    bufferPages: true,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: pdfText(`${t('report.title')} — ${vehicleName}`), Author: pdfText(input.companyName) },
  });
  const done = pdfBytes(doc);
  const layout = pdfLayout(doc);

  // The receipt's head: title, then who prepared it and when.
  layout.title(t('report.title'));
  layout.y += 4;
  layout.row(t('report.preparedBy'), input.companyName, { bold: true });
  layout.row(t('report.preparedOn'), longDate(result.valuedAt, locale));
  layout.rule();

  layout.heading(t('report.vehicleTitle'));
  const none = t('report.notProvided');
  layout.row(t('report.vehicleLabel'), vehicleName, { bold: true });
  const rows: [string, string][] = [
    [t('report.mileage'), t('report.km', { km: formatInteger(request.mileage, locale) })],
    [t('report.condition'), choiceLabel(locale, 'condition', request.condition)],
    [t('report.accidents'), choiceLabel(locale, 'accidents', request.accidents)],
    [t('report.serviceHistory'), choiceLabel(locale, 'serviceHistory', request.serviceHistory)],
    [t('report.modifications'), request.modifications?.trim() || none],
    [t('report.location'), translate(locale, provinceLabelKey(request.location))],
    [t('report.vin'), request.vin || none],
    [t('report.lien'), request.hasLienOrFinance ? t('report.yes') : t('report.no')],
    [t('report.titleBrand'), choiceLabel(locale, 'titleBrand', request.titleBrand ?? 'clean')],
  ];
  if (request.rvClass) rows.push([t('report.rvClass'), choiceLabel(locale, 'rvClass', request.rvClass)]);
  if (typeof request.boatLengthFt === 'number')
    rows.push([
      t('report.boatLength'),
      t('report.feet', { feet: formatInteger(request.boatLengthFt, locale) }),
    ]);
  if (request.boatType)
    rows.push([t('report.boatType'), translate(locale, `domain:boatType.${request.boatType}`)]);
  for (const [label, value] of rows) layout.row(label, value);
  layout.rule();

  layout.heading(t('report.valueTitle'));
  layout.row(t('report.estimatedValue'), money(result.estimatedValue), { bold: true, size: 11 });
  const range = result.marketRange;
  layout.row(
    t('report.marketRange'),
    t('report.marketRangeValue', { low: money(range.low), high: money(range.high) }),
  );
  layout.rule();

  taxSection(doc, layout, { t, money, locale, tax: result.taxDeduction });
  layout.rule();

  layout.heading(t('report.factorsTitle'));
  for (const f of result.factors) layout.row(f.name, formatImpact(f.percent, locale));
  layout.heading(t('report.recommendationsTitle'));
  bullets(doc, layout, result.recommendations);
  layout.rule();

  layout.heading(t('report.comparablesTitle'));
  layout.paragraph(
    result.comparablesSource === 'sold' ? t('comparables.soldIntro') : t('comparables.estimateIntro'),
  );
  for (const c of result.comparableVehicles) {
    const mileage =
      c.mileage === null
        ? t('comparables.mileageUnknown')
        : t('report.km', { km: formatInteger(c.mileage, locale) });
    layout.row(
      t('report.comparableName', { year: c.year, make: c.make, model: c.model }),
      t('report.comparableValue', {
        price: money(c.price),
        mileage,
        badge: c.source === 'estimate' ? t('comparables.estimateBadge') : t('comparables.soldBadge'),
      }),
    );
    layout.note(c.label);
  }
  layout.rule();

  // Like the receipt's closing CRA line: bold heading, then the fine print in the muted grey.
  layout.heading(t('report.disclaimerTitle'));
  layout.paragraph(t('report.disclaimer'), { size: 9, muted: true });

  footers(doc, (page, pages) => t('report.footer', { company: input.companyName, page, pages }));
  doc.end();
  return done;
}

type T = (key: string, params?: Record<string, unknown>) => string;

function taxSection(
  doc: Doc,
  layout: PdfLayout,
  o: {
    t: T;
    money: (amount: number, wholeDollars?: boolean) => string;
    locale: Locale;
    tax: ValuationResponse['taxDeduction'];
  },
) {
  const { t, money, tax } = o;
  layout.heading(
    `${t('report.taxTitle')} — ${t('tax.subtitle', { province: tax.provinceName, taxYear: tax.taxYear })}`,
  );
  if (tax.corporateDeduction) {
    layout.paragraph(tax.corporateDeduction);
  } else {
    if (tax.quebecAbatement > 0) {
      layout.row(t('tax.federal'), money(tax.federalCredit, false));
      layout.row(t('tax.quebecAbatement'), money(-tax.quebecAbatement, false));
      layout.row(t('tax.federalNet'), money(tax.federal, false));
    } else layout.row(t('tax.federal'), money(tax.federal, false));
    layout.row(t('tax.provincial', { province: tax.provinceName }), money(tax.provincial, false));
    layout.row(t('tax.total'), money(tax.total, false), { bold: true, size: 11 });
    const pct = (value: number) => percent(value, o.locale);
    if (tax.topBracket.total > tax.total) {
      layout.row(t('tax.range'), money(tax.topBracket.total, false));
      layout.note(
        t('tax.rangeHelp', {
          federalTop: pct(tax.rates.federalTop),
          provincialTop: pct(tax.rates.provincialTop),
          low: money(tax.total, false),
          high: money(tax.topBracket.total, false),
        }),
      );
    }
    layout.note(
      t('tax.rates', {
        ratesYear: tax.ratesYear,
        federalFirst: pct(tax.rates.federalFirst200),
        federalAbove: pct(tax.rates.federalAbove200),
        provincialFirst: pct(tax.rates.provincialFirst200),
        provincialAbove: pct(tax.rates.provincialAbove200),
      }),
    );
  }
  layout.heading(t('tax.sourcesTitle'));
  bullets(doc, layout, tax.sources);
  layout.heading(t('tax.assumptionsTitle'));
  bullets(doc, layout, tax.assumptions);
}

/** A bulleted list whose wrapped lines hang under the text, not under the bullet. */
function bullets(doc: Doc, layout: PdfLayout, items: string[]) {
  if (items.length === 0) return;
  layout.keep(30);
  doc.font('Body').fontSize(10).fillColor(PDF_INK);
  doc.list(items.map(pdfText), layout.x, layout.y, {
    bulletRadius: 1.6,
    bulletIndent: 4,
    textIndent: 12,
    paragraphGap: 2,
  });
  doc.x = layout.x;
  layout.y = doc.y + 4;
}

function footers(doc: Doc, text: (page: number, pages: number) => string) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing inside the margin must not start a new page
    doc.font('Body').fontSize(8).fillColor(PDF_MUTED);
    doc.text(pdfText(text(i + 1, range.count)), PDF_PAGE.margin, doc.page.height - 36, {
      width: PDF_CONTENT_WIDTH,
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
