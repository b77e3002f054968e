import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openTestDatabase } from '../../test/test-database';
import { readEnv } from '../env';

/**
 * Lines written through the app's own logger (not the request's child logger) while a request is handled
 * carry the request's id; lines written outside a request carry none. Redis down is a real such line:
 * the rate limiter's "Redis unreachable" warning, written by the first request that finds it down.
 */
let app: App;
let closeDatabase: () => Promise<void>;
const raw: string[] = [];
const lines = () => raw.map((l) => JSON.parse(l) as Record<string, unknown>);

async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

beforeAll(async () => {
  const opened = await openTestDatabase();
  closeDatabase = opened.close;
  app = await buildApp({
    env: readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://localhost:5000',
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    }),
    database: opened.database,
    authSecret: 'request-id-log-secret-'.padEnd(40, 'x'),
    logStream: { write: (line) => void raw.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

describe('request id in lines written through the app logger', () => {
  it("puts the request's id on the rate limiter's warning written while the request is handled, once per line", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'r-redis-down' },
      payload: { username: 'nobody', password: 'wrong-password-1' },
    });
    expect(res.statusCode).toBe(401);
    const warning = lines().find((l) => String(l.msg).includes('Redis unreachable'));
    expect(warning).toMatchObject({ reqId: 'r-redis-down', level: 40 });
    // The request's own lines hold the id once (no duplicate key for log shippers to refuse).
    for (const line of raw.filter((l) => l.includes('r-redis-down')))
      expect(line.split('"reqId"').length - 1).toBe(1);
  });

  it('writes no request id on a line written outside a request', async () => {
    app.log.warn('outside any request');
    await new Promise<void>((r) => setImmediate(r));
    const outside = lines().find((l) => l.msg === 'outside any request');
    expect(outside).toBeDefined();
    expect(outside).not.toHaveProperty('reqId');
  });
});
