import { describe, expect, it } from 'vitest';
import { clientRoutePolicy, CLIENT_ROUTES } from '@shared/permissions';
import { routePolicy, ROUTES } from './routes';

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
