import { describe, expect, it } from 'vitest';
import { clientRoutePolicy, CLIENT_ROUTES } from '@shared/permissions';
import { navItems } from '@shared/routes';
import { adminEntries, isCurrentEntry } from './layout/adminSidebar';
import { accountLinks, FOOTER_LINKS, MAIN_LINKS, SIGNED_OUT_LINKS } from './layout/navLinks';
import { findRoute, pageExists, routePolicy, ROUTES } from './routes';

describe('route table', () => {
  it('never guards a route less than the permissions table does', () => {
    const weaker = ROUTES.filter(
      (r) => clientRoutePolicy(r.path) !== 'public' && routePolicy(r) !== clientRoutePolicy(r.path),
    ).map((r) => r.path);
    expect(weaker).toEqual([]);
  });

  it('guards every area the permissions table names that has a page', () => {
    const paths = new Set(ROUTES.map((r) => r.path));
    for (const path of Object.keys(CLIENT_ROUTES).filter((p) => paths.has(p))) {
      expect(routePolicy(ROUTES.find((r) => r.path === path)!)).toBe(CLIENT_ROUTES[path]);
    }
  });

  it('has no path twice and ends with the catch-all', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.at(-1)).toBe('*');
  });
});

describe('links read from the route list', () => {
  it('link only pages that exist', () => {
    const links = [...MAIN_LINKS, ...SIGNED_OUT_LINKS, ...FOOTER_LINKS, ...navItems('account')];
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect(pageExists(link.to.split('#')[0]!), link.to).toBe(true);
    expect(links.map((l) => l.to)).toContain('/blog');
  });

  it('loads every page module the list names', async () => {
    const loaded = await Promise.all(ROUTES.map((r) => r.load()));
    expect(loaded.every((component) => typeof component === 'function')).toBe(true);
  }, 60_000);

  it('finds the route matchPath finds for every path, with its case and trailing slashes', async () => {
    const { matchRoutes } = await import('react-router');
    // react-router itself (the reference) ranks and matches the whole list.
    const bySlowPath = (p: string) => matchRoutes(ROUTES, p)?.[0]?.route.path ?? '*';
    const paths = ROUTES.flatMap((r) => {
      const p = r.path.replace(/:\w+/g, 'x').replace(/\*$/, 'y');
      return [p, p.toUpperCase(), `${p}/`, `${p}//`, `/${p}`, `${p}x`, `${p}/z`];
    });
    for (const p of [...paths, '/', '//', '/pages/a%20b']) expect(findRoute(p).path, p).toBe(bySlowPath(p));
  });

  it('sends unknown admin paths to the 404 page, as any unknown address', () => {
    expect(findRoute('/admin/no-such-screen').path).toBe('*');
    expect(findRoute('/no/such/page').path).toBe('*');
  });
});

describe('account menu', () => {
  it('gives an editor the blog back office (their dashboard is not the admin one), and a donor neither', () => {
    const editor = accountLinks('editor').map((l) => l.to);
    expect(editor).toEqual(expect.arrayContaining(['/admin/posts', '/donation-tracking']));
    expect(editor).not.toContain('/admin');
    expect(accountLinks('user').map((l) => l.to)).not.toContain('/admin/posts');
  });
});

describe('admin sidebar', () => {
  it('shows a role only the pages it may open: an editor gets posts, not users or settings', () => {
    const editor = adminEntries('editor').map((e) => e.path);
    expect(editor).toContain('/admin/posts');
    expect(editor).not.toContain('/admin/users');
    expect(editor).not.toContain('/admin/settings');
    const admin = adminEntries('admin').map((e) => e.path);
    expect(admin).toEqual(expect.arrayContaining(['/admin/posts', '/admin/users', '/admin/settings']));
  });

  it("lists back-office.md's entries and links only those whose page exists", () => {
    const entries = adminEntries();
    expect(entries.map((e) => e.path).slice(0, 11)).toEqual([
      '/admin',
      '/admin/chat-history',
      '/admin/settings',
      '/admin/colors',
      '/admin/users',
      '/admin/donations',
      '/admin/charities',
      '/admin/auctions',
      '/admin/dealers',
      '/admin/pages',
      '/admin/analytics',
    ]);
    for (const e of entries) expect(e.built, e.path).toBe(pageExists(e.path));
    expect(entries.find((e) => e.path === '/admin/donations')?.built).toBe(true);
    expect(entries.some((e) => e.path === '/admin/outbox' && e.built)).toBe(true);
  });

  it('highlights by path prefix; the dashboard only exactly', () => {
    expect(isCurrentEntry('/admin', '/admin')).toBe(true);
    expect(isCurrentEntry('/admin', '/admin/donations')).toBe(false);
    expect(isCurrentEntry('/admin/pages', '/admin/pages/new')).toBe(true);
    expect(isCurrentEntry('/admin/pages', '/admin/pagesx')).toBe(false);
  });
});
