import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../users/users.service';
import { startInstances, type Instances } from '../../platform/instances.testing';
import { TEST_PASSWORD } from '../../test/test-app';

/**
 * Two app instances on one PostgreSQL database (as behind a load balancer): a setting saved or a theme
 * activated through one is what the other serves, without a restart and without waiting for a cache to expire.
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('settings and themes across two instances', () => {
  let two: Instances;
  let cookie = '';

  beforeAll(async () => {
    two = await startInstances(adminUrl!, 2);
    await createUser(two.databases[0]!.db, {
      username: 'two-settings-admin',
      email: 'two-settings-admin@example.test',
      password: TEST_PASSWORD,
      role: 'admin',
      firstName: 'Two',
      lastName: 'Admin',
    });
    const res = await two.apps[0]!.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'two-settings-admin', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Both have read (and keep) the settings before the change.
    for (const app of two.apps) await app.inject({ method: 'GET', url: '/api/settings/public/all' });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  /** The other instance hears the change at commit: allow the notification's trip, far below the cache's life. */
  async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
    const until = Date.now() + 2_000;
    let v = await read();
    while (!ok(v) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 25));
      v = await read();
    }
    return v;
  }

  it('a setting saved on one instance is served by the other', async () => {
    const [a, b] = two.apps as [NonNullable<(typeof two.apps)[0]>, NonNullable<(typeof two.apps)[0]>];
    expect(b.ctx.settings.listening).toBe(true);
    const saved = await a.inject({
      method: 'POST',
      url: '/api/settings',
      payload: { category: 'business', key: 'phone', value: '1-877-555-0142' },
      headers: { cookie },
    });
    expect(saved.statusCode).toBe(200);
    const phone = await eventually(
      async () => {
        const res = await b.inject({ method: 'GET', url: '/api/settings/public/all' });
        return (res.json() as { key: string; value: string }[]).find((s) => s.key === 'phone')?.value;
      },
      (v) => v === '1-877-555-0142',
    );
    expect(phone).toBe('1-877-555-0142');
  });

  it('a theme activated on one instance colours the pages of the other', async () => {
    const [a, b] = two.apps as [NonNullable<(typeof two.apps)[0]>, NonNullable<(typeof two.apps)[0]>];
    const before = await b.inject({ method: 'GET', url: '/' });
    expect(before.body).not.toContain('id="vdc-theme"');
    const created = await a.inject({
      method: 'POST',
      url: '/api/color-themes',
      payload: { name: 'Harbour', primary: '#1a4f8b', ring: '#1a4f8b' },
      headers: { cookie },
    });
    expect(created.statusCode).toBe(201);
    const act = await a.inject({
      method: 'POST',
      url: `/api/color-themes/${created.json().id}/activate`,
      headers: { cookie },
    });
    expect(act.statusCode).toBe(200);
    const page = await eventually(
      async () => (await b.inject({ method: 'GET', url: '/' })).body,
      (body) => body.includes('--vdc-primary:rgb(26, 79, 139)'),
    );
    expect(page).toContain('--vdc-primary:rgb(26, 79, 139)');
  });
});
