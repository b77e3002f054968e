import { stringify } from 'csv-stringify/sync';
import { vehicleName } from '@shared/format/vehicle-name';
import { formatCents, centsToDecimal, toCents } from '@shared/money';
import { payoutReference } from '@shared/payouts/payout-schedule';
import type { Charity } from '../../db/schema/charities';
import type { Payout } from '../../db/schema/money';
import type { AppContext } from '../../platform/context';
import { toLocale, translate, type Locale } from '../../platform/i18n';
import { createPdfDocument } from '../../platform/pdf/pdf-fonts';
import { pdfText } from '../../platform/pdf/pdf-text';
import { neutralise } from '../analytics/analytics-csv';
import { linesOfPayout, listSettlements } from './payouts.repo';

/** Cost columns of a statement, in order; `adjustment` gathers caps and corrections. */
const COSTS = ['towing', 'sale_fee', 'storage', 'processing', 'tax', 'adjustment'] as const;
type Column = 'gross' | (typeof COSTS)[number];

export interface StatementRow {
  donationId: number;
  vehicle: string;
  saleDate: string;
  saleKind: string;
  /** Cents by column; costs as what they took (positive), adjustments as what they added back. */
  amounts: Record<Column, number>;
  net: number;
  receiptNumber: string | null;
  eligibleCents: number | null;
}

/** What a payout carries, per vehicle: only the lines in this payout (a later correction is in a later one). */
export async function statementRows(
  ctx: AppContext,
  payout: Payout,
  locale: Locale,
): Promise<StatementRow[]> {
  const lines = await linesOfPayout(ctx.db, payout.id);
  const ids = [...new Set(lines.map((l) => l.line.settlementId))];
  const settlements = ids.length ? await listSettlements(ctx.db, { settlementIds: ids }) : [];
  return settlements
    .map((s) => {
      const amounts: Record<Column, number> = {
        gross: 0,
        towing: 0,
        sale_fee: 0,
        storage: 0,
        processing: 0,
        tax: 0,
        adjustment: 0,
      };
      let net = 0;
      for (const { line } of lines.filter((l) => l.line.settlementId === s.settlement.id)) {
        const cents = toCents(line.amount)!;
        net += cents;
        if (line.kind === 'gross') amounts.gross += cents;
        else if (line.kind === 'cap' || line.kind === 'correction') amounts.adjustment += cents;
        else amounts[line.kind as Column] -= cents;
      }
      return {
        donationId: s.settlement.donationId,
        vehicle: vehicleName(s, locale),
        saleDate: s.settlement.saleDate,
        saleKind: translate(locale, `money:saleKinds.${s.settlement.saleKind}`),
        amounts,
        net,
        receiptNumber: s.receiptNumber,
        eligibleCents: s.eligibleAmount === null ? null : toCents(s.eligibleAmount),
      };
    })
    .sort((a, b) => a.saleDate.localeCompare(b.saleDate) || a.donationId - b.donationId);
}

const columns = [
  'donation',
  'vehicle',
  'saleDate',
  'saleKind',
  'gross',
  ...COSTS,
  'net',
  'receipt',
  'eligible',
];

/** The statement as CSV in the charity's language: one line per vehicle, totals, payment details. */
export async function statementCsv(ctx: AppContext, o: { payout: Payout; charity: Charity }) {
  const locale = toLocale(o.charity.locale);
  const t = (k: string, p: Record<string, unknown> = {}) => translate(locale, `money:statement.${k}`, p);
  const rows = await statementRows(ctx, o.payout, locale);
  const total = (c: Column) => centsToDecimal(rows.reduce((s, r) => s + r.amounts[c], 0));
  const body = [
    columns.map((c) => t(`columns.${c}`)),
    ...rows.map((r) => [
      r.donationId,
      r.vehicle,
      r.saleDate,
      r.saleKind,
      centsToDecimal(r.amounts.gross),
      ...COSTS.map((c) => centsToDecimal(r.amounts[c])),
      centsToDecimal(r.net),
      r.receiptNumber ?? '',
      r.eligibleCents === null ? '' : centsToDecimal(r.eligibleCents),
    ]),
    [
      t('total'),
      '',
      '',
      '',
      total('gross'),
      ...COSTS.map(total),
      centsToDecimal(toCents(o.payout.total)!),
      '',
      '',
    ],
    [],
    ...paymentDetails(o.payout, locale).map(([k, v]) => [k, v]),
  ];
  return '\uFEFF' + stringify(body.map((row) => row.map((cell) => neutralise(cell as string | number))));
}

