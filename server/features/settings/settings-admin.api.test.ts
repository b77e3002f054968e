import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'settings-admin');
  await addUser(t, 'editor', 'settings-editor');
  admin = await login(t, 'settings-admin');
  editor = await login(t, 'settings-editor');
});
afterAll(() => t.close());

const post = (payload: unknown, cookie = admin, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings',
    payload: payload as Record<string, unknown>,
    headers: { cookie, 'accept-language': lang },
  });
const publicValue = async (category: string, key: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/settings/public/all' });
  return (res.json() as { category: string; key: string; value: string }[]).find(
    (s) => s.category === category && s.key === key,
  )?.value;
};

describe('GET /api/settings', () => {
  it('is for admins only, and lists every definition with its tab and limits', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: editor } })).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const year = res.json().settings.find((s: { key: string }) => s.key === 'minVehicleYear');
    expect(year).toMatchObject({ tab: 'donations', type: 'number', value: 1985, min: 1900 });
    expect(year.max).toBe(new Date().getFullYear() + 1);
  });
});

describe('POST /api/settings validation', () => {
  const cases: [string, string, unknown, RegExp][] = [
    ['donations', 'minVehicleYear', '1800', /Minimum vehicle year must be between 1900 and/],
    ['donations', 'minVehicleYear', '19.5', /Minimum vehicle year must be a whole number/],
    ['donations', 'maxMileage', 'lots', /Maximum mileage \(km\) must be a number/],
    ['donations', 'pickupFee', '10.555', /Pickup fee \(\$\) may have at most two decimals/],
    ['donations', 'receiptTiming', 'never', /Receipt timing must be one of the listed choices/],
    ['business', 'email', 'not-an-address', /Support e-mail must be a valid e-mail address/],
    ['business', 'phone', '12', /Phone number must be a North American phone number/],
    ['business', 'companyName', '', /Company name is required/],
    ['business', 'companyName', 'x'.repeat(300), /Company name must be at most 255 characters/],
    ['security', 'requireAdminTwoFactor', 'maybe', /two-factor sign-in for admins must be yes or no/],
    ['security', 'passwordMinLength', '4', /Minimum password length must be between 8 and 128/],
    ['business', 'nope', 'x', /business.nope is not a setting/],
  ];
  for (const [category, key, value, message] of cases) {
    it(`refuses ${category}.${key} = ${JSON.stringify(value).slice(0, 20)} naming the field`, async () => {
      const res = await post({ category, key, value, type: undefined });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[`${category}.${key}`]).toMatch(message);
    });
  }

  it('answers in French, naming the field in French', async () => {
    const res = await post({ category: 'donations', key: 'minVehicleYear', value: '1700' }, admin, 'fr-CA');
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['donations.minVehicleYear']).toMatch(
      /Année minimale du véhicule doit être entre 1900/,
    );
  });

  it('refuses a value of the wrong declared type and saves nothing of a batch with one bad value', async () => {
    expect(
      (await post({ category: 'donations', key: 'maxMileage', value: '5', type: 'boolean' })).statusCode,
    ).toBe(400);
    const res = await post({
      settings: [
        { category: 'business', key: 'hours', value: 'Never open' },
        { category: 'donations', key: 'maxMileage', value: '-3' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual(['donations.maxMileage']);
    expect(await publicValue('business', 'hours')).not.toBe('Never open');
  });

  it('is for admins only', async () => {
    expect((await post({ category: 'business', key: 'hours', value: 'x' }, editor)).statusCode).toBe(403);
  });
});

describe('POST /api/settings saving', () => {
  it('takes effect on the next request and is audited with before and after', async () => {
    const res = await post({
      settings: [
        { category: 'business', key: 'phone', value: '1-800-555-0123' },
        { category: 'donations', key: 'minVehicleYear', value: 1995 },
        { category: 'security', key: 'requireAdminTwoFactor', value: 'false' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().changed).toEqual(['business.phone', 'donations.minVehicleYear']);
    expect(await publicValue('business', 'phone')).toBe('1-800-555-0123');
    expect(await publicValue('donations', 'minVehicleYear')).toBe('1995');
    // The server's own checks read it too: a 1990 vehicle is now refused a valuation.
    const valuation = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles/valuation',
      payload: {
        year: 1990,
        make: 'Honda',
        model: 'Civic',
        mileage: 140_000,
        condition: 'good',
        accidents: 'none',
        serviceHistory: 'good',
        location: 'ON',
        hasLienOrFinance: false,
      },
    });
    expect(valuation.statusCode).toBe(400);
    expect(Object.keys(valuation.json().fieldErrors)).toContain('year');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorName, 'settings-admin')));
    expect(entry!.details).toEqual({
      changes: [
        { setting: 'business.phone', before: '1-888-555-0199', after: '1-800-555-0123' },
        { setting: 'donations.minVehicleYear', before: 1985, after: 1995 },
      ],
    });
  });

  it('accepts the specification single-setting call', async () => {
    const res = await post({ category: 'business', key: 'hours', value: 'Mon-Sat 9am-5pm ET', type: 'text' });
    expect(res.statusCode).toBe(200);
    expect(await publicValue('business', 'hours')).toBe('Mon-Sat 9am-5pm ET');
  });

  it('shows the new phone in the server-rendered page state', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(page.body).not.toContain('1-888-555-0199');
  });
});

describe('integrations and system', () => {
  it('names the implementation of each outside service and checks the ones it can reach', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/integrations',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const by = Object.fromEntries(
      (res.json().integrations as { service: string; implementation: string; ok: boolean | null }[]).map(
        (i) => [i.service, i],
      ),
    ) as Record<string, { implementation: string; ok: boolean | null }>;
    expect(Object.keys(by).sort()).toEqual([
      'ai',
      'database',
      'imageSearch',
      'redis',
      'registry',
      'smtp',
      'storage',
    ]);
    expect(by.database).toMatchObject({ implementation: t.database.kind, ok: true });
    expect(by.storage).toMatchObject({ implementation: 'memory', ok: true });
    expect(by.smtp).toMatchObject({ implementation: 'outbox', ok: null });
    expect(by.redis).toMatchObject({ implementation: 'memory', ok: null });
  });

  it('sends a test e-mail through the outbox', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integrations/test-email',
      payload: { to: 'ops@example.test' },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().delivery).toBe('outbox');
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, res.json().outboxId));
    expect(mail).toMatchObject({ toAddress: 'ops@example.test', template: 'settings.test' });
    expect(mail!.subject).toContain('Test e-mail');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integrations/test-email',
      payload: { to: 'nope' },
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('reports the AI provider as not configured without AI_BASE_URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/integrations/test-ai',
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: false, message: 'not_configured' });
  });

  it('gives the version and the database size', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/system', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toMatch(/\d+\.\d+/);
    expect(res.json().databaseBytes).toBeGreaterThan(0);
  });
});
