import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';
import { catalog, exact, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const media = catalog('fr', 'media');
const pages = catalog('fr', 'pages');
const run = Date.now() % 100000;
const altEn = `A red tow truck ${run}`;
const altFr = `Une dépanneuse rouge ${run}`;
const title = `Our garage ${run}`;
const slug = `our-garage-${run}`;

const seen = (page: Page, words: string | RegExp) =>
  expect
    .poll(() => page.getByText(typeof words === 'string' ? exact(words) : words).count(), {
      message: String(words),
    })
    .toBeGreaterThan(0);

describe('media library and a page', () => {
  it('uploads an image, writes an English page with it from a French screen, and a French visitor reads it on a phone', async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: { r: 180, g: 20, b: 20 } },
    })
      .png()
      .toBuffer();

    // The admin, in French, on a desktop window.
    const ctx = await newContext(browser, 'fr', 1280);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/media');
    await page.getByRole('heading', { level: 1, name: exact(text(media, 'title')) }).waitFor();
    await expectAccessible(page, 'media library (fr)');

    // Alt text is required in both languages.
    await page.getByRole('button', { name: exact(text(media, 'upload.submit')) }).click();
    await seen(page, text(media, 'errors.altRequired'));
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'depanneuse.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('textbox', { name: text(media, 'upload.altEn') }).fill(altEn);
    await page.getByRole('textbox', { name: text(media, 'upload.altFr') }).fill(altFr);
    await page.getByRole('button', { name: exact(text(media, 'upload.submit')) }).click();
    await page.getByRole('img', { name: altFr }).waitFor({ timeout: 30_000 });
    await expectAccessible(page, 'media library with an image (fr)');

    // An English page with that image in its body, written by an editor working in French: the
    // image's alt text is the English one, the page's language.
    await open(page, '/admin/pages/new');
    await page.getByRole('textbox', { name: text(media, 'content.title'), exact: true }).fill(title);
    await page.getByRole('combobox', { name: text(pages, 'admin.fields.language') }).selectOption('en');
    await page.getByRole('combobox', { name: text(pages, 'admin.fields.status') }).selectOption('published');
    await page.getByRole('textbox', { name: text(pages, 'admin.fields.excerpt') }).fill('Who we are.');
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('We tow your vehicle for free.');
    await expectAccessible(page, 'page editor (fr)');
    await page.getByRole('button', { name: text(media, 'editor.insertImage') }).click();
    const picker = page.getByRole('dialog', { name: text(media, 'picker.title') });
    await picker.waitFor();
    await picker
      .getByRole('button', { name: text(media, 'picker.pickNamed').replace('{{alt}}', altFr) })
      .click();
    await picker.waitFor({ state: 'hidden' });
    await expect.poll(() => editor.locator(`img[alt="${altEn}"]`).count()).toBe(1);
    await page.getByRole('button', { name: exact(text(pages, 'admin.save')) }).click();
    await page.waitForURL(/\/admin\/pages\/\d+\/edit$/, { timeout: 30_000 });
    await seen(page, text(pages, 'admin.created'));

    // The list says the page has no French translation yet.
    await open(page, '/admin/pages');
    await page.getByRole('link', { name: title }).waitFor();
    await seen(page, text(pages, 'admin.missingTranslation'));
    await expectAccessible(page, 'pages list (fr)');
    await ctx.close();

    // A fresh visitor, French, on a 390 px phone window: the page as written, saying it exists in
    // English only (DECISIONS §10).
    const visitor = await newContext(browser, 'fr', 390);
    const v = await visitor.newPage();
    await open(v, `/pages/${slug}`);
    await v.getByRole('heading', { level: 1, name: title }).waitFor();
    await seen(v, 'We tow your vehicle for free.');
    await seen(v, text(pages, 'onlyIn.en'));
    const img = v.getByRole('img', { name: altEn });
    await img.waitFor();
    expect(await img.getAttribute('src')).toMatch(/^\/api\/media\/files\/[0-9a-f]{32}\.webp$/);
    expect(await img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1200);
    // Nothing wider than the phone's window.
    expect(await v.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(v, `English page for a French visitor at 390 px`);
    await visitor.close();
  });

  it('shows the seeded terms in English with the link to their French translation (en, 390 px)', async () => {
    const visitor = await newContext(browser, 'en', 390);
    const v = await visitor.newPage();
    await open(v, '/pages/terms');
    await v.getByRole('heading', { level: 1, name: /terms of use/i }).waitFor();
    await v.getByRole('link', { name: /lire en français/i }).click();
    await v.getByRole('heading', { level: 1, name: /conditions d.utilisation/i }).waitFor();
    await expectAccessible(v, 'French terms page');
    await visitor.close();
  });

  it("switching the site's language on a page opens its translation, and back (1366 px)", async () => {
    const ctx = await newContext(browser, 'en', 1366);
    const page = await ctx.newPage();
    await open(page, '/pages/terms');
    await page.getByRole('heading', { level: 1, name: /terms of use/i }).waitFor();
    await page.getByRole('button', { name: /\(FR\)$/ }).click();
    await page.waitForURL((u) => u.pathname === '/pages/conditions-d-utilisation');
    await page.getByRole('heading', { level: 1, name: /conditions d.utilisation/i }).waitFor();
    await page.getByRole('button', { name: /\(EN\)$/ }).click();
    await page.waitForURL((u) => u.pathname === '/pages/terms');
    await page.getByRole('heading', { level: 1, name: /terms of use/i }).waitFor();
    await ctx.close();
  });
});
