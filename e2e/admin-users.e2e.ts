import * as OTPAuth from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, expectAccessible, launch, loginAs, newContext, open, signIn } from './support/browser';
import { catalog, exact, text } from './support/wizard';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const users = { en: catalog('en', 'users'), fr: catalog('fr', 'users') };
const auth = { en: catalog('en', 'auth'), fr: catalog('fr', 'auth') };
const run = Date.now() % 100000;

const seen = (page: Page, words: string) =>
  expect.poll(() => page.getByText(exact(words)).count(), { message: words }).toBeGreaterThan(0);

describe('admin users screen', () => {
  // French on a phone and English on a desktop (each language and each size once, as in every journey).
  it.each([
    ['fr', 390],
    ['en', 1280],
  ] as const)('an admin creates a user and changes its role (%s, %i px)', async (lang, width) => {
    const u = users[lang];
    const ctx = await newContext(browser, lang, width);
    const page = await ctx.newPage();
    await loginAs(page, 'admin', '/admin/users');
    await page.getByRole('heading', { level: 1, name: exact(text(u, 'page.title')) }).waitFor();
    await seen(page, text(u, 'page.countAdmins'));
    await expectAccessible(page, `users list (${lang}, ${width})`);

    const username = `e2e-${lang}-${width}-${run}`;
    await page.getByRole('button', { name: exact(text(u, 'page.create')) }).click();
    const dialog = page.getByRole('dialog', { name: exact(text(u, 'form.createTitle')) });
    await dialog.waitFor();
    // An empty form names the first missing field.
    await dialog.getByRole('button', { name: exact(text(u, 'form.create')) }).click();
    await seen(page, text(u, 'errors.usernameLength'));
    await dialog.getByRole('textbox', { name: text(u, 'form.username'), exact: true }).fill(username);
    await dialog
      .getByRole('textbox', { name: text(u, 'form.email'), exact: true })
      .fill(`${username}@example.org`);
    await dialog.getByRole('textbox', { name: text(u, 'form.firstName'), exact: true }).fill('Camille');
    await dialog
      .getByRole('textbox', { name: text(u, 'form.lastName'), exact: true })
      .fill(`Test${lang}${width}`);
    await expectAccessible(page, `create user dialog (${lang}, ${width})`);
    await dialog.getByRole('button', { name: exact(text(u, 'form.create')) }).click();
    await seen(page, text(u, 'toast.createdTitle'));
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: exact(text(u, 'page.search')) }).fill(username);
    const name = `Camille Test${lang}${width}`;
    const edit = page.getByRole('button', {
      name: exact(text(u, 'page.editLabel').replace('{{name}}', name)),
    });
    await edit.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await edit.click();
    const editDialog = page.getByRole('dialog', { name: exact(text(u, 'form.editTitle')) });
    await editDialog.waitFor();
    await editDialog.getByRole('combobox', { name: exact(text(u, 'form.role')) }).selectOption('editor');
    await expectAccessible(page, `edit user dialog (${lang}, ${width})`);
    await editDialog.getByRole('button', { name: exact(text(u, 'form.save')) }).click();
    await seen(page, text(u, 'toast.updatedTitle'));
    await editDialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: username });
    await expect.poll(() => row.getByText(exact(text(u, 'roles.editor'))).count()).toBe(1);
    await expectAccessible(page, `users list after the change (${lang}, ${width})`);
    await ctx.close();
  });
});

describe('two-factor sign-in', () => {
  let secret = '';

  // The demo editor is shared by the other browser tests: another admin resets its lost device after.
  afterAll(async () => {
    const ctx = await newContext(browser);
    await signIn(ctx.request, 'admin');
    const list = (await (await ctx.request.get('/api/users?search=editor')).json()) as {
      users: { id: string; username: string }[];
    };
    const editor = list.users.find((u) => u.username === account('editor').username);
    const reset = await ctx.request.post(`/api/users/${editor!.id}/two-factor/reset`);
    expect(reset.ok(), await reset.text()).toBe(true);
    await ctx.close();
  });

  it('the editor enrols on the account security page (en, 1280 px), axe clean', async () => {
    const u = users.en;
    const ctx = await newContext(browser, 'en', 1280);
    const page = await ctx.newPage();
    await loginAs(page, 'editor', '/account/security');
    await page.getByRole('heading', { level: 1, name: exact(text(u, 'twoFactor.pageTitle')) }).waitFor();
    await seen(page, text(u, 'twoFactor.statusOff'));
    await expectAccessible(page, 'account security (en, 1280)');
    await page.getByLabel(new RegExp(`^${text(u, 'twoFactor.password')}`)).fill(account('editor').password);
    await page.getByRole('button', { name: exact(text(u, 'twoFactor.start')) }).click();
    await page.getByRole('img', { name: exact(text(u, 'twoFactor.qrAlt')) }).waitFor();
    secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(await page.getByTestId('recovery-codes').locator('li').count()).toBeGreaterThanOrEqual(8);
    await expectAccessible(page, 'account security, enrolling (en, 1280)');
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    await page
      .getByRole('textbox', { name: new RegExp(`^${text(u, 'twoFactor.code')}`) })
      .fill(totp.generate());
    await page.getByRole('button', { name: exact(text(u, 'twoFactor.verify')) }).click();
    await seen(page, text(u, 'twoFactor.enabledTitle'));
    await expectAccessible(page, 'account security, enrolled (en, 1280)');
    await ctx.close();
  });

  it('sign-in then asks for the code after the password (fr, 390 px)', async () => {
    const a = auth.fr;
    const ctx = await newContext(browser, 'fr', 390);
    const page = await ctx.newPage();
    const editor = account('editor');
    await open(page, '/login');
    await page.getByLabel(/nom d.utilisateur/i).fill(editor.username);
    await page.getByLabel(/^mot de passe/i).fill(editor.password);
    await page.getByRole('button', { name: exact(text(a, 'login.submit')) }).click();
    await page.getByRole('heading', { name: exact(text(a, 'twoFactor.title')) }).waitFor();
    await expectAccessible(page, 'sign-in code step (fr, 390)');
    // A wrong code is refused on the field.
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
    const field = page.getByRole('textbox', { name: new RegExp(`^${text(a, 'twoFactor.code')}`) });
    await field.fill(totp.generate() === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: exact(text(a, 'twoFactor.submit')) }).click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    // The next step's code: the enrolment's code is used up (a code is taken once).
    await field.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole('button', { name: exact(text(a, 'twoFactor.submit')) }).click();
    await page.waitForURL((url) => url.pathname === '/donation-tracking');
    await ctx.close();
  });
});
