import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { clip } from '../seo/head-tags';
import type { RouteDataLoaders, RouteDataResult } from '../seo/route-data';
import { contentSitemapEntry, type SitemapSource } from '../seo/sitemap';
import { listSitemapForms } from './forms.repo';
import { findPublicForm } from './public-forms.service';

const formPath = (slug: string) => `/forms/${encodeURIComponent(slug)}`;

/**
 * The head and first-render state of /forms/:slug (DECISIONS §10): the form's own name and
 * description, its address as canonical and, with its translation, the hreflang pair of the two
 * addresses. An inactive form is not indexed. Null when no live form has the slug (a 404).
 */
async function formHead(
  ctx: AppContext,
  opts: { slug: string; locale: Locale; base: string },
): Promise<RouteDataResult | null> {
  const form = await findPublicForm(ctx.db, opts.slug);
  if (!form) return null;
  const url = `${opts.base}${formPath(form.slug)}`;
  const alternates: Partial<Record<Locale, string>> = { [form.language]: url };
  if (form.translation)
    alternates[form.translation.language] = `${opts.base}${formPath(form.translation.slug)}`;
  return {
    head: {
      title: form.name,
      description: clip(form.description) || translate(opts.locale, 'seo:routes.form.description'),
      url,
      noindex: !form.isActive,
      alternates,
    },
    // The answer GET /api/forms/slug/:slug gives, under the page's query key.
    queries: [{ key: [`/api/forms/slug/${encodeURIComponent(opts.slug)}`], data: form }],
  };
}

/** The forms' data kind of the route list, for the head renderer (server/features/seo/route-data.ts). */
export const formRouteData: Pick<RouteDataLoaders, 'publicForm'> = {
  publicForm: (ctx, { params, locale, base }) =>
    params.slug ? formHead(ctx, { slug: params.slug, locale, base }) : Promise.resolve(null),
};

/** Each form taking answers at its own address, paired with its translation's (hreflang). */
export const formSitemapEntries: SitemapSource = async (db) =>
  (await listSitemapForms(db)).map((f) => contentSitemapEntry(formPath, f));
