import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openTestDatabase } from '../../test/test-database';
import { readEnv } from '../env';

/** An app logging at info into memory: every line of a request must carry the request's id. */
let app: App;
let closeDatabase: () => Promise<void>;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const opened = await openTestDatabase();
  closeDatabase = opened.close;
  app = await buildApp({
    env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'info', PUBLIC_URL: 'http://localhost:5000' }),
    database: opened.database,
    authSecret: 'request-id-secret-'.padEnd(40, 'x'),
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const linesOf = (id: string) => lines.filter((l) => l.reqId === id);

describe('request id', () => {
  it("takes the proxy's X-Request-Id, returns it and writes it in every log line of the request", async () => {
    const id = 'lb-7f3a9c2e-0001';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': id },
      payload: { username: 'nobody', password: 'wrong-password-1' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    const mine = linesOf(id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // No line of this request was written without its id.
    const unlabelled = lines.filter(
      (l) => (l.req || l.res) && l.reqId !== id && !String(l.reqId).match(UUID),
    );
    expect(unlabelled).toEqual([]);
  });

  it('makes a UUID when none is sent, a different one per request', async () => {
    const [a, b] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health/live' }),
      app.inject({ method: 'GET', url: '/api/health/live' }),
    ]);
    const idA = a.headers['x-request-id'] as string;
    expect(idA).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(idA).not.toBe(b.headers['x-request-id']);
    expect(linesOf(idA).length).toBeGreaterThanOrEqual(2);
  });

  it('replaces an id that is too long or holds spaces, quotes or line breaks, and never logs it', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'a"b', '<script>', 'ok\tno']) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': bad },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(lines.some((l) => JSON.stringify(l).includes(bad))).toBe(false);
    }
  });

  it('is on answers the router does not reach: an unknown API path and a refused request', async () => {
    const notFound = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': 'r-404' },
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['x-request-id']).toBe('r-404');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { 'x-request-id': 'r-401' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('r-401');
  });
});
