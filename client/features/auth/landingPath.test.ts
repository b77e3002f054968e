import { describe, expect, it } from 'vitest';
import { allows, clientRoutePolicy, ROLES } from '@shared/permissions';
import { landingPath, ROLE_AREAS } from './landingPath';

describe('landing page after sign-in', () => {
  it('sends each role with an area straight to it, and a donor account home', () => {
    expect(landingPath('admin', null)).toBe('/admin');
    expect(landingPath('editor', null)).toBe('/donation-tracking');
    expect(landingPath('dealer', undefined)).toBe('/dealer-bidding');
    expect(landingPath('charity', {})).toBe('/charity-management');
    expect(landingPath('user', null)).toBe('/');
  });

  it('returns to the guarded page that asked for the sign-in, never to another site', () => {
    expect(landingPath('editor', { from: '/admin/outbox' })).toBe('/admin/outbox');
    expect(landingPath('admin', { from: '//evil.example' })).toBe('/admin');
    expect(landingPath('admin', { from: 'https://evil.example' })).toBe('/admin');
    expect(landingPath('user', { from: '/login' })).toBe('/');
  });

  it('only names areas the role may open', () => {
    for (const role of ROLES) {
      const area = ROLE_AREAS[role];
      if (area) expect(allows(clientRoutePolicy(area), role), `${role} → ${area}`).toBe(true);
    }
  });
});
