import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES } from '@shared/permissions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openApiPath } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/openapi.json', () => {
  it('describes every /api route with its access policy, publicly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const missing: string[] = [];
    for (const { method, url, access } of t.app.registeredApiRoutes) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!op || op['x-access'] !== access) missing.push(`${method} ${url}`);
    }
    expect(missing).toEqual([]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);
    expect(t.app.registeredApiRoutes.length).toBe(Object.keys(API_ROUTES).length);
  });

  it('holds the request schemas from zod and the declared rate limits', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const login = doc.paths['/api/auth/login'].post;
    const body = login.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('username');
    expect(body.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(doc.paths['/api/donor-portal/{code}'].get['x-rate-limit']).toEqual([
      { name: 'portal:code', limit: 30, windowSeconds: 900 },
    ]);
    expect(doc.paths['/api/donations/{id}/status']?.patch?.['x-access']).toBe(
      API_ROUTES['PATCH /api/donations/:id/status'],
    );
  });
});
