import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, choose, exact, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const fr = catalog('fr', 'charities');
const en = catalog('en', 'charities');

/** A Registered, unsanctioned charity of the bundled registry sample, in Quebec (the server's embedded default). */
const entry = (() => {
  const rows = readFileSync('server/features/registry/sample/registry-sample.tsv', 'utf8')
    .split('\r\n')
    .slice(6)
    .map((l) => l.split('\t'));
  const row = rows.filter((r) => r[2] === 'Registered' && r[5] === '' && r[11] === 'QC').at(-1)!;
  return { number: row[0]!, name: row[1]! };
})();
const email = `inscription-${Date.now() % 100000}@example.org`;
const password = 'Organisme-Test-2026';

/** The newest outbox message to an address, read as the admin (the site's e-mail while SMTP is off). */
async function latestMailTo(request: APIRequestContext, to: string): Promise<string> {
  await signIn(request, 'admin');
  const list = (await (await request.get('/api/admin/outbox?pageSize=50')).json()).items as {
    id: number;
    recipient: string;
  }[];
  const mine = list.find((m) => m.recipient === to);
  expect(mine, `an e-mail to ${to}`).toBeTruthy();
  return String((await (await request.get(`/api/admin/outbox/${mine!.id}`)).json()).textBody);
}

const toast = (page: Page, words: string) =>
  expect.poll(() => page.getByText(exact(words)).count(), { message: words }).toBeGreaterThan(0);

describe('the charity pages in both languages, phone and desktop', () => {
  it.each([
    ['en', 390],
    ['fr', 1280],
    ['fr', 390],
    ['en', 1280],
  ] as const)('registration and set-password pages (%s, %i px) are accessible', async (lang, width) => {
    const ctx = await newContext(browser, lang, width);
    const page = await ctx.newPage();
    await open(page, '/charity-registration');
    const c = lang === 'fr' ? fr : en;
    await page.getByRole('heading', { level: 1, name: exact(text(c, 'register.title')) }).waitFor();
    await expectAccessible(page, `registration (${lang}, ${width})`);
    await open(page, '/set-password?token=not-a-real-token-123');
    await page.getByText(exact(text(c, 'setPassword.invalidTitle'))).waitFor();
    await expectAccessible(page, `set password, bad link (${lang}, ${width})`);
    await ctx.close();
  });
});

