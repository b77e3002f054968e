import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';
import { catalog, exact, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const settings = { en: catalog('en', 'settings'), fr: catalog('fr', 'settings') };
const themes = { en: catalog('en', 'themes'), fr: catalog('fr', 'themes') };
const fill = (s: string, values: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const seen = (page: Page, words: string | RegExp) =>
  expect
    .poll(() => page.getByText(typeof words === 'string' ? exact(words) : words).count(), {
      message: String(words),
      // Toasts show one at a time, 5 s each: one may wait behind two others on a busy machine.
      timeout: 25_000,
    })
    .toBeGreaterThan(0);

// French on a phone and English on a desktop (each language and each size once, as in every journey).
const combos = [
  ['fr', 390],
  ['en', 1280],
] as const;

describe('admin settings', () => {
  it.each(combos)(
    'an admin goes through the six tabs and a change reaches the public site (%s, %i px)',
    async (lang, width) => {
      const s = settings[lang];
      const ctx = await newContext(browser, lang, width);
      const page = await ctx.newPage();
      await loginAs(page, 'admin', '/admin/settings');
      await page.getByRole('heading', { level: 1, name: exact(text(s, 'title')) }).waitFor();
      const phoneLabel = text(s, 'labels.business.phone');
      const phone = page.getByRole('textbox', { name: exact(phoneLabel) });
      await phone.waitFor();
      await expectAccessible(page, `settings business (${lang}, ${width})`);

      // A bad value is named before anything is sent, in the page's language.
      await phone.fill('12');
      await phone.blur();
      await seen(page, fill(text(s, 'errors.phone'), { label: phoneLabel }));
      await expectAccessible(page, `settings business with an error (${lang}, ${width})`);
      const newPhone = `1-888-555-0${String(width).slice(0, 2)}${lang === 'fr' ? 1 : 2}`;
      await phone.fill(newPhone);
      await page.getByRole('button', { name: exact(text(s, 'save')) }).click();
      await seen(page, text(s, 'saved'));

      // The public site shows it on the next page.
      await open(page, '/');
      await expect.poll(() => page.getByRole('link', { name: newPhone }).count()).toBeGreaterThan(0);

      await open(page, '/admin/settings');
      const tab = (name: string) => page.getByRole('tab', { name: exact(text(s, `tabs.${name}`)) });

      await tab('donations').click();
      const year = page.getByRole('textbox', { name: exact(text(s, 'labels.donations.minVehicleYear')) });
      await year.waitFor();
      await year.fill('1800');
      await page.getByRole('button', { name: exact(text(s, 'save')) }).click();
      await seen(
        page,
        fill(text(s, 'errors.range'), {
          label: text(s, 'labels.donations.minVehicleYear'),
          min: 1900,
          max: new Date().getFullYear() + 1,
        }),
      );
      await expectAccessible(page, `settings donations (${lang}, ${width})`);

      await tab('email').click();
      await page.getByRole('heading', { name: exact(text(s, 'integrations.testEmail.title')) }).waitFor();
      await expectAccessible(page, `settings e-mail (${lang}, ${width})`);

      await tab('integrations').click();
      await page.getByRole('rowheader', { name: exact(text(s, 'integrations.services.database')) }).waitFor();
      await seen(page, text(s, 'integrations.impl.outbox'));
      await page
        .getByRole('textbox', { name: exact(text(s, 'integrations.testEmail.to')) })
        .fill('ops@example.org');
      await page.getByRole('button', { name: exact(text(s, 'integrations.testEmail.send')) }).click();
      await seen(page, text(s, 'integrations.testEmail.sentOutbox'));
      await page.getByRole('button', { name: exact(text(s, 'integrations.testAi.run')) }).click();
      await seen(page, text(s, 'integrations.testAi.notConfigured'));
      await expectAccessible(page, `settings integrations (${lang}, ${width})`);

      await tab('security').click();
      await page
        .getByRole('textbox', { name: exact(text(s, 'labels.security.passwordMinLength')) })
        .waitFor();
      await expectAccessible(page, `settings security (${lang}, ${width})`);

      await tab('system').click();
      await page.getByRole('heading', { name: exact(text(s, 'system.jobsTitle')) }).waitFor();
      await seen(page, text(s, 'system.version'));
      await expectAccessible(page, `settings system (${lang}, ${width})`);
      await ctx.close();
    },
  );
});

describe('colour themes', () => {
  it.each(combos)(
    'an admin is refused a low-contrast theme, then creates and activates one (%s, %i px)',
    async (lang, width) => {
      const th = themes[lang];
      const ctx = await newContext(browser, lang, width);
      const page = await ctx.newPage();
      await loginAs(page, 'admin', '/admin/colors');
      await page.getByRole('heading', { level: 1, name: exact(text(th, 'title')) }).waitFor();
      await expectAccessible(page, `colour themes (${lang}, ${width})`);

      await page.getByRole('button', { name: exact(text(th, 'create')) }).click();
      const name = `E2E ${lang} ${width} ${Date.now() % 100000}`;
      await page.getByRole('textbox', { name: exact(text(th, 'name')) }).fill(name);
      const onPrimary = page.getByRole('textbox', { name: exact(text(th, 'fields.primaryForeground')) });
      await onPrimary.fill('hsl(171, 60%, 30%)');
      await onPrimary.blur();
      // The live check names the failing pair before saving.
      const pair = fill(text(th, 'contrastPair'), {
        text: text(th, 'fields.primaryForeground'),
        background: text(th, 'fields.primary'),
        ratio: 'X',
      }).split('X')[0]!;
      await seen(page, pair);
      await page.getByRole('button', { name: exact(text(th, 'save')) }).click();
      await seen(
        page,
        fill(text(th, 'errors.contrast'), {
          text: text(th, 'fields.primaryForeground'),
          background: text(th, 'fields.primary'),
          ratio: 'X',
        }).split('X')[0]!,
      );

      await page.getByRole('button', { name: exact(text(th, 'resetDefault')) }).click();
      await seen(page, text(th, 'contrastOk'));
      // (Checked once the colours pass: the preview shows a refused theme's poor contrast on purpose.)
      await expectAccessible(page, `theme editor (${lang}, ${width})`);
      const primary = page.getByRole('textbox', { name: exact(text(th, 'fields.primary')) });
      await primary.fill('hsl(211, 80%, 35%)');
      await primary.blur();
      await seen(page, text(th, 'contrastOk'));
      await page.getByRole('button', { name: exact(text(th, 'save')) }).click();
      await seen(page, text(th, 'created'));

      await page.getByRole('button', { name: exact(fill(text(th, 'activateLabel'), { name })) }).click();
      // The server has it active (the toast may wait behind others on a phone).
      await expect
        .poll(
          async () =>
            ((await (await ctx.request.get('/api/color-themes/active')).json()) as { name?: string }).name,
          {
            timeout: 25_000,
          },
        )
        .toBe(name);
      await expectAccessible(page, `colour themes after activation (${lang}, ${width})`);

      // The next page comes from the server already in the new colours (no flash of the old theme).
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<style id="vdc-theme">html:root:root\{--vdc-primary:rgb\(18, 87, 161\)/);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const filled = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-filled').trim(),
      );
      expect(filled).toBe('rgb(18, 87, 161)');
      // The logo, the eyebrow line and the hero shapes follow the theme too, not the built-in teal.
      const colourOf = (selector: string, property: 'color' | 'backgroundColor') =>
        page
          .locator(selector)
          .first()
          .evaluate((el, p) => getComputedStyle(el)[p], property);
      const eyebrow = text(catalog(lang, 'home'), 'hero.eyebrow');
      expect(
        await page
          .getByText(exact(eyebrow))
          .first()
          .evaluate((el) => getComputedStyle(el).color),
      ).toBe('rgb(18, 87, 161)');
      expect(await colourOf('header a[href="/"] span', 'color')).toBe('rgb(18, 87, 161)');
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--vdc-accent').trim(),
      );
      expect(await colourOf('[aria-hidden="true"] > span', 'backgroundColor')).toBe(accent);
      await expectAccessible(page, `home in the new theme (${lang}, ${width})`);
      await ctx.close();
    },
  );
});
