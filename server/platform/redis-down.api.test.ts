import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../test/test-app';

// A port that was just free: nothing listens there, so Redis is "down" (connection refused).
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  await addUser(t, 'editor', 'redis-down');
});
afterAll(() => t.close());

describe('Redis unreachable', () => {
  it('signs in and limits in process, quickly, instead of answering 500', async () => {
    const started = Date.now();
    const cookie = await login(t, 'redis-down');
    expect(cookie).toMatch(/vdc\.session_token=/);
    expect(Date.now() - started).toBeLessThan(2_500);
    const results = [];
    for (let i = 0; i < 6; i++)
      results.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: `10.7.0.${i}`,
          payload: { username: 'redis-down', password: `wrong-${i}` },
        }),
      );
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('reports Redis down and the service degraded in the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', checks: { database: 'ok', redis: 'down' } });
  });
});
