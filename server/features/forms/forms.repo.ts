import { and, asc, desc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  customForms,
  formSubmissions,
  type CustomForm,
  type FormSubmission,
  type NewCustomForm,
  type NewFormSubmission,
} from '../../db/schema/forms';

export type FormRow = CustomForm & { submissionCount: number };

// Written out: inside a subquery drizzle would leave both columns unqualified.
const submissionCount = sql<number>`(select count(*)::int from form_submissions s where s.form_id = "custom_forms"."id")`;

/** Every form, newest first; deleted ones only while they keep submissions. */
export async function listFormRows(db: DbOrTx): Promise<FormRow[]> {
  const rows = await db
    .select({ form: customForms, submissionCount })
    .from(customForms)
    .where(sql`${customForms.deletedAt} is null or ${submissionCount} > 0`)
    .orderBy(desc(customForms.createdAt), desc(customForms.id));
  return rows.map((r) => ({ ...r.form, submissionCount: r.submissionCount }));
}

export async function findForm(db: DbOrTx, id: number): Promise<FormRow | null> {
  const [row] = await db
    .select({ form: customForms, submissionCount })
    .from(customForms)
    .where(eq(customForms.id, id));
  return row ? { ...row.form, submissionCount: row.submissionCount } : null;
}

export async function findLiveFormBySlug(db: DbOrTx, slug: string): Promise<CustomForm | null> {
  const [row] = await db
    .select()
    .from(customForms)
    .where(and(eq(customForms.slug, slug), isNull(customForms.deletedAt)));
  return row ?? null;
}

export async function findLiveForm(db: DbOrTx, id: number): Promise<CustomForm | null> {
  const [row] = await db
    .select()
    .from(customForms)
    .where(and(eq(customForms.id, id), isNull(customForms.deletedAt)));
  return row ?? null;
}

/** The linked form in the other language: the one this form translates, or the one translating it. */
export async function findTranslationRow(
  db: DbOrTx,
  form: { id: number; translationOf: number | null },
): Promise<CustomForm | null> {
  const link = form.translationOf
    ? or(eq(customForms.id, form.translationOf), eq(customForms.translationOf, form.id))
    : eq(customForms.translationOf, form.id);
  const [row] = await db
    .select()
    .from(customForms)
    .where(and(link, ne(customForms.id, form.id)))
    .orderBy(asc(customForms.id))
    .limit(1);
  return row ?? null;
}

/** Forms other than `exceptId` that name `id` as the form they translate. */
export async function translationsOf(db: DbOrTx, id: number, exceptId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: customForms.id })
    .from(customForms)
    .where(and(eq(customForms.translationOf, id), exceptId ? ne(customForms.id, exceptId) : undefined));
  return rows.map((r) => r.id);
}

/** Live active forms with their live active translation's slug, for the sitemap. */
export async function listSitemapForms(db: DbOrTx) {
  const rows = await db
    .select({
      id: customForms.id,
      slug: customForms.slug,
      language: customForms.language,
      translationOf: customForms.translationOf,
      updatedAt: customForms.updatedAt,
    })
    .from(customForms)
    .where(and(isNull(customForms.deletedAt), eq(customForms.isActive, true)))
    .orderBy(asc(customForms.slug));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pairOf = new Map<number, string>();
  for (const r of rows) {
    const target = r.translationOf ? byId.get(r.translationOf) : undefined;
    if (target && target.language !== r.language) {
      pairOf.set(r.id, target.slug);
      if (!pairOf.has(target.id)) pairOf.set(target.id, r.slug);
    }
  }
  return rows.map((r) => ({ ...r, translationSlug: pairOf.get(r.id) ?? null }));
}

/** Null when the slug is taken. */
export async function insertForm(db: DbOrTx, values: NewCustomForm): Promise<CustomForm | null> {
  const [row] = await db
    .insert(customForms)
    .values(values)
    .onConflictDoNothing({ target: customForms.slug })
    .returning();
  return row ?? null;
}

export async function slugTaken(db: DbOrTx, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customForms.id })
    .from(customForms)
    .where(and(eq(customForms.slug, slug), exceptId ? sql`${customForms.id} <> ${exceptId}` : undefined));
  return !!row;
}

export async function updateForm(
  db: DbOrTx,
  id: number,
  values: Partial<NewCustomForm>,
): Promise<CustomForm | null> {
  const [row] = await db
    .update(customForms)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customForms.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFormRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(customForms).where(eq(customForms.id, id));
}

export async function insertSubmission(db: DbOrTx, values: NewFormSubmission): Promise<FormSubmission> {
  const [row] = await db.insert(formSubmissions).values(values).returning();
  return row!;
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  // The answers as text: any value matches (labels are not in `data`).
  return sql`${formSubmissions.data}::text ilike ${like}`;
}

export async function listSubmissionRows(
  db: DbOrTx,
  q: { formId: number; search?: string; page: number; pageSize: number },
): Promise<{ rows: FormSubmission[]; total: number }> {
  const rows = await db
    .select({ s: formSubmissions, total: sql<number>`count(*) over ()::int` })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, q.formId), searchCondition(q.search)))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { rows: rows.map((r) => r.s), total: rows[0]?.total ?? 0 };
}

export async function findSubmission(db: DbOrTx, formId: number, id: number): Promise<FormSubmission | null> {
  const [row] = await db
    .select()
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, formId), eq(formSubmissions.id, id)));
  return row ?? null;
}

/** Submissions per calendar day in Eastern time, from `since` (a Toronto date) on. */
export async function countsPerDay(db: DbOrTx, formId: number, since: string): Promise<Map<string, number>> {
  const day = sql<string>`to_char(${formSubmissions.createdAt} at time zone 'America/Toronto', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.formId, formId),
        sql`${formSubmissions.createdAt} >= (${since}::date)::timestamp at time zone 'America/Toronto'`,
      ),
    )
    .groupBy(day);
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Submissions oldest first in batches (the CSV export streams them). */
export async function* submissionBatches(
  db: DbOrTx,
  formId: number,
  size = 500,
): AsyncGenerator<FormSubmission[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(formSubmissions)
      .where(and(eq(formSubmissions.formId, formId), sql`${formSubmissions.id} > ${after}`))
      .orderBy(asc(formSubmissions.id))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
    if (rows.length < size) return;
  }
}

/** Every field id and its latest labels across the form's submissions (for fields since removed). */
export async function answeredFieldsOf(db: DbOrTx, formId: number): Promise<FormSubmission['fields'][]> {
  const rows = await db
    .selectDistinct({ fields: formSubmissions.fields })
    .from(formSubmissions)
    .where(eq(formSubmissions.formId, formId));
  return rows.map((r) => r.fields);
}
