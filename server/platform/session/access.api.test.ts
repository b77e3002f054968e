import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, POLICIES, ROLES, allows, type Role } from '@shared/permissions';
import { RECORD_RULES } from '@shared/record-access';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await addUser(t, role, `${role}-walker`);
    cookies[role] = await login(t, `${role}-walker`);
  }
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every :param becomes a value that parses but matches nothing. */
const concrete = (url: string) =>
  url
    .replace(/:email/g, 'nobody%40example.test')
    .replace(/:(\w+)/g, (_m, name: string) => (/id$/i.test(name) ? '999999' : 'ZZZZ-ZZZZ-ZZZZ'));

describe('access declarations', () => {
  it('every registered API route declares the policy the permissions table gives it', () => {
    const registered = t.app.registeredApiRoutes;
    expect(registered.length).toBeGreaterThan(3);
    for (const r of registered) {
      expect(r.access, `${r.method} ${r.url}`).toBe(API_ROUTES[`${r.method} ${r.url}`]);
      expect(Object.keys(POLICIES)).toContain(r.access);
    }
  });

  it('start-up fails for a route with no declaration', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAccessControl } = await import('./access');
    const app = Fastify();
    registerAccessControl(app, t.app.ctx);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no access policy/);
  });
});

describe('the permissions table and the registered routes, both ways', () => {
  it('start-up fails for a table entry with no registered route', async () => {
    const { default: Fastify } = await import('fastify');
    const { registerAccessControl } = await import('./access');
    const app = Fastify();
    registerAccessControl(app, t.app.ctx);
    app.get('/api/health', { config: { access: 'public' } }, async () => 'ok');
    await expect(app.ready()).rejects.toThrow(
      /lists routes that are not registered: .*GET \/api\/auth\/user/,
    );
    await app.close();
  });

  it('the real app registers every entry of the table', async () => {
    const { unregisteredApiRoutes } = await import('./access');
    expect(unregisteredApiRoutes(t.app.registeredApiRoutes)).toEqual([]);
    expect(t.app.registeredApiRoutes.length).toBe(Object.keys(API_ROUTES).length);
  });
});

describe('per-record rules (shared/record-access.ts)', () => {
  it('every route a rule names is registered, and refuses anyone who owns nothing there', async () => {
    const registered = new Set(t.app.registeredApiRoutes.map((r) => `${r.method} ${r.url}`));
    const failures: string[] = [];
    for (const [action, rule] of Object.entries(RECORD_RULES)) {
      for (const key of rule.routes) {
        if (!registered.has(key)) {
          failures.push(`${action}: ${key} is not registered`);
          continue;
        }
        const [method, pattern] = key.split(' ') as [string, string];
        for (const cookie of [undefined, ...ROLES.map((r) => cookies[r])]) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: concrete(pattern),
            headers: cookie ? { cookie } : {},
            payload: method === 'GET' ? undefined : {},
          });
          if (![401, 403, 404].includes(res.statusCode))
            failures.push(`${action}: ${key} ${cookie ? 'signed in' : 'anonymous'} -> ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('every guarded route, as anonymous and as each role', () => {
  it('answers 401 signed out, 403 for a role the table refuses, and gets past the guard otherwise', async () => {
    const failures: string[] = [];
    for (const route of t.app.registeredApiRoutes.filter((r) => r.access !== 'public')) {
      const url = concrete(route.url);
      const anon = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (anon.statusCode !== 401)
        failures.push(`${route.method} ${route.url} anonymous -> ${anon.statusCode}`);
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: cookies[role]! },
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed = allows(route.access, role);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (allowed === refused)
          failures.push(`${route.method} ${route.url} as ${role} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('platform answers', () => {
  it('reports health with the database kind and version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: t.database.kind,
      version: expect.any(String),
    });
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with a 400 naming the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message: 'The request body is not valid JSON.' });
  });

  it("sends a page's security headers with pages: CSP without inline script, no framing, nosniff, referrer policy", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends API answers the headers an answer that is not a page needs: nothing runs or frames it, no sniffing, same origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Only a page's: a JSON answer opens no window and loads nothing.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it('serves the public settings with their defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings/public/all' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ category: 'business', key: 'hours', value: 'Mon-Fri 8am-8pm ET' });
    expect(res.json()).toContainEqual({ category: 'donations', key: 'minVehicleYear', value: '1985' });
    expect(res.json().some((s: { category: string }) => s.category === 'security')).toBe(false);
  });
});
