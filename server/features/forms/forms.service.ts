import {
  STATS_DAYS,
  type FormLink,
  type FormView,
  type PublicFormView,
  type SaveFormRequest,
  type SubmissionListResponse,
  type SubmissionStatsResponse,
  type SubmissionView,
} from '@shared/forms/form.schemas';
import { buildSubmissionSchema, type SubmissionValues } from '@shared/forms/submission-schema';
import { todayInCanada } from '@shared/canada-date';
import type { CustomForm, FormSubmission } from '../../db/schema/forms';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, parseWith, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { notifyFormOwner } from './form-emails';
import {
  countsPerDay,
  deleteFormRow,
  findForm,
  findLiveForm,
  findLiveFormBySlug,
  findSubmission,
  findTranslationRow,
  insertForm,
  insertSubmission,
  listFormRows,
  listSubmissionRows,
  slugTaken,
  translationsOf,
  updateForm,
  type FormRow,
} from './forms.repo';
import type { DbOrTx } from '../../db/client';
import type { Locale } from '@shared/i18n/language';

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

export function toSubmissionView(s: FormSubmission): SubmissionView {
  return {
    id: s.id,
    createdAt: s.createdAt.toISOString(),
    language: s.language,
    ipAddress: s.ipAddress,
    userAgent: s.userAgent,
    fields: s.fields,
    data: s.data,
  };
}

export async function listSubmissions(
  ctx: AppContext,
  q: { formId: number; search?: string; page: number; pageSize: number },
): Promise<SubmissionListResponse> {
  const form = await findForm(ctx.db, q.formId);
  if (!form) throw notFound('forms:errors.notFound');
  const { rows, total } = await listSubmissionRows(ctx.db, q);
  return {
    form: {
      id: form.id,
      name: form.name,
      language: form.language,
      slug: form.slug,
      deleted: form.deletedAt !== null,
    },
    total,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map(toSubmissionView),
  };
}

export async function getSubmission(ctx: AppContext, formId: number, id: number): Promise<SubmissionView> {
  const row = await findSubmission(ctx.db, formId, id);
  if (!row) throw notFound('forms:errors.submissionNotFound');
  return toSubmissionView(row);
}

/** Every one of the last 30 days (Eastern time), today last, with its count. */
export async function submissionStats(
  ctx: AppContext,
  formId: number,
  now = new Date(),
): Promise<SubmissionStatsResponse> {
  const form = await findForm(ctx.db, formId);
  if (!form) throw notFound('forms:errors.notFound');
  const today = todayInCanada(now);
  const dates: string[] = [];
  const base = new Date(`${today}T12:00:00Z`);
  for (let i = STATS_DAYS - 1; i >= 0; i--)
    dates.push(new Date(base.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  const counts = await countsPerDay(ctx.db, formId, dates[0]!);
  return { total: form.submissionCount, days: dates.map((date) => ({ date, count: counts.get(date) ?? 0 })) };
}
