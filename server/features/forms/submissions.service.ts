import {
  STATS_DAYS,
  type SubmissionListResponse,
  type SubmissionStatsResponse,
  type SubmissionView,
} from '@shared/forms/form.schemas';
import { todayInCanada } from '@shared/canada-date';
import type { FormSubmission } from '../../db/schema/forms';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { countsPerDay, findForm, findSubmission, listSubmissionRows } from './forms.repo';

/** A form's answers as staff read them: the list, one answer, the counts of the last 30 days. */

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
