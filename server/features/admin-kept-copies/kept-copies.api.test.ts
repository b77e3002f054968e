import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@shared/permissions';
import enAdmin from '@shared/i18n/en/admin.json';
import frAdmin from '@shared/i18n/fr/admin.json';
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

const copyNamed = async (cookie: string, name: string) =>
  ((await get(cookie)).json().copies as { name: string; entries: number; invalidations: number }[]).find(
    (c) => c.name === name,
  )!;

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
    expect(before.map((c) => c.name).sort()).toEqual(
      ['chatPassages', 'publicPosts', 'sessions', 'settings', 'signedOutPages', 'soldVehicles'].sort(),
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

    // Settings and the sales are started by the app, each on its channel; the settings are loaded.
    const copies = (await get(admin)).json().copies as { name: string }[];
    expect(copies.find((c) => c.name === 'settings')).toMatchObject({
      channel: 'vdc_settings_changed',
      listening: true,
      maxAgeMs: 60_000,
    });
    expect(copies.find((c) => c.name === 'soldVehicles')).toMatchObject({
      channel: 'vdc_sales_changed',
      listening: true,
    });

    const passages = (await get(admin))
      .json()
      .copies.find((c: { name: string }) => c.name === 'chatPassages');
    expect(passages).toMatchObject({ channel: null, listening: null, maxAgeMs: 10_000 });
  });

  it('reloads the settings when an admin saves one (a change made here), and names the copies in both languages', async () => {
    const admin = cookies.get('admin')!;
    const before = await copyNamed(admin, 'settings');
    expect(before.entries).toBeGreaterThan(0);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      payload: { category: 'business', key: 'phone', value: '1-877-555-0199' },
      headers: { cookie: admin },
    });
    expect(saved.statusCode).toBe(200);
    const after = await copyNamed(admin, 'settings');
    expect(after.invalidations).toBeGreaterThan(before.invalidations);
    expect(await t.app.ctx.settings.get('business', 'phone')).toBe('1-877-555-0199');

    for (const [lang, text] of [
      ['en', enAdmin],
      ['fr', frAdmin],
    ] as const) {
      const names: Record<string, string> = text.keptCopies.names;
      for (const c of (await get(admin)).json().copies as { name: string }[])
        expect(names[c.name], `${lang} ${c.name}`).toBeTruthy();
    }
  });
});