describe('a charity registers in French, is approved, sets its password and manages only its own charity', () => {
  it('registers through the form, filled from the registry', async () => {
    const ctx = await newContext(browser, 'fr');
    const page = await ctx.newPage();
    await open(page, '/charity-registration');
    // The footer and the signed-out menu link here.
    expect(await page.locator('a[href="/charity-registration"]').count()).toBeGreaterThan(0);
    await page
      .getByRole('textbox', { name: new RegExp(text(fr, 'register.registrationNumber'), 'i') })
      .fill(entry.number);
    await page.getByRole('button', { name: exact(text(fr, 'register.verifyButton')) }).click();
    await toast(page, text(fr, 'verify.successTitle'));
    await expect
      .poll(() => page.getByLabel(new RegExp(`^${text(fr, 'register.name')}`, 'i')).inputValue())
      .not.toBe('');
    await choose(page, new RegExp(text(fr, 'register.category'), 'i'), text(fr, 'category.poverty'));
    await page
      .getByLabel(new RegExp(`^${text(fr, 'register.description')}`, 'i'))
      .fill('Nous aidons les familles de notre ville à se nourrir.');
    await page.getByRole('checkbox', { name: text(fr, 'focusArea.poverty') }).check();
    await page.getByLabel(new RegExp(`^${text(fr, 'register.phone')}`, 'i')).fill('514-555-0147');
    await page.getByLabel(new RegExp(`^${text(fr, 'register.email')}`, 'i')).fill(email);
    const submit = page.getByRole('button', { name: exact(text(fr, 'register.submit')) });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /j'accepte les conditions/i }).check();
    await submit.click();
    await page.getByRole('heading', { name: exact(text(fr, 'submitted.title')) }).waitFor();
    await expectAccessible(page, 'submitted screen (fr)');
    await ctx.close();
  });

  it('the admin approves it from the charity list', async () => {
    const ctx = await newContext(browser, 'en');
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/charities');
    await page.getByLabel(exact(text(en, 'admin.search'))).fill(entry.number);
    const actions = page.getByRole('button', { name: new RegExp(`^actions for`, 'i') });
    await expect.poll(() => actions.count()).toBe(1);
    await expectAccessible(page, 'admin charities');
    await actions.click();
    await page.getByRole('menuitem', { name: exact(text(en, 'admin.approve')) }).click();
    await toast(page, text(en, 'admin.approvedTitle'));
    await ctx.close();
  });

  it('sets the password from the outbox link, once', async () => {
    const ctx = await newContext(browser, 'fr');
    const mail = await latestMailTo(ctx.request, email);
    const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail)?.[0];
    expect(link, 'the set-password link in the approval e-mail').toBeTruthy();
    const page = await ctx.newPage();
    await open(page, new URL(link!).pathname + new URL(link!).search);
    await page.getByLabel(new RegExp(`^${text(fr, 'setPassword.password')}`, 'i')).fill(password);
    await page.getByLabel(new RegExp(`^${text(fr, 'setPassword.confirm')}`, 'i')).fill(password);
    await expectAccessible(page, 'set password (fr)');
    await page.getByRole('button', { name: exact(text(fr, 'setPassword.submit')) }).click();
    await page.getByText(exact(text(fr, 'setPassword.doneTitle'))).waitFor();
    // The same link a second time: refused.
    await open(page, new URL(link!).pathname + new URL(link!).search);
    await page.getByText(exact(text(fr, 'setPassword.invalidTitle'))).waitFor();
    await ctx.close();
  });

  it('signs in as the charity and sees only its own charity', async () => {
    const ctx = await newContext(browser, 'fr');
    const page = await ctx.newPage();
    await open(page, '/login');
    await page.getByLabel(/nom d.utilisateur/i).fill(entry.number.toLowerCase());
    await page.getByLabel(/^mot de passe/i).fill(password);
    await page.getByRole('button', { name: /se connecter|connexion/i }).click();
    await page.waitForURL((u) => u.pathname === '/charity-management');
    await page.getByRole('tab', { name: text(fr, 'manage.tabs.overview') }).waitFor();
    await expect.poll(() => page.getByText(entry.number, { exact: false }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'charity management (fr)');
    for (const tab of ['compliance', 'performance', 'receipts', 'sync']) {
      await page.getByRole('tab', { name: text(fr, `manage.tabs.${tab}`) }).click();
      await expectAccessible(page, `charity management, ${tab} (fr)`);
    }
    // Another charity's number: the server refuses it.
    const search = page.getByRole('textbox', {
      name: new RegExp(text(fr, 'register.registrationNumber'), 'i'),
    });
    await search.fill('892417536RR0001');
    await page.getByRole('button', { name: exact(text(fr, 'manage.search')) }).click();
    await page.getByText(exact(text(fr, 'errors.notYours'))).waitFor();
    await ctx.close();
  });
});

describe('staff pages in French', () => {
  it('the admin list and its registry upload, with progress and the report', async () => {
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/charities');
    await expect.poll(() => page.getByRole('button', { name: /^actions pour/i }).count()).toBeGreaterThan(0);
    await expectAccessible(page, 'admin charities (fr, 390)');
    await page
      .locator('input[type="file"]')
      .setInputFiles('server/features/registry/sample/registry-sample.tsv');
    await page.getByText(/registry-sample\.tsv : importé/).waitFor({ timeout: 60_000 });
    await page
      .getByText(/320 lignes lues : 0 ajoutées, 0 mises à jour, 320 inchangées, 0 refusées/)
      .waitFor();
    await expectAccessible(page, 'registry import report (fr, 390)');
    await page.getByRole('button', { name: exact(text(fr, 'admin.add')) }).click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible(page, 'add charity dialog (fr, 390)');
    await ctx.close();
  });

  it('an editor finds a charity by number and reads its five tabs', async () => {
    const ctx = await newContext(browser, 'fr');
    const page = await ctx.newPage();
    await loginAs(page, 'editor', '/charity-management');
    await page.getByRole('button', { name: exact(text(fr, 'manage.search')) }).click();
    await page.getByText(exact(text(fr, 'manage.searchRequired'))).waitFor();
    await page
      .getByRole('textbox', { name: new RegExp(text(fr, 'register.registrationNumber'), 'i') })
      .fill('892417536RR0001');
    await page.getByRole('button', { name: exact(text(fr, 'manage.search')) }).click();
    await page.getByRole('tab', { name: text(fr, 'manage.tabs.performance') }).click();
    await page.getByText(exact(text(fr, 'metrics.title'))).waitFor();
    await expectAccessible(page, 'charity management as staff (fr)');
    await page.getByRole('tab', { name: text(fr, 'manage.tabs.sync') }).click();
    await page.getByRole('button', { name: exact(text(fr, 'sync.button')) }).click();
    await toast(page, text(fr, 'sync.completeTitle'));
    await ctx.close();
  });
});
