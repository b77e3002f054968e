import type { Tx } from '../db/client';
import { eq } from 'drizzle-orm';
import { categories, posts, postTags, tags } from '../db/schema/content';
import { daysAgo } from './dates';
import { FRENCH_TRANSLATIONS } from './posts-fr';
import { GUIDE_POSTS } from './posts-guides';
import { RECEIPT_POSTS } from './posts-receipts';
import { RECYCLING_POSTS } from './posts-recycling';

const CATEGORIES = [
  {
    slug: 'donation-guides',
    name: 'Donation Guides',
    nameFr: 'Guides du don',
    description: 'Step-by-step help with donating a vehicle anywhere in Canada.',
    color: '#1D4ED8',
  },
  {
    slug: 'tax-receipts',
    name: 'Tax Receipts',
    nameFr: 'Reçus fiscaux',
    description: 'Official receipts, fair market value and donation tax credits.',
    color: '#047857',
  },
  {
    slug: 'auctions-recycling',
    name: 'Auctions & Recycling',
    nameFr: 'Encans et recyclage',
    description: 'What happens to donated vehicles after pickup.',
    color: '#B45309',
  },
];

const TAGS: { slug: string; name: string }[] = [
  { slug: 'cra', name: 'CRA' },
  { slug: 'tax-credit', name: 'Tax credit' },
  { slug: 'paperwork', name: 'Paperwork' },
  { slug: 'ownership', name: 'Ownership transfer' },
  { slug: 'provinces', name: 'Provinces' },
  { slug: 'quebec', name: 'Québec' },
  { slug: 'auction', name: 'Auction' },
  { slug: 'recycling', name: 'Recycling' },
];

export const DEMO_POSTS = [...GUIDE_POSTS, ...RECEIPT_POSTS, ...RECYCLING_POSTS, ...FRENCH_TRANSLATIONS];

/** Blog categories, tags and published articles, written by the demo editor. */
export async function seedBlog(tx: Tx, options: { now: Date; authorId: string | undefined }): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const [row] = await tx.insert(categories).values(category).returning({ id: categories.id });
    if (row) categoryIds.set(category.slug, row.id);
  }
  const tagRows = await tx.insert(tags).values(TAGS).returning({ id: tags.id, slug: tags.slug });
  const tagIds = new Map(tagRows.map((t) => [t.slug, t.id]));
  const postIds = new Map<string, number>();

  for (const post of DEMO_POSTS) {
    const publishedAt = daysAgo(options.now, post.publishedDaysAgo);
    const categoryId = categoryIds.get(post.category);
    if (categoryId === undefined) throw new Error(`post ${post.slug}: unknown category ${post.category}`);
    const [row] = await tx
      .insert(posts)
      .values({
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        authorId: options.authorId ?? null,
        categoryId,
        status: 'published',
        publishedAt,
        seoTitle: post.seoTitle,
        seoDescription: post.seoDescription,
        language: post.language ?? 'en',
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: posts.id });
    if (!row) throw new Error(`post ${post.slug} was not inserted`);
    postIds.set(post.slug, row.id);
    // A translation follows its original in DEMO_POSTS: each points at the other.
    if (post.translationOf) {
      const originalId = postIds.get(post.translationOf);
      if (originalId === undefined)
        throw new Error(`post ${post.slug}: unknown original ${post.translationOf}`);
      await tx.update(posts).set({ translationOf: originalId }).where(eq(posts.id, row.id));
      await tx.update(posts).set({ translationOf: row.id }).where(eq(posts.id, originalId));
    }
    const links = post.tags.map((slug) => {
      const tagId = tagIds.get(slug);
      if (tagId === undefined) throw new Error(`post ${post.slug}: unknown tag ${slug}`);
      return { postId: row.id, tagId };
    });
    await tx.insert(postTags).values(links);
  }
}
