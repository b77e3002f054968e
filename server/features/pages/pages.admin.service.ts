import { and, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import {
  pageSlug,
  type AdminPage,
  type AdminPageList,
  type PageInput,
  type PageLink,
  type PagePatch,
} from '@shared/content/pages';
import type { DbOrTx, Tx } from '../../db/client';
import { pages, type Page } from '../../db/schema/content';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { sanitizeHtml } from './sanitize-html';
import type { Locale } from '@shared/i18n/language';

/** The linked page in the other language: the one this page translates, or the one translating it. */
async function translationOf(db: DbOrTx, row: Page): Promise<PageLink | null> {
  const where = row.translationOf ? eq(pages.id, row.translationOf) : eq(pages.translationOf, row.id);
  const [t] = await db
    .select({ id: pages.id, slug: pages.slug, title: pages.title, language: pages.language })
    .from(pages)
    .where(where)
    .limit(1);
  return t ?? null;
}

async function toAdminPage(db: DbOrTx, row: Page): Promise<AdminPage> {
  return adminPage(row, await translationOf(db, row));
}

function adminPage(row: Page, translation: PageLink | null): AdminPage {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    content: row.content,
    excerpt: row.excerpt,
    featuredImage: row.featuredImage,
    status: row.status === 'published' ? 'published' : 'draft',
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    isHomepage: row.isHomepage,
    template: row.template,
    language: row.language,
    translationOf: row.translationOf,
    translation,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listAdminPages(
  db: DbOrTx,
  q: { q?: string; language?: Locale; page: number; pageSize: number },
): Promise<AdminPageList> {
  const conditions: (SQL | undefined)[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(pages.title, like), ilike(pages.slug, like)));
  }
  if (q.language) conditions.push(eq(pages.language, q.language));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(where)
      .orderBy(desc(pages.updatedAt), desc(pages.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  // The pages linked to this page's rows, in one statement whatever the page size.
  const ids = rows.map((r) => r.id);
  const linkedIds = rows.flatMap((r) => (r.translationOf ? [r.translationOf] : []));
  const linked = ids.length
    ? await db
        .select({
          id: pages.id,
          slug: pages.slug,
          title: pages.title,
          language: pages.language,
          translationOf: pages.translationOf,
        })
        .from(pages)
        .where(
          or(inArray(pages.translationOf, ids), linkedIds.length ? inArray(pages.id, linkedIds) : undefined),
        )
    : [];
  const link = ({ id, slug, title, language }: (typeof linked)[number]): PageLink => ({
    id,
    slug,
    title,
    language,
  });
  const items = rows.map((r) => {
    const other = r.translationOf
      ? linked.find((l) => l.id === r.translationOf)
      : linked.find((l) => l.translationOf === r.id);
    const { content: _content, ...rest } = adminPage(r, other ? link(other) : null);
    return rest;
  });
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function getAdminPage(db: DbOrTx, id: number): Promise<AdminPage> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound('pages:api.notFound');
  return toAdminPage(db, row);
}

/** The translation link must point at an existing page in the other language that has no other one. */
async function checkTranslation(
  tx: Tx,
  opts: { id?: number; language: string; translationOf: number | null },
) {
  if (opts.translationOf === null) return;
  if (opts.translationOf === opts.id)
    throw validationError({ translationOf: 'pages:admin.errors.translationSelf' });
  const [target] = await tx.select().from(pages).where(eq(pages.id, opts.translationOf));
  if (!target) throw validationError({ translationOf: 'pages:admin.errors.translationMissing' });
  if (target.language === opts.language)
    throw validationError({ translationOf: 'pages:admin.errors.translationLanguage' });
  // One translation per page: neither side may already be linked to a third page.
  const others = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.translationOf, opts.translationOf), opts.id ? ne(pages.id, opts.id) : undefined));
  if (others.length > 0 || (target.translationOf !== null && target.translationOf !== opts.id))
    throw validationError({ translationOf: 'pages:admin.errors.translationTaken' });
}

