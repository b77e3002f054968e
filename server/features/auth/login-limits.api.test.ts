import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const attempt = (username: string, password: string, ip: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });

const statuses = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('sign-in limits', () => {
  it('checks at most the limit of 200 parallel guesses at one username, the right password among them', async () => {
    await addUser(t, 'user', 'parallel-target');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        attempt('parallel-target', i === 150 ? TEST_PASSWORD : `guess-${i}`, `10.1.${i >> 8}.${i & 255}`),
      ),
    );
    const count = statuses(results.map((r) => r.statusCode));
    // A 401 is a password that was checked; everything else was refused before any check.
    expect((count[401] ?? 0) + (count[200] ?? 0)).toBeLessThanOrEqual(5);
    expect(count[429]).toBeGreaterThanOrEqual(195);
  });

  it('checks at most the per-IP limit of 200 parallel guesses from one address at many usernames', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(`nobody-${i}`, 'wrong-password', '10.2.0.1')),
    );
    const count = statuses(results.map((r) => r.statusCode));
    expect(count[401]).toBeLessThanOrEqual(20);
    expect(count[429]).toBeGreaterThanOrEqual(180);
  });

  it('lets a device that signed in before still sign in while the username is under a delay', async () => {
    await addUser(t, 'user', 'known-device');
    const device = await login(t, 'known-device'); // holds the signed device cookie
    expect(device).toMatch(/vdc\.device=/);
    for (let i = 0; i < 6; i++) await attempt('known-device', `guess-${i}`, `10.3.0.${i + 1}`);
    const stranger = await attempt('known-device', TEST_PASSWORD, '10.3.0.50');
    expect(stranger.statusCode).toBe(429);
    const own = await attempt('known-device', TEST_PASSWORD, '10.3.0.60', device);
    expect(own.statusCode).toBe(200);
  });

  it('does not take a device cookie of another user or a forged one', async () => {
    await addUser(t, 'user', 'other-user');
    await addUser(t, 'user', 'locked-user');
    const otherDevice = await login(t, 'other-user');
    for (let i = 0; i < 6; i++) await attempt('locked-user', `guess-${i}`, `10.4.0.${i + 1}`);
    expect((await attempt('locked-user', TEST_PASSWORD, '10.4.0.9', otherDevice)).statusCode).toBe(429);
    const forged = otherDevice.replace(
      /vdc\.device=[^.]+/,
      `vdc.device=${Buffer.from(JSON.stringify({ u: 'locked-user', d: 'x', t: Date.now() })).toString('base64url')}`,
    );
    expect((await attempt('locked-user', TEST_PASSWORD, '10.4.0.9', forged)).statusCode).toBe(429);
  });

  it('keeps the username delay for a wrong password from a known device too, on the device only', async () => {
    await addUser(t, 'user', 'device-guesser');
    const device = await login(t, 'device-guesser');
    for (let i = 0; i < 5; i++)
      expect((await attempt('device-guesser', `g-${i}`, '10.5.0.1', device)).statusCode).toBe(401);
    expect((await attempt('device-guesser', TEST_PASSWORD, '10.5.0.1', device)).statusCode).toBe(429);
    // The username itself was not touched: a fresh device still gets its free attempts.
    expect((await attempt('device-guesser', TEST_PASSWORD, '10.5.0.2')).statusCode).toBe(200);
  });
});
