import { translate, type Locale } from '../../platform/i18n';
import type { DonorData } from './donor-data';

const esc = (v: unknown) =>
  String(v ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const fmt = (locale: Locale, v: unknown): string => {
  if (v instanceof Date)
    return new Intl.DateTimeFormat(`${locale}-CA`, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'America/Toronto',
    }).format(v);
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return translate(locale, v ? 'privacy:export.yes' : 'privacy:export.no');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** One table per kind of record: a row per record, a column per stored field (nothing left out). */
function section(locale: Locale, key: string, rows: readonly object[]): string {
  const title = `<h2>${esc(translate(locale, `privacy:export.sections.${key}`))} (${rows.length})</h2>`;
  if (!rows.length) return `${title}<p>${esc(translate(locale, 'privacy:export.none'))}</p>`;
  return (
    title +
    rows
      .map(
        (row) =>
          `<table><tbody>${Object.entries(row)
            .map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(fmt(locale, v))}</td></tr>`)
            .join('')}</tbody></table>`,
      )
      .join('')
  );
}

/** A readable, printable summary of the same data as the JSON export, in the donor's language. */
export function renderExportHtml(locale: Locale, data: DonorData, company: string): string {
  const t = (k: string, p: Record<string, unknown> = {}) => esc(translate(locale, `privacy:export.${k}`, p));
  return `<!doctype html>
<html lang="${locale === 'fr' ? 'fr-CA' : 'en-CA'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('title', { company })}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;color:#1a1a1a;line-height:1.4}
table{border-collapse:collapse;width:100%;margin:0 0 1rem;font-size:.875rem;break-inside:avoid}
th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top;word-break:break-word}
th{width:30%;background:#f1f3f5;font-weight:600}
h2{margin-top:2rem;border-bottom:2px solid #333}
@media print{body{margin:0}}
</style></head><body>
<main>
<h1>${t('title', { company })}</h1>
<p>${t('intro', { email: data.email, date: fmt(locale, new Date(data.generatedAt)) })}</p>
<p>${t('printHint')}</p>
${section(locale, 'donations', data.donations)}
${section(locale, 'statusHistory', data.statusHistory)}
${section(locale, 'communications', data.communications)}
${section(locale, 'emails', data.emails)}
${section(locale, 'consents', [...data.consents.donationForms, ...data.consents.records])}
${section(locale, 'receipts', data.receipts)}
${section(locale, 'receiptArchive', data.receiptArchive)}
${section(locale, 'portalAccess', data.portalAccess)}
${section(locale, 'privacyRequests', data.privacyRequests)}
${section(locale, 'retentionHolds', data.retentionHolds)}
${section(locale, 'emailVerifications', data.emailVerifications)}
</main></body></html>`;
}
