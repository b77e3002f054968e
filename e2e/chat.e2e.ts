import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open } from './support/browser';
import { catalog, exact, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const fr = catalog('fr', 'chat');
const en = catalog('en', 'chat');

describe('the assistant', () => {
  it('opens by keyboard on a phone in French, answers with its source, settings pass axe, Escape closes', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await open(page, '/');
    const launcher = page.getByRole('button', { name: exact(text(fr, 'widget.open')) });
    await launcher.waitFor({ timeout: 20_000 });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: text(fr, 'widget.title') }).waitFor();
    // The panel's name follows its view (chat or settings).
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(/Bonjour! Je suis l'assistant automatisé/).count()).toBe(1);
    await expect.poll(() => dialog.getByText(text(fr, 'widget.offlineLabel')).count()).toBe(1);
    // Focus is in the message box: type and send with Enter.
    const box = dialog.getByRole('textbox', { name: text(fr, 'widget.messageLabel') });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Comment faire un don de ma voiture?');
    await page.keyboard.press('Enter');
    await dialog
      .getByText(/formulaire de don en trois étapes/)
      .first()
      .waitFor();
    const source = dialog.getByRole('link', { name: 'Comment donner votre véhicule' });
    await expect.poll(() => source.count()).toBeGreaterThan(0);
    expect(await source.first().getAttribute('href')).toBe('/unified-donation');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'chat widget, conversation (fr, 390)');

    // Tab stays inside the panel.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: text(fr, 'widget.settings') }).click();
    await dialog.getByLabel(text(fr, 'settings.highContrast')).waitFor();
    await expectAccessible(page, 'chat widget, settings (fr, 390)');
    await dialog.getByLabel(text(fr, 'settings.fontSize')).selectOption('xl');
    await dialog.getByLabel(text(fr, 'settings.highContrast')).check({ force: true });
    await expectAccessible(page, 'chat widget, settings high contrast (fr, 390)');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => launcher.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the chat page (en, desktop): ask, history, delete; axe clean', async () => {
    const ctx = await newContext(browser, 'en', 1366);
    const page = await ctx.newPage();
    await open(page, '/chat');
    await page.getByRole('heading', { level: 1, name: text(en, 'page.title') }).waitFor();
    // No widget on the chat page itself.
    await page.waitForTimeout(1500);
    expect(await page.getByRole('button', { name: exact(text(en, 'widget.open')) }).count()).toBe(0);
    await expectAccessible(page, 'chat page (en, 1366)');
    await page
      .getByRole('textbox', { name: text(en, 'widget.messageLabel') })
      .fill("Do you take cars that don't run?");
    await page.getByRole('button', { name: text(en, 'widget.send') }).click();
    await page
      .getByText(/we take cars that don't run/i)
      .first()
      .waitFor();
    const history = page.getByRole('navigation', { name: text(en, 'page.history') });
    await history.getByText("Do you take cars that don't run?", { exact: true }).first().waitFor();
    await expectAccessible(page, 'chat page with an answer (en, 1366)');
    await history
      .getByRole('button', { name: new RegExp(text(en, 'page.delete')) })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(en, 'page.delete') })
      .click();
    await history.getByText(text(en, 'page.noHistory')).waitFor();
    await ctx.close();
  });

  it('the admin reads the chat history from data and the assistant settings (fr)', async () => {
    const ctx = await newContext(browser, 'fr', 1366);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/chat-history');
    await page.getByRole('heading', { level: 1, name: text(fr, 'history.title') }).waitFor();
    await page.getByText(text(fr, 'history.totalSessions'), { exact: true }).first().waitFor();
    await page
      .getByRole('button', { name: /^Ouvrir la conversation/ })
      .first()
      .click();
    await page.getByRole('dialog').getByText(text(fr, 'history.visitor')).first().waitFor();
    await expectAccessible(page, 'chat history dialog (fr)');
    await page.keyboard.press('Escape');
    await page.getByText(text(fr, 'history.tableView'), { exact: true }).click();
    await page.getByRole('columnheader', { name: text(fr, 'history.day') }).waitFor();
    await expectAccessible(page, 'chat history (fr)');
    await open(page, '/admin/chat');
    await page.getByRole('tab', { name: text(fr, 'admin.tabPrompt') }).waitFor();
    await expectAccessible(page, 'assistant settings (fr)');
    await ctx.close();
  });
});
