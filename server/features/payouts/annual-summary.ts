import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { centsToDecimal, formatCents, toCents } from '@shared/money';
import type { Charity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { toLocale, translate } from '../../platform/i18n';
import { createPdfDocument } from '../../platform/pdf/pdf-fonts';
import { pdfText } from '../../platform/pdf/pdf-text';
import { neutralise } from '../analytics/analytics-csv';

/**
 * A charity's year for its T3010: official receipts issued (count and eligible total), and the
 * vehicles sold that year (count, gross proceeds, costs, net). Sums in SQL, exact.
 */
export async function annualFigures(ctx: AppContext, charity: Charity, year: number) {
  const result = (await ctx.db.execute(sql`
    select
      (select count(*) from tax_receipts where charity_id = ${charity.id} and receipt_year = ${year} and status = 'issued')::int as receipts,
      (select coalesce(sum(eligible_amount), 0) from tax_receipts where charity_id = ${charity.id} and receipt_year = ${year} and status = 'issued')::text as receipted,
      (select count(*) from settlements where charity_id = ${charity.id} and extract(year from sale_date) = ${year})::int as vehicles,
      (select coalesce(sum(l.amount), 0) from settlement_lines l join settlements s on s.id = l.settlement_id
        where s.charity_id = ${charity.id} and extract(year from s.sale_date) = ${year} and l.kind = 'gross')::text as gross,
      (select coalesce(sum(l.amount), 0) from settlement_lines l join settlements s on s.id = l.settlement_id
        where s.charity_id = ${charity.id} and extract(year from s.sale_date) = ${year})::text as net,
      (select coalesce(sum(total), 0) from payouts where charity_id = ${charity.id} and status = 'paid' and extract(year from paid_on) = ${year})::text as paid
  `)) as unknown as {
    rows: {
      receipts: number;
      receipted: string;
      vehicles: number;
      gross: string;
      net: string;
      paid: string;
    }[];
  };
  const r = result.rows[0]!;
  const gross = toCents(r.gross)!;
  const net = toCents(r.net)!;
  return {
    year,
    receipts: Number(r.receipts),
    receiptedCents: toCents(r.receipted)!,
    vehicles: Number(r.vehicles),
    grossCents: gross,
    costsCents: gross - net,
    netCents: net,
    paidCents: toCents(r.paid)!,
  };
}

type Figures = Awaited<ReturnType<typeof annualFigures>>;

function rows(f: Figures, charity: Charity, asText: (c: number) => string) {
  const locale = toLocale(charity.locale);
  const t = (k: string) => translate(locale, `money:annual.${k}`);
  return [
    [t('charity'), charity.name],
    [t('registrationNumber'), charity.registrationNumber],
    [t('year'), String(f.year)],
    [t('receipts'), String(f.receipts)],
    [t('receipted'), asText(f.receiptedCents)],
    [t('vehicles'), String(f.vehicles)],
    [t('gross'), asText(f.grossCents)],
    [t('costs'), asText(f.costsCents)],
    [t('net'), asText(f.netCents)],
    [t('paid'), asText(f.paidCents)],
  ];
}

export async function annualCsv(ctx: AppContext, charity: Charity, year: number) {
  const f = await annualFigures(ctx, charity, year);
  return '\uFEFF' + stringify(rows(f, charity, centsToDecimal).map((r) => r.map((c) => neutralise(c))));
}

export async function annualPdf(ctx: AppContext, charity: Charity, year: number): Promise<Buffer> {
  const f = await annualFigures(ctx, charity, year);
  const locale = toLocale(charity.locale);
  const title = translate(locale, 'money:annual.title', { year });
  const doc = createPdfDocument({
    size: 'LETTER',
    margin: 54,
    lang: locale === 'fr' ? 'fr-CA' : 'en-CA',
    displayTitle: true,
    info: { Title: pdfText(title) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Body-Bold').fontSize(16).text(pdfText(title));
  doc.moveDown();
  doc.font('Body').fontSize(11);
  for (const [k, v] of rows(f, charity, (c) => formatCents(c, locale))) doc.text(pdfText(`${k}: ${v}`));
  doc.moveDown();
  doc.fontSize(9).text(pdfText(translate(locale, 'money:annual.note')));
  doc.end();
  return done;
}
