import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { clip } from '../seo/head-tags';
import type { RouteDataLoaders, RouteDataResult } from '../seo/route-data';
import { contentSitemapEntry, type SitemapSource } from '../seo/sitemap';
import { listPublishedPageSlugs } from './pages.repo';
import { findPageForVisitor } from './pages.service';

/**
 * The head and first-render state of /pages/:slug. DECISIONS §10: a page is in one language at its own
 * address; its published translation's address is the other half of the hreflang pair (none when it has
 * no translation). Null when no page is published at the slug (a 404).
 */
async function pageHead(
  ctx: AppContext,
  opts: { slug: string; locale: Locale; base: string },
): Promise<RouteDataResult | null> {
  const found = await findPageForVisitor(ctx.db, { slug: opts.slug });
  if (!found) return null;
  const pagePath = (slug: string) => `${opts.base}/pages/${encodeURIComponent(slug)}`;
  const url = pagePath(found.page.slug);
  const alternates: Partial<Record<Locale, string>> = { [found.page.language]: url };
  if (found.page.translation)
    alternates[found.page.translation.language] = pagePath(found.page.translation.slug);
  return {
    head: {
      title: found.seo.title,
      description: clip(found.seo.description) || translate(opts.locale, 'seo:routes.page.description'),
      url,
      noindex: false,
      alternates,
    },
    // The page's answer as GET /api/pages/slug/:slug gives it, under the client's query key.
    queries: [{ key: [`/api/pages/slug/${encodeURIComponent(opts.slug)}`], data: found.page }],
  };
}

/** The pages' data kind of the route list, for the head renderer (server/features/seo/route-data.ts). */
export const pageRouteData: Pick<RouteDataLoaders, 'contentPage'> = {
  contentPage: (ctx, { params, locale, base }) =>
    params.slug ? pageHead(ctx, { slug: params.slug, locale, base }) : Promise.resolve(null),
};

/** Each published page at its own address, paired with its published translation's (hreflang). */
export const pageSitemapEntries: SitemapSource = async (db) =>
  (await listPublishedPageSlugs(db)).map((p) =>
    contentSitemapEntry((slug) => `/pages/${encodeURIComponent(slug)}`, p),
  );
