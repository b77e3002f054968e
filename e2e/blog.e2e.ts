import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postSlugFromTitle } from '@shared/blog/blog.schemas';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';

/*
 * The blog (issue 14): an editor writes a post in French with an image from the media library and
 * publishes it; a fresh visitor on a phone finds it by search and reads it; the seeded articles are
 * readable; axe on every page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const TITLE = 'Remorquage gratuit en Gaspésie pour votre vieille voiture';
const run = Date.now() % 100000;
const ALT_EN = `A tow truck on a coastal road ${run}`;
const ALT_FR = `Une dépanneuse sur une route côtière ${run}`;
const EN_TITLE = `Free towing in the Gaspé for your old car ${run}`;

describe('blog', () => {
  it('an editor writes a post in French and publishes it (fr, 1280 px)', async () => {
    const ctx = await newContext(browser, 'fr', 1280);
    const page = await ctx.newPage();
    await loginAs(page, 'editor', '/admin/posts');
    await page.getByRole('heading', { level: 1, name: 'Articles' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'admin posts fr');

    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nouvel article' }).waitFor();
    await page.getByRole('textbox', { name: /^Titre\s*\*?$/ }).fill(TITLE);
    await page
      .getByLabel('Résumé', { exact: true })
      .fill('Nous remorquons gratuitement les véhicules donnés, même loin des villes.');
    await page.locator('main').getByLabel('Langue', { exact: true }).selectOption('fr');
    const body = page.locator('.ProseMirror');
    await body.click();
    await page.keyboard.type('Le remorquage est gratuit partout au Québec, y compris en Gaspésie.');

    // An image into the body: uploaded to the media library from the picker, and used at once with
    // its French description (the post's language).
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Insérer une image', exact: true }).click();
    await page.getByRole('button', { name: 'Choisir dans la médiathèque' }).click();
    const picker = page.getByRole('dialog', { name: 'Choisir une image' });
    await picker.waitFor();
    await expectAccessible(page, 'media picker fr');
    await picker
      .locator('input[type=file]')
      .setInputFiles({ name: 'depanneuse.png', mimeType: 'image/png', buffer: png });
    await picker.getByRole('textbox', { name: /^Description \(anglais\)/ }).fill(ALT_EN);
    await picker.getByRole('textbox', { name: /^Description \(français\)/ }).fill(ALT_FR);
    await picker.getByRole('button', { name: 'Téléverser' }).click();
    await picker.waitFor({ state: 'hidden', timeout: 30_000 });
    await expect.poll(() => body.locator(`img[alt="${ALT_FR}"]`).count()).toBe(1);
    // Uploading in the picker did not submit the post's own form around it: nothing saved yet.
    expect(new URL(page.url()).pathname).toBe('/admin/posts/new');
    // An image by its address, described by hand.
    await page.getByRole('button', { name: 'Insérer une image', exact: true }).click();
    const byAddress = page.getByRole('dialog', { name: 'Insérer une image' });
    await byAddress.getByRole('textbox', { name: 'Adresse de l’image' }).fill('/favicon.svg');
    await byAddress.getByRole('textbox', { name: 'Texte de remplacement' }).fill('Logo du site');
    await byAddress.getByRole('button', { name: 'Insérer', exact: true }).click();
    await expect.poll(() => body.locator('img[alt="Logo du site"]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/posts/new');
    // The same image, now in the library, as the featured image, found through the picker's image
    // search (the library without Pixabay or Pexels keys, as it says).
    await page.getByRole('button', { name: 'Choisir une image', exact: true }).click();
    await picker.waitFor();
    await picker.getByRole('tab', { name: 'Recherche d’images' }).click();
    await picker.getByRole('textbox', { name: 'Rechercher des images' }).fill('route côtière');
    await picker.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await picker.getByRole('button', { name: `Utiliser l’image : ${ALT_FR}` }).waitFor();
    await picker.getByText(/Aucune clé Pixabay ou Pexels/).waitFor();
    await expectAccessible(page, 'image search fr');
    expect(new URL(page.url()).pathname).toBe('/admin/posts/new');
    await picker.getByRole('tab', { name: 'Médiathèque' }).click();
    await picker.getByRole('button', { name: `Utiliser l’image : ${ALT_FR}` }).click();
    await picker.waitFor({ state: 'hidden' });
    expect(await page.getByLabel('Adresse de l’image principale').inputValue()).toMatch(
      /^\/api\/media\/files\/[0-9a-f]{32}\.webp$/,
    );
    await page.getByLabel('Titre SEO').fill('Remorquage gratuit en Gaspésie');
    await expect.poll(() => page.getByText('30 / 60 caractères').count()).toBe(1);
    await expectAccessible(page, 'post editor fr');
    await page.getByRole('button', { name: 'Publier', exact: true }).click();
    await page.waitForURL(/\/admin\/posts\/\d+\/edit$/);
    await page.getByRole('heading', { level: 1, name: 'Modifier l’article' }).waitFor();
    // The success toast is raised on the page arrived at, so it stays.
    await expect.poll(() => page.getByText('Article créé', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: 'Voir sur le site' }).count()).toBe(1);

    await open(page, '/admin/categories');
    await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(1);
    await expectAccessible(page, 'admin categories fr');
    await ctx.close();
  });

  it('a fresh visitor on a phone finds it by search and reads it (fr, 390 px)', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await open(page, '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blogue' }).waitFor();
    await expectAccessible(page, 'blog fr 390');
    await page.getByLabel('Rechercher des articles').fill('remorquage Gaspésie');
    const link = page.getByRole('link', { name: TITLE, exact: true });
    await link.waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await link.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('Le remorquage est gratuit partout au Québec').waitFor();
    // The library image in the body, described in French, and the featured image.
    const image = page.locator('article').getByRole('img', { name: ALT_FR });
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/api\/media\/files\/[0-9a-f]{32}\.webp$/);
    expect(await page.locator('article img[src^="/api/media/files/"]').count()).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).waitFor();
    await page.getByRole('link', { name: 'Donner votre véhicule' }).waitFor();
    // This visit is counted (once a day).
    await expect.poll(() => page.getByText(/1 vue/).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'blog post fr 390');
    await ctx.close();
  });

  it('an editor links the English translation; switching the language on the post opens it (en, 1366 px)', async () => {
    const ctx = await newContext(browser, 'en', 1366);
    const page = await ctx.newPage();
    await loginAs(page, 'editor', '/admin/posts');
    const frenchRow = page.getByRole('row', { name: new RegExp(`^${TITLE}`) });
    await frenchRow.getByText('Missing translation').waitFor();

    await open(page, '/admin/posts/new');
    await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor();
    await page.getByRole('textbox', { name: /^Title\s*\*?$/ }).fill(EN_TITLE);
    await page.locator('main').getByLabel('Translation', { exact: true }).selectOption({ label: TITLE });
    await page.locator('.ProseMirror').click();
    await page.keyboard.type('Towing is free everywhere in Quebec, the Gaspé included.');
    // Without a provider the AI writer says so, and how to set one up; it writes nothing.
    await page.getByRole('button', { name: 'AI writer not configured' }).click();
    const writer = page.getByRole('dialog', { name: 'No AI writer is configured' });
    // An editor is told to ask an administrator (the variables are the admin's message).
    await writer.getByText(/Ask an administrator to configure it/).waitFor();
    await expectAccessible(page, 'AI writer not configured');
    await page.keyboard.press('Escape');
    await writer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.waitForURL(/\/admin\/posts\/\d+\/edit$/);
    await expect.poll(() => page.getByText('Your blog post has been saved successfully.').count()).toBe(1);
    await open(page, '/admin/posts');
    await page.getByRole('link', { name: EN_TITLE }).waitFor();
    expect(await frenchRow.getByText('Missing translation').count()).toBe(0);
    await ctx.close();

    // A French visitor on the French post switches the site to English: the English post.
    const visitor = await newContext(browser, 'fr', 1366);
    const v = await visitor.newPage();
    await open(v, `/blog/${postSlugFromTitle(TITLE)}`);
    await v.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await v.getByRole('link', { name: 'Lire cet article en anglais' }).waitFor();
    await v.getByRole('button', { name: /\(EN\)$/ }).click();
    await v.waitForURL((u) => u.pathname === `/blog/${postSlugFromTitle(EN_TITLE)}`);
    await v.getByRole('heading', { level: 1, name: EN_TITLE }).waitFor();
    await v.getByRole('link', { name: 'Read this article in French' }).waitFor();
    await visitor.close();
  });

  it('reads a seeded article, filters by category and says when a post is missing (en, 1280 px)', async () => {
    const ctx = await newContext(browser, 'en', 1280);
    const page = await ctx.newPage();
    await open(page, '/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await page.getByRole('button', { name: 'Tax Receipts' }).click();
    await page
      .getByRole('link', { name: 'How tax receipts for donated vehicles work in Canada', exact: true })
      .waitFor();
    await expectAccessible(page, 'blog en');
    // Words no article has: the empty state.
    await page.getByLabel('Search articles').fill('zzqxv wqzzy');
    await page.getByRole('heading', { level: 2, name: 'No articles found' }).waitFor();
    await expectAccessible(page, 'blog empty en');

    // Reached from another page while the list is on its way: six card skeletons and a status.
    await open(page, '/');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/posts\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Loading articles…' }).waitFor({ state: 'attached' });
    expect(await page.locator('[aria-hidden="true"]:has(> .mantine-Skeleton-root)').count()).toBe(6);
    release();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await page.unroute(/\/api\/posts\?/);

    await open(page, '/blog/paperwork-to-donate-your-car');
    await page
      .getByRole('heading', { level: 1, name: 'The paperwork you need to donate your car' })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Related articles' }).waitFor();
    await expectAccessible(page, 'blog post en');
    await open(page, '/blog/no-such-article');
    await page.getByRole('heading', { level: 1, name: 'Post Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor();
    await expectAccessible(page, 'post not found en');
    await ctx.close();
  });
});
