import { z } from 'zod';
import { parseNorthAmericanPhone } from '../validation/phone';
import type { FormFieldDef } from './form.schemas';

/** Values a visitor sends: a map of field id to what was entered. */
export type SubmissionValues = Record<string, string | boolean>;

const TEXT_MAX = { text: 500, email: 254, phone: 40, textarea: 5000, select: 200, date: 10 } as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(v: string): boolean {
  const m = DATE.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** One field's check: an issue names the field by its label (the form's language), its message in the reader's. */
function fieldSchema(field: FormFieldDef) {
  const params = { label: field.label };
  const issue = (ctx: z.RefinementCtx, message: string) => {
    ctx.addIssue({ code: 'custom', message: `forms:validation.${message}`, params });
    return z.NEVER;
  };
  if (field.type === 'checkbox') {
    return z.unknown().transform((v, ctx) => {
      if (v !== undefined && v !== null && typeof v !== 'boolean') return issue(ctx, 'invalid');
      const checked = v === true;
      if (field.required && !checked) return issue(ctx, 'required');
      return checked;
    });
  }
  const max = TEXT_MAX[field.type];
  return z.unknown().transform((v, ctx): string => {
    if (v !== undefined && v !== null && typeof v !== 'string') return issue(ctx, 'invalid');
    const value = (v ?? '').trim();
    if (value === '') return field.required ? issue(ctx, 'required') : '';
    if (value.length > max) return issue(ctx, 'tooLong');
    switch (field.type) {
      case 'email':
        return z.email().safeParse(value).success ? value : issue(ctx, 'email');
      case 'phone': {
        const phone = parseNorthAmericanPhone(value);
        return phone ? phone.display : issue(ctx, 'phone');
      }
      case 'date':
        return isRealDate(value) ? value : issue(ctx, 'date');
      case 'select':
        return (field.options ?? []).includes(value) ? value : issue(ctx, 'option');
      default:
        return value;
    }
  });
}

/**
 * The one check of a submission, run by the public form before sending and by the server before
 * storing: built from the form's fields. Messages are keys, worded in the visitor's language by
 * whoever shows them. Unknown keys are dropped.
 */
export function buildSubmissionSchema(fields: readonly FormFieldDef[]) {
  const shape = z.object(Object.fromEntries(fields.map((f) => [f.id, fieldSchema(f)])));
  // A field left out is an empty answer (zod would call the key missing before our message).
  return z.preprocess((input) => {
    const given = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    return Object.fromEntries(fields.map((f) => [f.id, given[f.id] ?? null]));
  }, shape);
}
