import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@shared/permissions';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await addUser(t, role, `kept-${role}`);
    cookies.set(role, await login(t, `kept-${role}`));
  }
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/kept-copies', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/kept-copies', () => {
  it('answers admins only: 401 signed out, 403 for every other role', async () => {
    expect((await get()).statusCode).toBe(401);
    for (const role of ROLES.filter((r) => r !== 'admin'))
      expect((await get(cookies.get(role))).statusCode, role).toBe(403);
    expect((await get(cookies.get('admin'))).statusCode).toBe(200);
  });

  it('lists each kept copy with its channel, entries and last invalidation', async () => {
    const admin = cookies.get('admin')!;
    const before = (await get(admin)).json().copies as { name: string }[];
    expect(before.map((c) => c.name)).toEqual(
      expect.arrayContaining(['sessions', 'publicPosts', 'chatPassages']),
    );
    const sessions = (await get(admin)).json().copies.find((c: { name: string }) => c.name === 'sessions');
    expect(sessions).toMatchObject({ channel: 'vdc_session_revoked', listening: true });
    expect(sessions.entries).toBeGreaterThan(0); // the signed-in requests above kept theirs

    // A logout is a revocation the database announces: the copy counts it.
    const user = cookies.get('user')!;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user } });
    const after = (await get(admin)).json().copies.find((c: { name: string }) => c.name === 'sessions');
    expect(after.invalidations).toBeGreaterThan(sessions.invalidations);
    expect(after.lastInvalidation).toMatchObject({ reason: 'notice' });

    const passages = (await get(admin))
      .json()
      .copies.find((c: { name: string }) => c.name === 'chatPassages');
    expect(passages).toMatchObject({ channel: null, listening: null, maxAgeMs: 10_000 });
  });
});
