import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseColor, rgbText } from '@shared/themes/colors';
import { DEFAULT_THEME_COLORS, themeCssRule } from '@shared/themes/theme';
import { colorThemes } from '../../db/schema/settings';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'themes-admin');
  admin = await login(t, 'themes-admin');
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PATCH', url: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    payload: payload as Record<string, unknown> | undefined,
    headers: { cookie: admin, 'accept-language': lang },
  });
const create = (name: string, colors: Record<string, string> = {}) =>
  send('POST', '/api/color-themes', { name, ...colors });

describe('colour themes', () => {
  it('refuses a theme whose button or text contrast is under 4.5:1, naming the pair', async () => {
    const res = await create('Sunny', {
      primary: 'hsl(50, 100%, 50%)',
      primaryForeground: 'hsl(0, 0%, 100%)',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors as Record<string, string>;
    expect(errors.primaryForeground).toMatch(
      /Text on primary on Primary has a contrast of 1\.\d+:1; at least 4\.5:1/,
    );
    expect(errors.primary).toMatch(/Primary on Background has a contrast of/);
    const fr = await send('POST', '/api/color-themes', { name: 'Gris', mutedForeground: '#aaaaaa' }, 'fr-CA');
    expect(fr.json().fieldErrors.mutedForeground).toMatch(
      /Texte atténué sur Arrière-plan a un contraste de 2\.\d+:1/,
    );
    expect(await t.database.db.select().from(colorThemes)).toHaveLength(0);
  });

  it('refuses a colour it cannot read and an unsafe gradient', async () => {
    const res = await create('Broken', { card: 'blue; } body {', heroGradient: 'url(javascript:alert(1))' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['card', 'heroGradient']);
  });

  it('creates, edits (contrast checked on the merged theme) and lists themes', async () => {
    const res = await create('Ocean', { primary: 'hsl(211, 80%, 35%)', ring: 'hsl(211, 80%, 35%)' });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    expect(res.json()).toMatchObject({
      name: 'Ocean',
      isActive: false,
      background: DEFAULT_THEME_COLORS.background,
    });
    const bad = await send('PATCH', `/api/color-themes/${id}`, { background: 'hsl(211, 80%, 30%)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.foreground).toMatch(/Text on Background/);
    const ok = await send('PATCH', `/api/color-themes/${id}`, { description: 'Blue buttons' });
    expect(ok.statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/color-themes', headers: { cookie: admin } });
    expect(list.json().map((x: { name: string }) => x.name)).toContain('Ocean');
    expect((await send('PATCH', '/api/color-themes/nope', { name: 'x' })).statusCode).toBe(404);
  });

  it('keeps exactly one theme active under parallel activations', async () => {
    const ids: string[] = [];
    for (const name of ['Forest', 'Night', 'Plum']) ids.push((await create(name)).json().id);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send('POST', `/api/color-themes/${ids[i % 3]}/activate`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const active = await t.database.db.select().from(colorThemes).where(eq(colorThemes.isActive, true));
    expect(active).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'theme.activate'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('serves the active theme with every page, and a newly activated one on the next request', async () => {
    const plum = (
      await create('Deep plum', { primary: 'hsl(290, 60%, 30%)', ring: 'hsl(290, 60%, 30%)' })
    ).json();
    expect((await send('POST', `/api/color-themes/${plum.id}/activate`)).statusCode).toBe(200);
    const active = await t.app.inject({ method: 'GET', url: '/api/color-themes/active' });
    expect(active.json()).toMatchObject({ id: plum.id, isActive: true });
    for (const url of ['/', '/admin/settings']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body).toContain(`<style id="vdc-theme">${themeCssRule(plum)}</style>`);
      expect(page.body).toContain(`--mantine-color-brand-filled:${rgbText(parseColor(plum.primary)!)}`);
    }
  });
});
