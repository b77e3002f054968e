import { stringify } from 'csv-stringify/sync';
import type { AnalyticsDataset, AnalyticsResponse } from '@shared/analytics/analytics.schemas';
import { translate, type Locale } from '../../platform/i18n';

type Cell = string | number | null;

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a
 * leading apostrophe (OWASP "CSV injection"). Numbers are written as numbers and need nothing.
 */
export function neutralise(cell: Cell): Cell {
  if (typeof cell !== 'string') return cell;
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function table(
  data: AnalyticsResponse,
  dataset: AnalyticsDataset,
  lng: Locale,
): { head: string[]; rows: Cell[][] } {
  const h = (key: string) => translate(lng, `analytics:csv.${key}`);
  switch (dataset) {
    case 'totals':
      return {
        head: [h('figure'), h('value')],
        rows: Object.entries(data.totals).map(([k, v]) => [translate(lng, `analytics:totals.${k}`), v]),
      };
    case 'per-week':
      return {
        head: [h('weekStart'), h('donations')],
        rows: data.perWeek.map((w) => [w.weekStart, w.count]),
      };
    case 'per-province':
      return {
        head: [h('province'), h('donations')],
        rows: data.perProvince.map((p) => [translate(lng, `domain:province.${p.province}`), p.count]),
      };
    case 'funnel':
      return {
        head: [h('step'), h('donations'), h('dropOff'), h('dropOffPercent')],
        rows: data.funnel.map((f) => [
          translate(lng, `analytics:funnel.${f.step}`),
          f.count,
          f.dropOff,
          f.dropOffPercent,
        ]),
      };
    case 'stage-days':
      return {
        head: [h('status'), h('averageDays'), h('stays')],
        rows: data.stageDays.map((s) => [
          translate(lng, `domain:status.${s.status}`),
          s.averageDays,
          s.stays,
        ]),
      };
    case 'top-posts':
      return {
        head: [h('title'), h('slug'), h('views')],
        rows: data.topPosts.map((p) => [p.title, p.slug, p.viewCount]),
      };
    case 'categories':
      return {
        head: [h('category'), h('posts'), h('share')],
        rows: data.categories.map((c) => [c.name, c.posts, c.share]),
      };
  }
}

/** One dataset as CSV: UTF-8 with a byte-order mark (Excel reads accents right), CRLF lines. */
export function analyticsCsv(data: AnalyticsResponse, dataset: AnalyticsDataset, lng: Locale): string {
  const { head, rows } = table(data, dataset, lng);
  const body = stringify(
    [head, ...rows].map((r) => r.map(neutralise)),
    {
      record_delimiter: 'windows',
      cast: { number: (n) => String(n) },
    },
  );
  return `\uFEFF${body}`;
}
