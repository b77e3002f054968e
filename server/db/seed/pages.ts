import type { Tx } from '../client';
import { pages } from '../schema/content';
import { PRIVACY_PAGE } from './privacy-page';
import { TERMS_PAGE } from './terms-page';

/** The terms of use and privacy policy the footer links to, published (DECISIONS §5). */
export async function seedPages(tx: Tx, options: { now: Date; authorId: string | undefined }): Promise<void> {
  await tx.insert(pages).values(
    [TERMS_PAGE, PRIVACY_PAGE].map((page) => ({
      ...page,
      authorId: options.authorId ?? null,
      status: 'published',
      publishedAt: options.now,
      template: 'default',
      createdAt: options.now,
      updatedAt: options.now,
    })),
  );
}