async function uniqueSlug(tx: Tx, slug: string, id?: number) {
  const [taken] = await tx
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.slug, slug), id ? ne(pages.id, id) : undefined));
  if (taken)
    throw new AppError(
      'CONFLICT',
      'pages:admin.errors.slugTaken',
      {},
      { slug: 'pages:admin.errors.slugTaken' },
    );
}

/** Exactly one homepage: setting the flag moves it; the homepage cannot simply drop it. */
async function applyHomepage(tx: Tx, opts: { id?: number; want: boolean | undefined; had: boolean }) {
  if (opts.want === true && !opts.had) {
    await tx.update(pages).set({ isHomepage: false }).where(eq(pages.isHomepage, true));
  }
  if (opts.want === false && opts.had)
    throw new AppError(
      'CONFLICT',
      'pages:admin.errors.homepageRequired',
      {},
      { isHomepage: 'pages:admin.errors.homepageRequired' },
    );
}

export async function createPage(ctx: AppContext, input: PageInput, actor: SessionUser): Promise<AdminPage> {
  return ctx.db.transaction(async (tx) => {
    const slug = input.slug ?? pageSlug(input.title);
    if (!slug) throw validationError({ slug: 'pages:admin.errors.slugFormat' });
    await uniqueSlug(tx, slug);
    await checkTranslation(tx, { language: input.language, translationOf: input.translationOf ?? null });
    await applyHomepage(tx, { want: input.isHomepage, had: false });
    const now = new Date();
    const [row] = await tx
      .insert(pages)
      .values({
        title: input.title,
        slug,
        content: sanitizeHtml(input.content),
        excerpt: input.excerpt,
        featuredImage: input.featuredImage,
        status: input.status,
        publishedAt: input.status === 'published' ? now : null,
        seoTitle: input.seoTitle,
        seoDescription: input.seoDescription,
        isHomepage: input.isHomepage,
        template: input.template,
        language: input.language,
        translationOf: input.translationOf ?? null,
        authorId: actor.id,
      })
      .returning();
    await audit(tx, {
      actor,
      action: 'page.create',
      entityType: 'page',
      entityId: row!.id,
      details: { slug, status: input.status },
    });
    return toAdminPage(tx, row!);
  });
}

export async function updatePage(
  ctx: AppContext,
  opts: { id: number; patch: PagePatch; sent: readonly string[]; actor: SessionUser },
): Promise<AdminPage> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, opts.id)).for('update');
    if (!row) throw notFound('pages:api.notFound');
    const sent = new Set(opts.sent);
    const p = opts.patch;
    const values: Partial<Page> = { updatedAt: new Date() };
    if (sent.has('title') && p.title !== undefined) values.title = p.title;
    if (sent.has('slug') && p.slug) {
      await uniqueSlug(tx, p.slug, row.id);
      values.slug = p.slug;
    }
    if (sent.has('content') && p.content !== undefined) values.content = sanitizeHtml(p.content);
    for (const key of ['excerpt', 'featuredImage', 'seoTitle', 'seoDescription'] as const)
      if (sent.has(key)) values[key] = p[key] ?? null;
    if (sent.has('template') && p.template) values.template = p.template;
    if (sent.has('language') && p.language) values.language = p.language;
    if (sent.has('status') && p.status) {
      values.status = p.status;
      if (p.status === 'published' && row.status !== 'published') values.publishedAt = new Date();
    }
    const language = values.language ?? row.language;
    const translation = sent.has('translationOf') ? (p.translationOf ?? null) : row.translationOf;
    if (sent.has('translationOf') || values.language) {
      await checkTranslation(tx, { id: row.id, language, translationOf: translation });
      values.translationOf = translation;
    }
    if (sent.has('isHomepage')) {
      await applyHomepage(tx, { id: row.id, want: p.isHomepage, had: row.isHomepage });
      values.isHomepage = p.isHomepage ?? row.isHomepage;
    }
    const [updated] = await tx.update(pages).set(values).where(eq(pages.id, row.id)).returning();
    await audit(tx, {
      actor: opts.actor,
      action: 'page.update',
      entityType: 'page',
      entityId: row.id,
      details: { fields: Object.keys(values) },
    });
    return toAdminPage(tx, updated!);
  });
}
