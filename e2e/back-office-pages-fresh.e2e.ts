import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routePolicy, ROUTES } from '../client/app/routes';
import type { Policy } from '../shared/permissions';
import { expectAccessible, launch, newContext, open, signIn, type DemoRole } from './support/browser';
import { expectNoCutButtonText, expectNoHorizontalOverflow } from './support/layout-checks';

/*
 * Every signed-in page (the staff desk, the dealer and charity areas, the whole admin back office)
 * opened directly in a fresh browser context that holds only the role's session: on a 390 px phone in
 * French and on a 1366 px desktop in English. Each must render its heading, fit the window, cut no
 * button text and pass axe. A new guarded route is covered without being named here; one with a
 * parameter fails until it has an example below.
 */

/** The role that opens each policy's pages: the least-privileged one the policy lets in. */
const OPENER: Record<Exclude<Policy, 'public'>, DemoRole> = {
  signedIn: 'editor',
  staff: 'editor',
  dealer: 'dealer',
  charity: 'charity',
  admin: 'admin',
};

/** Where to find a real id for each guarded route with a parameter (the demo data has one of each). */
const EXAMPLES: Record<string, { list: string; path: (id: string) => string }> = {
  '/admin/forms/:id/edit': { list: '/api/forms', path: (id) => `/admin/forms/${id}/edit` },
  '/admin/forms/:id/submissions': { list: '/api/forms', path: (id) => `/admin/forms/${id}/submissions` },
  '/admin/posts/:id/edit': { list: '/api/admin/posts', path: (id) => `/admin/posts/${id}/edit` },
  '/admin/pages/:id/edit': { list: '/api/pages', path: (id) => `/admin/pages/${id}/edit` },
};

const ROUTES_SIGNED_IN = ROUTES.filter((r) => r.path !== '*' && routePolicy(r) !== 'public').map((r) => ({
  path: r.path,
  role: OPENER[routePolicy(r) as Exclude<Policy, 'public'>],
}));

const COMBINATIONS = [
  { lang: 'fr', width: 390 },
  { lang: 'en', width: 1366 },
] as const;

let browser: Browser;
/** A signed-in session per role (its cookies), made once through the sign-in API. */
const sessions = new Map<DemoRole, Awaited<ReturnType<BrowserContext['storageState']>>>();

async function sessionOf(role: DemoRole) {
  const kept = sessions.get(role);
  if (kept) return kept;
  const ctx = await newContext(browser, 'en', 1366);
  try {
    await signIn(ctx.request, role);
    const state = await ctx.storageState();
    sessions.set(role, state);
    return state;
  } finally {
    await ctx.close();
  }
}

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('signed-in pages opened directly', () => {
  it('has an example for each guarded route with a parameter', () => {
    expect(ROUTES_SIGNED_IN.filter((r) => r.path.includes(':') && !EXAMPLES[r.path])).toEqual([]);
    expect(ROUTES_SIGNED_IN.map((r) => r.path)).toContain('/admin/kept-copies');
  });

  for (const { path, role } of ROUTES_SIGNED_IN) {
    it(`${path} as ${role}: its heading, fits the window, no cut button text, axe clean (fr 390 px, en 1366 px)`, async () => {
      const storageState = await sessionOf(role);
      await Promise.all(
        COMBINATIONS.map(async ({ lang, width }) => {
          const ctx = await newContext(browser, lang, width, storageState);
          try {
            const example = EXAMPLES[path];
            let address = path;
            if (example) {
              const listed = await (await ctx.request.get(example.list)).text();
              const id = /"id":\s*(\d+)/.exec(listed)?.[1];
              expect(id, `an id from ${example.list} for ${path}`).toBeDefined();
              address = example.path(id!);
            }
            const label = `${address} as ${role} (${lang}, ${width}px)`;
            const page = await ctx.newPage();
            await open(page, `${address}?lang=${lang}`);
            expect(new URL(page.url()).pathname, `${label} stays on its page`).toBe(address);
            expect(await page.locator('html').getAttribute('lang')).toBe(lang === 'fr' ? 'fr-CA' : 'en-CA');
            await expectNoHorizontalOverflow(page, label);
            await expectNoCutButtonText(page, label);
            await expectAccessible(page, label);
          } finally {
            await ctx.close();
          }
        }),
      );
    });
  }
});
