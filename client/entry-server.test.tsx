import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import { Button } from '@mantine/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AppProviders } from './app/AppProviders';
import { findRoute, ROUTES } from './app/routes';
import { render } from './entry-server';
import { createQueryClient } from './lib/query-client';
import { MantineStyles } from './ssr/mantine-styles';

const settings = {
  key: ['/api/settings/public/all'],
  data: [{ category: 'business', key: 'companyName', value: 'Dons de véhicules Test' }],
};
const anonymous = { key: ['/api/auth/user'], data: null };

describe('the server-side render of a public page', () => {
  it('renders the home page in French with the settings it is given, and no script', async () => {
    const { html } = await render('/', { language: 'fr', queries: [settings, anonymous] });
    expect(html).toContain('Donnez votre véhicule à un organisme de bienfaisance canadien');
    expect(html).toContain('Dons de véhicules Test');
    expect(html).not.toContain('<script');
    // The page itself, not the loader shown while a chunk loads.
    expect(html).not.toMatch(/Chargement/);
  });

  it("renders the wizard's first step with the query's prefill, and names the namespaces it reads", async () => {
    const { html, namespaces } = await render('/unified-donation?make=Honda&model=Civic&year=2015', {
      language: 'en',
      queries: [settings, anonymous],
    });
    expect(html).toContain('Donate Your Vehicle');
    expect(html).toContain('value="Honda"');
    expect(namespaces).toEqual(['donate', 'valuation']);
  });

  it('renders the user menu for the user it is given, the Login button for nobody', async () => {
    const user = {
      key: ['/api/auth/user'],
      data: {
        id: 'u1',
        username: 'editor',
        role: 'editor',
        email: 'e@x.ca',
        firstName: null,
        lastName: null,
      },
    };
    const signedIn = (await render('/', { language: 'en', queries: [settings, user] })).html;
    const signedOut = (await render('/', { language: 'en', queries: [settings, anonymous] })).html;
    expect(signedIn).toMatch(/aria-haspopup="menu"[^]*?Button-label">editor</);
    expect(signedIn).not.toContain('>Login<');
    expect(signedOut).toContain('>Login<');
  });
});

describe('what the server render relies on to render less', () => {
  it('renders the same markup for the same address and state, header and footer included', async () => {
    const state = { language: 'en' as const, queries: [settings, anonymous] };
    const first = (await render('/vehicle-valuation?a=1', state)).html;
    const again = (await render('/vehicle-valuation?a=2', state)).html;
    expect(again).toBe(first);
    expect(first).toMatch(/<header class="[^"]+"><div/);
    expect(first).toMatch(/<footer id="contact" class="[^"]+"><div/);
    // Another language is another header.
    const french = (await render('/vehicle-valuation?a=3', { ...state, language: 'fr' })).html;
    expect(french).toContain('Accueil');
    expect(french).not.toContain('>Home<');
  });

  it('finds the page the router shows for every path (the render lists that route only)', () => {
    const all = ROUTES.map((r) => ({ path: r.path }));
    const samples = ROUTES.flatMap((r) => {
      const path = `/${r.path.replace(/:\w+/g, 'some-slug').replace(/\*$/, 'a/b')}`.replace(/^\/+/, '/');
      return [path, `${path.replace(/\/$/, '')}/unknown`];
    });
    for (const path of samples) {
      const shown = matchRoutes(all, path)?.at(-1)?.route.path;
      expect(findRoute(path).path, path).toBe(shown);
    }
  });

  it("writes MantineProvider's styles once made as MantineProvider writes them (hydration matches)", () => {
    const page = (mantineStyles?: ReactNode) =>
      renderToString(
        <AppProviders
          i18n={i18next.createInstance()}
          queryClient={createQueryClient()}
          mantineStyles={mantineStyles}
        >
          <Button>Go</Button>
        </AppProviders>,
      );
    const own = page();
    expect(own).toContain('<style data-mantine-styles="true">');
    expect(page(<MantineStyles />)).toBe(own);
  });
});
