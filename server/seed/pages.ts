import type { Tx } from '../db/client';
import { pages } from '../db/schema/content';
import { splitBilingualPage } from '../features/pages/bilingual';
import { PRIVACY_PAGE } from './privacy-page';
import { TERMS_PAGE } from './terms-page';

/**
 * The terms of use and privacy policy the footer links to, published (DECISIONS §5): each written in both
 * languages, stored as an English page and its linked French translation (DECISIONS §10).
 */
export async function seedPages(tx: Tx, options: { now: Date; authorId: string | undefined }): Promise<void> {
  for (const source of [TERMS_PAGE, PRIVACY_PAGE]) {
    const { en, fr } = splitBilingualPage(source);
    const common = {
      authorId: options.authorId ?? null,
      status: 'published',
      publishedAt: options.now,
      template: 'default',
      createdAt: options.now,
      updatedAt: options.now,
    };
    const [english] = await tx
      .insert(pages)
      .values({ ...en, ...common })
      .returning({ id: pages.id });
    await tx.insert(pages).values({ ...fr, ...common, translationOf: english!.id });
  }
}
