import {
  STATS_DAYS,
  type FormLang,
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
import { AppError, notFound, parseWith } from '../../platform/errors';
import type { SessionUser } from '../../platform/session';
import { notifyFormOwner } from './form-emails';
import {
  countsPerDay,
  deleteFormRow,
  findForm,
  findLiveForm,
  findLiveFormBySlug,
  findSubmission,
  insertForm,
  insertSubmission,
  listFormRows,
  listSubmissionRows,
  slugTaken,
  updateForm,
  type FormRow,
} from './forms.repo';

type SaveForm = Required<Omit<SaveFormRequest, 'fields'>> & { fields: CustomForm['fields'] };

export function toFormView(f: FormRow): FormView {
  return {
    id: f.id,
    name: f.name,
    nameFr: f.nameFr,
    slug: f.slug,
    description: f.description ?? '',
    descriptionFr: f.descriptionFr,
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

export async function listForms(ctx: AppContext) {
  return { forms: (await listFormRows(ctx.db)).map(toFormView) };
}

export async function getForm(ctx: AppContext, id: number): Promise<FormView> {
  const form = await findForm(ctx.db, id);
  if (!form) throw notFound('forms:errors.notFound');
  return toFormView(form);
}

export async function createForm(
  ctx: AppContext,
  o: { input: SaveForm; actor: SessionUser },
): Promise<FormView> {
  return ctx.db.transaction(async (tx) => {
    const form = await insertForm(tx, { ...o.input, createdBy: o.actor.id });
    if (!form) throw slugTakenError();
    await audit(tx, {
      actor: o.actor,
      action: 'form.create',
      entityType: 'form',
      entityId: form.id,
      details: { slug: form.slug },
    });
    return toFormView({ ...form, submissionCount: 0 });
  });
}

/** Saves a changed form; submissions already stored keep the labels they were answered against. */
export async function saveForm(
  ctx: AppContext,
  o: { id: number; input: SaveForm; actor: SessionUser },
): Promise<FormView> {
  return ctx.db.transaction(async (tx) => {
    if (!(await findLiveForm(tx, o.id))) throw notFound('forms:errors.notFound');
    if (await slugTaken(tx, o.input.slug, o.id)) throw slugTakenError();
    try {
      await updateForm(tx, o.id, o.input);
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
    return toFormView((await findForm(tx, o.id))!);
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
    return toFormView((await findForm(tx, o.id))!);
  });
}

/**
 * Deletes a form. Its submissions go only when asked: kept, the form is hidden from visitors (its
 * slug freed) and stays in the staff list so the answers remain readable and exportable.
 */
export async function deleteForm(
  ctx: AppContext,
  o: { id: number; submissions: 'keep' | 'delete'; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const form = await findForm(tx, o.id);
    if (!form) throw notFound('forms:errors.notFound');
    if (o.submissions === 'delete' || form.submissionCount === 0) await deleteFormRow(tx, o.id);
    else
      await updateForm(tx, o.id, {
        deletedAt: form.deletedAt ?? new Date(),
        isActive: false,
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

export function toPublicView(f: CustomForm): PublicFormView {
  return {
    id: f.id,
    slug: f.slug,
    name: { en: f.name, fr: f.nameFr },
    description: { en: f.description ?? '', fr: f.descriptionFr },
    isActive: f.isActive,
    fields: f.isActive ? f.fields : [],
  };
}

export async function getPublicForm(ctx: AppContext, slug: string): Promise<PublicFormView> {
  const form = await findLiveFormBySlug(ctx.db, slug);
  if (!form) throw notFound('forms:errors.notFound');
  return toPublicView(form);
}

/** Checks the answers with the schema the page ran, stores them with their labels, and tells the owner. */
export async function submitForm(
  ctx: AppContext,
  o: {
    id: number;
    values: unknown;
    lang: FormLang;
    ip: string | null;
    userAgent: string | null;
    honeypot: boolean;
  },
): Promise<{ id: number | null }> {
  return ctx.db.transaction(async (tx) => {
    const form = await findLiveForm(tx, o.id);
    if (!form) throw notFound('forms:errors.notFound');
    if (!form.isActive) throw new AppError('CONFLICT', 'forms:errors.unavailable');
    const data = parseWith(buildSubmissionSchema(form.fields, o.lang), o.values) as SubmissionValues;
    // A filled honeypot is a bot: answered like a person, nothing stored or sent.
    if (o.honeypot) return { id: null };
    const row = await insertSubmission(tx, {
      formId: form.id,
      data,
      language: o.lang,
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
      nameFr: form.nameFr,
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
