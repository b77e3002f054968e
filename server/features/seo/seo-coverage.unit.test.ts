import { describe, expect, it } from 'vitest';
import { routePolicy, SITE_ROUTES } from '@shared/routes';
import { translate } from '../../platform/i18n';
import { disallowedPaths, matchSeoRoute, sitemapPaths } from './seo.routes-table';

// The server reads the same route list as the client router (shared/routes.ts).
describe('SEO from the route list', () => {
  it('gives every page but the catch-all a head, and a title and description in both languages', () => {
    for (const route of SITE_ROUTES.filter((r) => r.path !== '*')) {
      const key = route.seo?.key;
      expect(key, route.path).toBeTruthy();
      const sample = route.path.replace(/:\w+/g, 'sample').replace(/\/\*$/, '/sample');
      expect(matchSeoRoute(sample), route.path).not.toBeNull();
      for (const locale of ['en', 'fr'] as const) {
        if (key !== 'page')
          expect(translate(locale, `seo:routes.${key}.title`), `${locale} ${key}`).not.toMatch(
            /^seo:|routes\./,
          );
        expect(translate(locale, `seo:routes.${key}.description`), `${locale} ${key}`).not.toMatch(
          /^seo:|routes\./,
        );
      }
    }
  });

  it('matches :params, and leaves unknown paths unmatched', () => {
    expect(matchSeoRoute('/pages/terms')?.params).toEqual({ slug: 'terms' });
    expect(matchSeoRoute('/pages/terms')?.route.data).toBe('contentPage');
    expect(matchSeoRoute('/pages/terms/extra')).toBeNull();
    // An unknown address under /admin is the 404 page (issue 35), not an admin-area fallback.
    expect(matchSeoRoute('/admin/users/7')).toBeNull();
    expect(matchSeoRoute('/admin/donations')?.route.noindex).toBe(true);
    expect(matchSeoRoute('/nothing-here')).toBeNull();
    expect(matchSeoRoute('/blog/a-post')?.route.data).toBe('blogPost');
  });

  it('renders public pages with a module on the server, never guarded ones or redirects', () => {
    expect(matchSeoRoute('/')?.route.module).toBe('features/home/HomePage.tsx');
    expect(matchSeoRoute('/donate')?.route.module).toBeUndefined();
    expect(matchSeoRoute('/donation-tracking')?.route.module).toBeUndefined();
  });

  it('lists in the sitemap only public pages that exist, and disallows every guarded one', () => {
    const sitemap = sitemapPaths();
    expect(sitemap).toContain('/vehicle-valuation');
    for (const path of sitemap) {
      const route = SITE_ROUTES.find((r) => r.path === path)!;
      expect(routePolicy(route), path).toBe('public');
    }
    expect(sitemap).toContain('/blog');
    const disallowed = disallowedPaths();
    for (const route of SITE_ROUTES.filter((r) => routePolicy(r) !== 'public'))
      expect(
        disallowed.some((p) => route.path === p || route.path.startsWith(`${p}/`)),
        route.path,
      ).toBe(true);
  });
});
