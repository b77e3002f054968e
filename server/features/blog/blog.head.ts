import { blogFeedPath, blogListUrl, blogPostUrl } from '@shared/blog/urls';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { clip, escapeAttribute as escapeAttr, HTML_LANG } from '../seo/head-tags';
import type { RouteDataLoaders, RouteDataResult } from '../seo/route-data';
import { mediaImageOf } from '../media/media.service';
import { contentSitemapEntry, type SitemapSource } from '../seo/sitemap';
import { listCategories } from './categories.service';
import { findPublicPost, listPublicPosts, listSitemapPosts } from './public-posts.service';
import { BLOG_PAGE_SIZE } from '@shared/blog/urls';

/**
 * The head and first-render state of /blog and /blog/:slug: the list's first page, or the post with its
 * own title, description, canonical, hreflang pair (its translation's address) and Article JSON-LD.
 * Null when the post is not published (the page is then a 404).
 */
async function blogHead(
  ctx: AppContext,
  opts: { data: 'blogList' | 'blogPost'; slug?: string; locale: Locale; base: string },
): Promise<RouteDataResult | null> {
  const { locale, base } = opts;
  const siteName = String(await ctx.settings.get('business', 'companyName'));
  const feed = (lang: Locale) =>
    `<link rel="alternate" type="application/rss+xml" hreflang="${HTML_LANG[lang]}" title="${escapeAttr(
      `${translate(lang, 'blog:feed.title')} | ${siteName}`,
    )}" href="${escapeAttr(`${base}${blogFeedPath(lang)}`)}">`;

  if (opts.data === 'blogList') {
    const [list, categories] = await Promise.all([
      listPublicPosts(ctx, { page: 1, pageSize: BLOG_PAGE_SIZE }, locale),
      listCategories(ctx),
    ]);
    return {
      head: {
        title: translate(locale, 'seo:routes.blog.title'),
        description: translate(locale, 'seo:routes.blog.description'),
        url: `${base}/blog`,
        noindex: false,
        extraTags: [feed(locale)],
      },
      // The category toggles above the cards render with the list (otherwise they come after hydration
      // and push the cards down: a layout shift).
      queries: [
        { key: [blogListUrl({ lang: locale })], data: list },
        { key: ['/api/categories'], data: categories },
      ],
    };
  }

  if (!opts.slug) return null;
  const found = await findPublicPost(ctx, opts.slug, locale);
  if (!found) return null;
  const { post, seo } = found;
  const url = `${base}/blog/${encodeURIComponent(post.slug)}`;
  const alternates: Partial<Record<Locale, string>> = { [post.language]: url };
  if (post.translation)
    alternates[post.translation.language] = `${base}/blog/${encodeURIComponent(post.translation.slug)}`;
  const description = clip(seo.description) || translate(locale, 'seo:routes.blogPost.description');
  const image = post.featuredImage ? new URL(post.featuredImage, `${base}/`).toString() : undefined;
  // Shared, the post shows its featured image, sized when it is the library's.
  const library = post.featuredImage ? await mediaImageOf(ctx.db, post.featuredImage) : null;
  const alt = (library && (post.language === 'fr' ? library.altFr : library.altEn)) || post.title;
  return {
    head: {
      title: seo.title,
      description,
      url,
      noindex: false,
      alternates,
      ...(image
        ? { image: { url: image, alt, ...(library ? { width: library.width, height: library.height } : {}) } }
        : {}),
      extraTags: [feed(post.language)],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title.slice(0, 110),
        description,
        inLanguage: HTML_LANG[post.language],
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        mainEntityOfPage: url,
        url,
        ...(image ? { image: [image] } : {}),
        ...(post.category ? { articleSection: post.category.name } : {}),
        ...(post.tags.length ? { keywords: post.tags.map((t) => t.name).join(', ') } : {}),
        author: post.authorName
          ? { '@type': 'Person', name: post.authorName }
          : { '@type': 'Organization', name: siteName },
        publisher: { '@type': 'Organization', name: siteName, url: base },
      },
    },
    queries: [{ key: [blogPostUrl(post.slug), locale], data: post }],
  };
}

/** The blog's data kinds of the route list, for the head renderer (server/features/seo/route-data.ts). */
export const blogRouteData: Pick<RouteDataLoaders, 'blogList' | 'blogPost'> = {
  blogList: (ctx, { locale, base }) => blogHead(ctx, { data: 'blogList', locale, base }),
  blogPost: (ctx, { params, locale, base }) =>
    blogHead(ctx, { data: 'blogPost', slug: params.slug, locale, base }),
};

/** Each live post at its own address, paired with its translation's (hreflang). */
export const postSitemapEntries: SitemapSource = async (db) =>
  (await listSitemapPosts(db)).map((p) =>
    contentSitemapEntry((slug) => `/blog/${encodeURIComponent(slug)}`, p),
  );
