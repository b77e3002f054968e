import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { vehicleName } from '@shared/format/vehicle-name';
import { payoutReference } from '@shared/payouts/payout-schedule';
import { charities } from '../../db/schema/charities';
import { donations } from '../../db/schema/donations';
import { payouts } from '../../db/schema/money';
import { taxReceipts } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { neutralise } from '../analytics/analytics-csv';

export const EXPORT_KINDS = ['donations', 'receipts', 'payouts'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export interface ExportFilter {
  from?: string;
  to?: string;
  charityId?: number;
}

/** Dates of a timestamp column as the Canadian day they fall on, compared with YYYY-MM-DD bounds. */
const dayOf = (column: SQL | unknown) => sql`(${column} at time zone 'America/Toronto')::date`;

function range(day: SQL, f: ExportFilter) {
  return [
    f.from ? gte(day, sql`${f.from}::date`) : undefined,
    f.to ? lte(day, sql`${f.to}::date`) : undefined,
  ];
}

async function rowsOf(ctx: AppContext, kind: ExportKind, f: ExportFilter, locale: Locale) {
  if (kind === 'donations') {
    const day = dayOf(donations.createdAt);
    const rows = await ctx.db
      .select({ d: donations, charityName: charities.name })
      .from(donations)
      .leftJoin(charities, eq(charities.id, donations.charityId))
      .where(and(...range(day, f), f.charityId ? eq(donations.charityId, f.charityId) : undefined))
      .orderBy(asc(donations.id))
      .limit(50_000);
    return {
      head: ['donation', 'date', 'donor', 'vehicle', 'vin', 'charity', 'status', 'finalValue', 'receipt'],
      rows: rows.map(({ d, charityName }) => [
        d.id,
        d.createdAt.toISOString().slice(0, 10),
        `${d.firstName} ${d.lastName}`,
        vehicleName(d, locale),
        d.vin ?? '',
        charityName ?? '',
        translate(locale, `domain:status.${d.status}`),
        d.finalValue ?? '',
        d.receiptNumber ?? '',
      ]),
    };
  }
  if (kind === 'receipts') {
    const rows = await ctx.db
      .select({ r: taxReceipts, charityName: charities.name })
      .from(taxReceipts)
      .innerJoin(charities, eq(charities.id, taxReceipts.charityId))
      .where(
        and(
          ...range(sql`${taxReceipts.receiptDate}`, f),
          f.charityId ? eq(taxReceipts.charityId, f.charityId) : undefined,
        ),
      )
      .orderBy(asc(taxReceipts.id))
      .limit(50_000);
    return {
      head: ['receipt', 'date', 'charity', 'donor', 'donation', 'amount', 'advantage', 'eligible', 'status'],
      rows: rows.map(({ r, charityName }) => [
        r.receiptNumber,
        r.receiptDate,
        charityName,
        r.donorName,
        r.donationId,
        r.receiptAmount,
        r.advantageAmount,
        r.eligibleAmount,
        r.status,
      ]),
    };
  }
  const rows = await ctx.db
    .select({ p: payouts, charityName: charities.name })
    .from(payouts)
    .innerJoin(charities, eq(charities.id, payouts.charityId))
    .where(
      and(
        ...range(dayOf(payouts.createdAt), f),
        f.charityId ? eq(payouts.charityId, f.charityId) : undefined,
      ),
    )
    .orderBy(asc(payouts.year), asc(payouts.number))
    .limit(50_000);
  return {
    head: ['payout', 'date', 'charity', 'status', 'amount', 'paidOn', 'method', 'reference', 'voidReason'],
    rows: rows.map(({ p, charityName }) => [
      payoutReference(p.year, p.number),
      p.createdAt.toISOString().slice(0, 10),
      charityName,
      translate(locale, `money:status.${p.status}`),
      p.total,
      p.paidOn ?? '',
      p.method ? translate(locale, `money:methods.${p.method}`) : '',
      p.reference ?? '',
      p.voidReason ?? '',
    ]),
  };
}

/** An accounting register as CSV in the reader's language (BOM, formula-safe cells). */
export async function accountingCsv(
  ctx: AppContext,
  o: { kind: ExportKind; filter: ExportFilter; locale: Locale },
) {
  const { head, rows } = await rowsOf(ctx, o.kind, o.filter, o.locale);
  const header = head.map((h) => translate(o.locale, `money:exports.${h}`));
  return '\uFEFF' + stringify([header, ...rows].map((r) => r.map((c) => neutralise(c as string | number))));
}
