import type { PublicFormView } from '@shared/forms/form.schemas';
import { buildSubmissionSchema, type SubmissionValues } from '@shared/forms/submission-schema';
import type { DbOrTx } from '../../db/client';
import type { CustomForm } from '../../db/schema/forms';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, parseWith } from '../../platform/errors';
import { notifyFormOwner } from './form-emails';
import { findLiveForm, findLiveFormBySlug, findTranslationRow, insertSubmission } from './forms.repo';

/** A form as a visitor sees it, and the visitor's answer (the staff's side: forms.service.ts). */

/** The visitor's view; `translation` only when that form takes answers (the page links to it). */
export function toPublicView(f: CustomForm, translation: CustomForm | null): PublicFormView {
  const linked = translation && translation.isActive && translation.deletedAt === null ? translation : null;
  return {
    id: f.id,
    slug: f.slug,
    language: f.language,
    name: f.name,
    description: f.description ?? '',
    isActive: f.isActive,
    fields: f.isActive ? f.fields : [],
    translation: linked ? { slug: linked.slug, name: linked.name, language: linked.language } : null,
  };
}

/** A live form by its slug, in its own language, with its translation; null when there is none. */
export async function findPublicForm(db: DbOrTx, slug: string): Promise<PublicFormView | null> {
  const form = await findLiveFormBySlug(db, slug);
  if (!form) return null;
  return toPublicView(form, await findTranslationRow(db, form));
}

export async function getPublicForm(ctx: AppContext, slug: string): Promise<PublicFormView> {
  const form = await findPublicForm(ctx.db, slug);
  if (!form) throw notFound('forms:errors.notFound');
  return form;
}

/**
 * Checks the answers with the schema the page ran, stores them with their labels and the form's
 * language, and tells the owner.
 */
export async function submitForm(
  ctx: AppContext,
  o: {
    id: number;
    values: unknown;
    ip: string | null;
    userAgent: string | null;
    honeypot: boolean;
  },
): Promise<{ id: number | null }> {
  return ctx.db.transaction(async (tx) => {
    const form = await findLiveForm(tx, o.id);
    if (!form) throw notFound('forms:errors.notFound');
    if (!form.isActive) throw new AppError('CONFLICT', 'forms:errors.unavailable');
    const data = parseWith(buildSubmissionSchema(form.fields), o.values) as SubmissionValues;
    // A filled honeypot is a bot: answered like a person, nothing stored or sent.
    if (o.honeypot) return { id: null };
    const row = await insertSubmission(tx, {
      formId: form.id,
      data,
      // The language of the form answered (one form per language, DECISIONS §10): its labels are the
      // ones kept with the answers, whatever language the visitor's pages were in.
      language: form.language,
      fields: form.fields.map((f) => ({ id: f.id, type: f.type, label: f.label })),
      ipAddress: o.ip,
      userAgent: o.userAgent?.slice(0, 500) ?? null,
    });
    if (form.notifyEmail) await notifyFormOwner(ctx, tx, { form, submission: row });
    return { id: row.id };
  });
}
