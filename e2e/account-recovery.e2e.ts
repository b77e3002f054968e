import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launch, newContext, open, signIn } from './support/browser';
import { catalog, exact, text } from './support/wizard';

/*
 * A forgotten password, end to end through the outbox (decision 028): from the sign-in page to the
 * e-mailed link, the new password, and a sign-in with the e-mail address, in each language.
 */

let browser: Browser;
let admin: APIRequestContext;
beforeAll(async () => {
  browser = await launch();
  admin = (await newContext(browser, 'en')).request;
  await signIn(admin, 'admin');
});
afterAll(() => browser?.close());

async function newDealer(lang: 'en' | 'fr') {
  const n = `${lang}${Date.now() % 1_000_000}`;
  const body = { username: `dealer-fp-${n}`, email: `fp-${n}@example.org`, role: 'dealer', locale: lang };
  const res = await admin.post('/api/users', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return body;
}

async function resetLinkFor(email: string): Promise<string> {
  let id: number | undefined;
  await expect
    .poll(async () => {
      const list = (await (await admin.get('/api/admin/outbox?pageSize=50')).json()).items as {
        id: number;
        recipient: string;
        template: string | null;
      }[];
      id = list.find((m) => m.recipient === email && m.template === 'password-reset')?.id;
      return id;
    })
    .toBeTruthy();
  const body = String((await (await admin.get(`/api/admin/outbox/${id}`)).json()).textBody);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w%-]+/.exec(body)![0]);
  return link.pathname + link.search;
}

async function fieldFocused(page: Page, label: RegExp) {
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid')))
    .toBe('true');
  expect(
    await page
      .getByLabel(label)
      .first()
      .evaluate((el) => el === document.activeElement),
  ).toBe(true);
}

describe('forgotten password', () => {
  it.each([
    ['fr', 390],
    ['en', 1366],
  ] as const)(
    'a dealer resets the password by e-mail and signs in with the address (%s, %i px)',
    async (lang, width) => {
      const c = catalog(lang, 'auth');
      const dealer = await newDealer(lang);
      const ctx = await newContext(browser, lang, width);
      const page = await ctx.newPage();
      await open(page, '/login');
      await page.getByRole('link', { name: exact(text(c, 'login.forgot')) }).click();
      await page.getByRole('heading', { level: 1, name: exact(text(c, 'reset.title')) }).waitFor();
      await page.getByRole('button', { name: exact(text(c, 'reset.submit')) }).click();
      await fieldFocused(page, exact(text(c, 'reset.identifier')));
      await page.getByLabel(exact(text(c, 'reset.identifier'))).fill(dealer.email.toUpperCase());
      await page.getByRole('button', { name: exact(text(c, 'reset.submit')) }).click();
      await page.getByText(exact(text(c, 'reset.sentTitle'))).waitFor();
      await expectAccessible(page, `forgot password (${lang}, ${width})`);
      await ctx.close();

      const link = await resetLinkFor(dealer.email);
      const mailCtx = await newContext(browser, lang, width);
      const mp = await mailCtx.newPage();
      await open(mp, link);
      await mp.getByText(dealer.username).first().waitFor();
      const password = `New-Password-${lang}-2026`;
      await mp.getByLabel(exact(text(c, 'reset.password'))).fill(password);
      await mp.getByLabel(exact(text(c, 'reset.confirm'))).fill(`${password}x`);
      await mp.getByRole('button', { name: exact(text(c, 'reset.save')) }).click();
      await fieldFocused(mp, exact(text(c, 'reset.confirm')));
      await mp.getByLabel(exact(text(c, 'reset.confirm'))).fill(password);
      await mp.getByRole('button', { name: exact(text(c, 'reset.save')) }).click();
      await mp.getByText(exact(text(c, 'reset.doneTitle'))).waitFor();
      await expectAccessible(mp, `reset password (${lang}, ${width})`);

      // The link works once.
      await open(mp, link);
      await mp.getByText(exact(text(c, 'reset.invalidTitle'))).waitFor();

      // Signed in with the e-mail address it registered with, not the generated username.
      await open(mp, '/login');
      await mp.getByLabel(exact(text(c, 'login.username'))).fill(dealer.email);
      await mp.getByLabel(exact(text(c, 'login.password'))).fill(password);
      await mp.getByRole('button', { name: exact(text(c, 'login.submit')) }).click();
      await mp.waitForURL((u) => u.pathname === '/dealer-bidding');
      await mailCtx.close();
    },
  );
});
