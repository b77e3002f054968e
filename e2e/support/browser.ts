import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';
import { ROLE_AREAS } from '../../client/features/auth/landingPath';
import { DEMO_ACCOUNTS } from '../../server/seed/seed';

/**
 * This worker's server: `e2e/run.ts` starts one per Vitest worker (`E2E_BASE_URLS`), and Vitest numbers
 * the workers running at the same moment 1 to N (`VITEST_POOL_ID`), so two files never share a server.
 */
export const BASE_URL = workerServer();

function workerServer(): string {
  const servers = process.env.E2E_BASE_URLS?.split(',') ?? ['http://127.0.0.1:5180'];
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[worker - 1];
  if (!server)
    throw new Error(`no server for browser test worker ${worker} (E2E_BASE_URLS: ${servers.join(', ')})`);
  return server;
}
// The headless shell (Debian's chromium-headless-shell, what Playwright's own `headless: true` runs): the same
// Blink and V8 as the full browser without its windowing layers, half the CPU per page here (decision 036).
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function newContext(
  browser: Browser,
  lang: 'en' | 'fr' = 'en',
  width = 1280,
  /** A signed-in session kept from another context (its cookies), so the page opens already signed in. */
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: BASE_URL,
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width, height: 900 },
    storageState,
  });
}

/**
 * The toasts on screen (their text), or null while one is fading in or any transition runs (endless
 * ones, such as a spinner, aside): a page drawn in full, as a person reads it.
 */
function stillPage(): string | null {
  const toasts = Array.from(document.querySelectorAll('.mantine-Notifications-root [role="alert"]'));
  const opaque = toasts.every((toast) => {
    for (let n: Element | null = toast; n; n = n.parentElement)
      if (Number(getComputedStyle(n).opacity) < 1) return false;
    return true;
  });
  const still = document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity);
  return opaque && still ? JSON.stringify(toasts.map((t) => t.textContent)) : null;
}

/** Fails on any serious or critical axe violation of the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()) {
  // A toast fading in, a dialog or a panel still sliding in, is checked once it is drawn in full
  // (half-transparent text fails contrast). Toasts show one after the other: when one came or went while
  // axe ran, that check is unsure and is made again once the page is still (twice at most).
  let results!: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.waitForFunction(stillPage, undefined, { timeout: 3_000 }).catch(() => undefined);
    const before = await page.evaluate(stillPage);
    // axe.run in the page itself (legacy mode). The default runs axe.runPartial, then opens a blank page in
    // the context for axe.finishRun, to reach frames of other origins: a renderer per check, 0.9 s of CPU
    // here, about 230 checks a run. Only frames of the page's own origin are checked this way (a srcdoc
    // frame is not); the app's one frame, the sandboxed e-mail preview, is not checked in either mode.
    results = await new AxeBuilder({ page }).setLegacyMode().analyze();
    if (before !== null && before === (await page.evaluate(stillPage))) break;
  }
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
  expect(bad.join('\n'), `axe violations on ${label}`).toBe('');
}

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]['role'];

export function account(role: DemoRole) {
  const a = DEMO_ACCOUNTS.find((x) => x.role === role);
  if (!a) throw new Error(`no demo account for ${role}`);
  return a;
}

/**
 * Signs in through the sign-in API (the context's cookies, as the sign-in screen's request sets them),
 * then opens `path`, or the role's own area (or home) and waits for the user menu. The screen is walked by
 * `loginThroughScreen` in the tests that are about it; every other test saves a page load here.
 */
export async function loginAs(page: Page, role: DemoRole, path?: string) {
  const a = account(role);
  await signIn(page.request, role);
  // A test that goes on to a page of its own opens it straight away.
  if (path) return open(page, path);
  await open(page, ROLE_AREAS[role] ?? '/');
  await expect
    .poll(() => page.getByRole('button', { name: new RegExp(a.username, 'i') }).count())
    .toBeGreaterThan(0);
}

/** Signs a context in through the sign-in API (its cookies), as the sign-in screen's request does. */
export async function signIn(request: APIRequestContext, role: DemoRole) {
  const a = account(role);
  const res = await request.post('/api/auth/login', {
    data: { username: a.username, password: a.password },
  });
  expect(res.status(), `sign-in as ${role}: ${await res.text()}`).toBe(200);
}

/** Signs in through the login screen, as a person would, and waits for the role's own area (or home). */
export async function loginThroughScreen(page: Page, role: DemoRole) {
  const a = account(role);
  await open(page, '/login');
  await page.getByLabel(/username|nom d.utilisateur/i).fill(a.username);
  await page.getByLabel(/^(password|mot de passe)/i).fill(a.password);
  await page.getByRole('button', { name: /sign in|se connecter|connexion/i }).click();
  const landing = ROLE_AREAS[role] ?? '/';
  await page.waitForURL((u) => u.pathname === landing);
  await expect
    .poll(() => page.getByRole('button', { name: new RegExp(a.username, 'i') }).count())
    .toBeGreaterThan(0);
}

/**
 * Opens a path and waits until the app has taken the page over (a public page is first shown as the
 * server rendered it, before its scripts run) and the page has rendered its heading.
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
}
