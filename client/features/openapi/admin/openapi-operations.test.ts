import { describe, expect, it } from 'vitest';
import { apiOperations } from './openapi-operations';

const doc = {
  paths: {
    '/api/donations/{id}/status': { patch: { 'x-access': 'staff' } },
    '/api/auth/login': {
      post: { 'x-access': 'public', 'x-rate-limit': [{ name: 'login', limit: 20, windowSeconds: 900 }] },
    },
    '/api/donations': { post: { 'x-access': 'public' }, get: { 'x-access': 'staff' } },
  },
};

describe('apiOperations', () => {
  it('lists every operation by path then method, with its policy and limits', () => {
    expect(apiOperations(doc).map((o) => `${o.method} ${o.path} ${o.access} ${o.rateLimits.length}`)).toEqual(
      [
        'POST /api/auth/login public 1',
        'GET /api/donations staff 0',
        'POST /api/donations public 0',
        'PATCH /api/donations/{id}/status staff 0',
      ],
    );
  });

  it('keeps the operations whose method, path or policy holds the filter', () => {
    expect(apiOperations(doc, 'patch').map((o) => o.path)).toEqual(['/api/donations/{id}/status']);
    expect(apiOperations(doc, ' STAFF ')).toHaveLength(2);
    expect(apiOperations(doc, 'nothing')).toEqual([]);
  });
});
