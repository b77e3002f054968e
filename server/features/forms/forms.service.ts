import type { FormLink, FormView, SaveFormRequest } from '@shared/forms/form.schemas';
import type { Locale } from '@shared/i18n/language';
import type { DbOrTx } from '../../db/client';
import type { CustomForm } from '../../db/schema/forms';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import {
  deleteFormRow,
  findForm,
  findLiveForm,
  findTranslationRow,
  insertForm,
  listFormRows,
  slugTaken,
  translationsOf,
  updateForm,
  type FormRow,
} from './forms.repo';

/**
 * The staff's forms: listed, created, changed, switched on and off, deleted (a visitor's form and
 * answer: public-forms.service.ts; the answers read by staff: submissions.service.ts).
 */

type SaveForm = Required<Omit<SaveFormRequest, 'fields'>> & { fields: CustomForm['fields'] };

const toLink = (f: CustomForm): FormLink => ({ id: f.id, slug: f.slug, name: f.name, language: f.language });

export function toFormView(f: FormRow, translation: CustomForm | null): FormView {
  return {
    id: f.id,
    name: f.name,
    slug: f.slug,
    description: f.description ?? '',
    language: f.language,
    translationOf: f.translationOf,
    translation: translation ? toLink(translation) : null,
    notifyEmail: f.notifyEmail,
    isActive: f.isActive,
    deleted: f.deletedAt !== null,
    fields: f.fields,
    submissionCount: f.submissionCount,
    createdAt: f.createdAt.toISOString(),
    updatedAt: f.updatedAt.toISOString(),
  };
}

const slugTakenError = () =>
  new AppError('CONFLICT', 'forms:errors.slugTaken', {}, { slug: 'forms:errors.slugTaken' });

/** Every form with its translation (either side of the link), so the list shows which lack one. */
export async function listForms(ctx: AppContext) {
  const rows = await listFormRows(ctx.db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const translationOf = new Map<number, CustomForm>();
  for (const r of rows) {
    const target = r.translationOf ? byId.get(r.translationOf) : undefined;
    if (!target) continue;
    translationOf.set(r.id, target);
    if (!translationOf.has(target.id)) translationOf.set(target.id, r);
  }
  return { forms: rows.map((r) => toFormView(r, translationOf.get(r.id) ?? null)) };
}

async function viewOf(db: DbOrTx, id: number): Promise<FormView> {
  const form = await findForm(db, id);
  if (!form) throw notFound('forms:errors.notFound');
  return toFormView(form, await findTranslationRow(db, form));
}

export async function getForm(ctx: AppContext, id: number): Promise<FormView> {
  return viewOf(ctx.db, id);
}

/**
 * A new form may translate an existing one: that form must be live, in the other language, and not
 * translated yet (one translation per form, linked both ways).
 */
async function checkTranslation(db: DbOrTx, o: { language: Locale; translationOf: number | null }) {
  if (o.translationOf === null) return;
  const target = await findLiveForm(db, o.translationOf);
  if (!target) throw validationError({ translationOf: 'forms:builder.errors.translationMissing' });
  if (target.language === o.language)
    throw validationError({ translationOf: 'forms:builder.errors.translationLanguage' });
  if (target.translationOf !== null || (await translationsOf(db, target.id)).length > 0)
    throw validationError({ translationOf: 'forms:builder.errors.translationTaken' });
}

export async function createForm(
  ctx: AppContext,
  o: { input: SaveForm; actor: SessionUser },
): Promise<FormView> {
  return ctx.db.transaction(async (tx) => {
    await checkTranslation(tx, o.input);
    const form = await insertForm(tx, { ...o.input, createdBy: o.actor.id });
    if (!form) throw slugTakenError();
    await audit(tx, {
      actor: o.actor,
      action: 'form.create',
      entityType: 'form',
      entityId: form.id,
      details: { slug: form.slug, language: form.language, translationOf: form.translationOf },
    });
    return viewOf(tx, form.id);
  });
}

/**
 * Saves a changed form; submissions already stored keep the labels they were answered against. Its
 * language and translation link stay as they were set when it was created.
 */
export async function saveForm(
  ctx: AppContext,
  o: { id: number; input: SaveForm; actor: SessionUser },
): Promise<FormView> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findLiveForm(tx, o.id))) throw notFound('forms:errors.notFound');
    if (await slugTaken(tx, o.input.slug, o.id)) throw slugTakenError();
    const { language: _language, translationOf: _translationOf, ...changes } = o.input;
    try {
      await updateForm(tx, o.id, changes);
    } catch (err) {
      if ((err as { code?: string }).code === '23505') throw slugTakenError();
      throw err;
    }
    await audit(tx, {
      actor: o.actor,
      action: 'form.update',
      entityType: 'form',
      entityId: o.id,
      details: { slug: o.input.slug },
    });
    return viewOf(tx, o.id);
  });
}

export async function setFormActive(
  ctx: AppContext,
  o: { id: number; isActive: boolean; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    if (!(await findLiveForm(tx, o.id))) throw notFound('forms:errors.notFound');
    await updateForm(tx, o.id, { isActive: o.isActive });
    await audit(tx, {
      actor: o.actor,
      action: o.isActive ? 'form.enable' : 'form.disable',
      entityType: 'form',
      entityId: o.id,
      details: {},
    });
    return viewOf(tx, o.id);
  });
}

/**
 * Deletes a form. Its submissions go only when asked: kept, the form is hidden from visitors (its
 * slug freed) and stays in the staff list so the answers remain readable and exportable. Either way
 * its translation is unlinked from it, so that one can be translated anew.
 */
export async function deleteForm(
  ctx: AppContext,
  o: { id: number; submissions: 'keep' | 'delete'; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const form = await findForm(tx, o.id);
    if (!form) throw notFound('forms:errors.notFound');
    for (const other of await translationsOf(tx, o.id)) await updateForm(tx, other, { translationOf: null });
    if (o.submissions === 'delete' || form.submissionCount === 0) await deleteFormRow(tx, o.id);
    else
      await updateForm(tx, o.id, {
        deletedAt: form.deletedAt ?? new Date(),
        isActive: false,
        translationOf: null,
        slug: form.deletedAt ? form.slug : `${form.slug.slice(0, 200)}--deleted-${form.id}`,
      });
    await audit(tx, {
      actor: o.actor,
      action: 'form.delete',
      entityType: 'form',
      entityId: o.id,
      details: { submissions: o.submissions, count: form.submissionCount },
    });
    return { deleted: true as const };
  });
}