function paymentDetails(p: Payout, locale: Locale): [string, string][] {
  const t = (k: string) => translate(locale, `money:statement.${k}`);
  const out: [string, string][] = [
    [t('payoutNumber'), payoutReference(p.year, p.number)],
    [t('status'), translate(locale, `money:status.${p.status}`)],
    [t('amount'), formatCents(toCents(p.total)!, locale)],
  ];
  if (p.status === 'paid') {
    out.push([t('paidOn'), p.paidOn ?? ''], [t('method'), translate(locale, `money:methods.${p.method}`)]);
    out.push([t('reference'), p.reference ?? '']);
  }
  if (p.status === 'void') out.push([t('voidReason'), p.voidReason ?? '']);
  return out;
}

/** The statement as a PDF in the charity's language (landscape: one line per vehicle). */
export async function statementPdf(
  ctx: AppContext,
  o: { payout: Payout; charity: Charity },
): Promise<Buffer> {
  const locale = toLocale(o.charity.locale);
  const t = (k: string, p: Record<string, unknown> = {}) => translate(locale, `money:statement.${k}`, p);
  const rows = await statementRows(ctx, o.payout, locale);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const number = payoutReference(o.payout.year, o.payout.number);
  const doc = createPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: pdfText(t('title', { number })), Author: pdfText(company) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (c: number) => formatCents(c, locale);
  doc
    .font('Body-Bold')
    .fontSize(16)
    .text(pdfText(t('title', { number })));
  doc
    .font('Body')
    .fontSize(10)
    .text(pdfText(`${o.charity.name} — ${o.charity.registrationNumber}`));
  doc.text(pdfText(company));
  doc.moveDown();

  const widths = [40, 120, 58, 52, 56, 48, 52, 48, 56, 44, 50, 58, 74, 56];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(bold ? 'Body-Bold' : 'Body').fontSize(7.5);
    let bottom = y;
    cells.forEach((cell, i) => {
      doc.text(pdfText(cell), x, y, { width: widths[i]! - 4 });
      bottom = Math.max(bottom, doc.y);
      x += widths[i]!;
    });
    doc.y = bottom + 4;
    doc.x = doc.page.margins.left;
    if (doc.y > doc.page.height - 72) doc.addPage();
  };
  row(
    columns.map((c) => t(`columns.${c}`)),
    true,
  );
  for (const r of rows)
    row([
      String(r.donationId),
      r.vehicle,
      r.saleDate,
      r.saleKind,
      money(r.amounts.gross),
      ...COSTS.map((c) => money(r.amounts[c])),
      money(r.net),
      r.receiptNumber ?? '—',
      r.eligibleCents === null ? '—' : money(r.eligibleCents),
    ]);
  const total = (c: Column) => money(rows.reduce((s, r) => s + r.amounts[c], 0));
  row(
    [t('total'), '', '', '', total('gross'), ...COSTS.map(total), money(toCents(o.payout.total)!), '', ''],
    true,
  );
  doc.moveDown();
  doc
    .font('Body-Bold')
    .fontSize(11)
    .text(pdfText(t('payment')));
  doc.font('Body').fontSize(10);
  for (const [k, v] of paymentDetails(o.payout, locale)) doc.text(pdfText(`${k}: ${v}`));
  doc.end();
  return done;
}
