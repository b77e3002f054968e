import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const t of apps) await t.close();
});

/** 25 failed sign-ins through one proxy (10.0.0.1), each claiming another client in X-Forwarded-For. */
async function spoofedAttempts(trustProxy: string) {
  const t = await createTestApp({ TRUST_PROXY: trustProxy });
  apps.push(t);
  const codes: number[] = [];
  for (let i = 0; i < 25; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` },
      payload: { username: `nobody-${i}`, password: 'wrong-password' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('TRUST_PROXY', () => {
  it('with one trusted hop, counts per the address the proxy saw, whatever the client claims', async () => {
    const codes = await spoofedAttempts('1');
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes.slice(20).every((c) => c === 429)).toBe(true);
  });

  it('with the proxy’s address listed, does the same', async () => {
    const codes = await spoofedAttempts('10.0.0.0/8');
    expect(codes[20]).toBe(429);
  });
});
