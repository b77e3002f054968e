import { describe, expect, it } from 'vitest';
import { ROUTES } from '@client/app/routes';
import { translate } from '../../platform/i18n';
import { matchSeoRoute, PUBLIC_ROUTES } from './seo.routes-table';

// A page the router knows but the server does not would be sent as a 404 with noindex.
describe('SEO route table', () => {
  it('covers every page of the client router', () => {
    const missing = ROUTES.map((r) => r.path)
      .filter((p) => p !== '*')
      .map((p) => p.replace(/:\w+/g, 'sample').replace(/\/\*$/, '/sample'))
      .filter((p) => matchSeoRoute(p) === null);
    expect(missing).toEqual([]);
  });

  it('has a title and description in both languages for every public route', () => {
    for (const { key } of Object.values(PUBLIC_ROUTES)) {
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

  it('matches :params and leaves unknown paths unmatched', () => {
    expect(matchSeoRoute('/pages/terms')?.params).toEqual({ slug: 'terms' });
    expect(matchSeoRoute('/pages/terms/extra')).toBeNull();
    expect(matchSeoRoute('/admin/users/7')?.route.noindex).toBe(true);
    expect(matchSeoRoute('/nothing-here')).toBeNull();
  });
});
