import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateAccessCode } from '@shared/donations/access-code';
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

/** 200 guesses at once from one address: only the limit's worth may be looked up; the rest answer 429. */
async function burst(request: (i: number) => Promise<{ statusCode: number }>) {
  const results = await Promise.all(Array.from({ length: 200 }, (_, i) => request(i)));
  return tally(results.map((r) => r.statusCode));
}

describe('limits counted before the check', () => {
  it('looks up at most 30 of 200 parallel portal codes', async () => {
    const count = await burst(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/donor-portal/${generateAccessCode()}`,
        remoteAddress: '10.9.0.1',
      }),
    );
    expect(count[404]).toBeLessThanOrEqual(30);
    expect(count[429]).toBeGreaterThanOrEqual(170);
  });

  it('looks up at most 20 of 200 parallel receipt tokens', async () => {
    const count = await burst(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/receipts/download/${randomBytes(32).toString('hex')}`,
        remoteAddress: '10.9.0.2',
      }),
    );
    expect(count[404]).toBeLessThanOrEqual(20);
    expect(count[429]).toBeGreaterThanOrEqual(180);
  });

  it('checks at most 20 of 200 parallel e-mail codes', async () => {
    const count = await burst((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/donor-portal/email/verify',
        remoteAddress: '10.9.0.3',
        payload: { email: 'someone@example.test', code: String(100000 + i) },
      }),
    );
    expect(count[400]).toBeLessThanOrEqual(20);
    expect(count[429]).toBeGreaterThanOrEqual(180);
  });

  it('limits code requests per requester, so one requester cannot block a donor’s address', async () => {
    const ask = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/donor-portal/email/challenge',
        remoteAddress: ip,
        payload: { email: 'donor-victim@example.test' },
      });
    for (let i = 0; i < 5; i++) expect((await ask('10.9.0.4')).statusCode).toBe(202);
    expect((await ask('10.9.0.4')).statusCode).toBe(429);
    expect((await ask('10.9.0.5')).statusCode).toBe(202);
  });
});
