import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSettingsService } from './settings.service';
import { upsertSetting } from './settings.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('settings', () => {
  it('are read inside a transaction even when the cached values are stale (no wait on the database)', async () => {
    const settings = createSettingsService(t.database.db, 0); // every read is stale
    expect(await settings.number('donations', 'minVehicleYear')).toBe(1985);
    const year = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      return settings.number('donations', 'minVehicleYear');
    });
    expect(year).toBe(1985);
  });

  it('show a stored change once invalidated', async () => {
    const settings = createSettingsService(t.database.db);
    await settings.get('business', 'hours');
    await upsertSetting(t.database.db, {
      category: 'business',
      key: 'hours',
      value: 'Mon-Sun 7am-9pm ET',
      isPublic: true,
    });
    await settings.invalidate();
    expect(await settings.get('business', 'hours')).toBe('Mon-Sun 7am-9pm ET');
  });

  it('the embedded database refuses a query sent outside the open transaction instead of hanging', async () => {
    if (t.database.kind !== 'pglite') return;
    await expect(
      t.database.db.transaction(async () => {
        await t.database.db.execute(sql`select 2`);
      }),
    ).rejects.toThrow(/inside an open transaction|Failed query/);
  });

  it('the public list carries an ETag: 304 on If-None-Match, and a new tag once a public value changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/settings/public/all' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public/all',
      headers: { 'if-none-match': `"other", ${etag}`, 'accept-encoding': 'br' },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Compressed or not, the same text has the same (weak) tag.
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public/all',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(etag);
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public/all',
      headers: { 'if-none-match': '"not-this-one"' },
    });
    expect(stale.statusCode).toBe(200);

    await upsertSetting(t.database.db, {
      category: 'business',
      key: 'hours',
      value: 'Mon-Fri 8am-6pm ET (etag test)',
      isPublic: true,
    });
    await t.app.ctx.settings.invalidate();
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/settings/public/all',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('etag test');
  });
});
