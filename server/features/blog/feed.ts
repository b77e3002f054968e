import type { PostLanguage } from '@shared/blog/blog.schemas';

const xml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 does not allow.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string | null;
  publishedAt: Date | null;
  categoryName: string | null;
  authorName: string | null;
}

/** RSS 2.0 of one language's posts: /blog/feed.xml (English) and /blog/feed.xml?lang=fr (French). */
export function rssFeed(opts: {
  baseUrl: string;
  language: PostLanguage;
  title: string;
  description: string;
  items: FeedItem[];
}): string {
  const self = `${opts.baseUrl}/blog/feed.xml${opts.language === 'fr' ? '?lang=fr' : ''}`;
  const items = opts.items.map((item) => {
    const link = `${opts.baseUrl}/blog/${encodeURIComponent(item.slug)}`;
    return [
      '    <item>',
      `      <title>${xml(item.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      item.excerpt ? `      <description>${xml(item.excerpt)}</description>` : '',
      item.categoryName ? `      <category>${xml(item.categoryName)}</category>` : '',
      item.authorName ? `      <dc:creator>${xml(item.authorName)}</dc:creator>` : '',
      item.publishedAt ? `      <pubDate>${item.publishedAt.toUTCString()}</pubDate>` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xml(opts.title)}</title>`,
    `    <link>${xml(`${opts.baseUrl}/blog${opts.language === 'fr' ? '?lang=fr' : ''}`)}</link>`,
    `    <description>${xml(opts.description)}</description>`,
    `    <language>${opts.language === 'fr' ? 'fr-CA' : 'en-CA'}</language>`,
    `    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
