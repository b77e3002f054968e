import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { AnsweredField } from '@shared/forms/form.schemas';
import type { DbOrTx } from '../../db/client';
import type { CustomForm } from '../../db/schema/forms';
import { translate, type Locale } from '../../platform/i18n';
import { answeredFieldsOf, submissionBatches } from './forms.repo';
import { answerText } from './submission-text';

/** A cell a spreadsheet would run as a formula (= + - @, or a tab or return before one) gets a leading quote. */
export function neutralizeFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

const eastern = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Toronto',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * A submission's time in Eastern time as ISO 8601 with its offset (`2026-11-27T19:05:00-05:00`): a
 * spreadsheet or a reader in another zone knows which moment it was, summer and winter alike.
 */
export function easternIso(date: Date): string {
  const p = Object.fromEntries(eastern.formatToParts(date).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : String(p.timeZoneName).slice(3);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The columns: the form's fields now, then fields only older submissions were answered against. */
export async function csvColumns(db: DbOrTx, form: CustomForm): Promise<AnsweredField[]> {
  const columns: AnsweredField[] = form.fields.map((f) => ({ id: f.id, type: f.type, label: f.label }));
  const seen = new Set(columns.map((c) => c.id));
  for (const fields of await answeredFieldsOf(db, form.id))
    for (const f of fields)
      if (!seen.has(f.id)) {
        seen.add(f.id);
        columns.push(f);
      }
  return columns;
}

/**
 * The submissions as CSV, read in batches and written as they come: UTF-8 with a byte-order mark so
 * Excel shows French accents, every cell neutralised against formula injection.
 */
export async function submissionsCsv(db: DbOrTx, form: CustomForm, locale: Locale): Promise<Readable> {
  const columns = await csvColumns(db, form);
  const t = (k: string) => translate(locale, `forms:csv.${k}`);
  const header = [
    t('id'),
    t('submittedAt'),
    t('language'),
    ...columns.map((c) => c.label),
    t('ip'),
    t('userAgent'),
  ];
  async function* rows() {
    yield header.map(neutralizeFormula);
    for await (const batch of submissionBatches(db, form.id)) {
      for (const s of batch) {
        const answers = columns.map((c) => (c.id in s.data ? answerText(s.data[c.id], c.type, locale) : ''));
        yield [
          String(s.id),
          easternIso(s.createdAt),
          s.language,
          ...answers,
          s.ipAddress ?? '',
          s.userAgent ?? '',
        ].map(neutralizeFormula);
      }
    }
  }
  return Readable.from(rows()).pipe(stringify({ bom: true, record_delimiter: 'windows' }));
}
