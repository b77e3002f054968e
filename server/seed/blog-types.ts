import type { Locale } from '../../shared/i18n/language';
/** A demo blog post; the category and tags are referred to by slug. */
export interface DemoPost {
  slug: string;
  title: string;
  excerpt: string;
  /** HTML with the tags the content sanitizer keeps (p, h2, h3, ul, li, strong, em, a). */
  content: string;
  category: string;
  tags: string[];
  /** Days before seeding when it was published. */
  publishedDaysAgo: number;
  /** At most 60 characters. */
  seoTitle: string;
  /** At most 160 characters. */
  seoDescription: string;
  /** The article's language (DECISIONS §10); English when absent. */
  language?: Locale;
  /** The slug of the demo post this one translates (the two are linked both ways, DECISIONS §10). */
  translationOf?: string;
}
