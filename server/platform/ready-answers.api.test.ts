import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '@shared/permissions';
import { users } from '../db/schema/auth';
import { saveSettings } from '../features/settings/settings.admin.service';
import { addUser, createTestApp, login, type TestApp } from '../test/test-app';
import { registerReadyAnswers } from './ready-answers';

/**
 * The hottest reads are answered before routing (ready-answers.ts) over a real connection; `inject`
 * always goes through Fastify's routing. Each case sends the same request both ways and compares the
 * status, the headers and the bytes, and counts which way the real request went.
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request over a real connection, the body as sent (not decompressed). */
function overHttp(method: string, url: string, headers: Record<string, string> = {}, origin = base) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(`${origin}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function signedIn(role: Role, username: string): Promise<string> {
  await addUser(t, role, username);
  return login(t, username);
}

const NOT_COMPARED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !NOT_COMPARED.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

/** The same request over HTTP and through routing: equal answers; whether HTTP was answered before routing. */
async function both(url: string, headers: Record<string, string> = {}) {
  const before = t.app.answeredBeforeRouting;
  const http = await overHttp('GET', url, headers);
  const early = t.app.answeredBeforeRouting - before;
  const routed = await t.app.inject({ method: 'GET', url, headers });
  expect(http.status).toBe(routed.statusCode);
  expect(comparable(http.headers)).toEqual(comparable(routed.headers));
  expect(http.body.equals(routed.rawPayload)).toBe(true);
  return { http, early };
}

const decoded = (a: Answer) =>
  JSON.parse(
    (a.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(a.body)
      : a.headers['content-encoding'] === 'gzip'
        ? gunzipSync(a.body)
        : a.body
    ).toString('utf8'),
  ) as unknown;

describe('public settings answered before routing', () => {
  it.each([
    ['no Accept-Encoding', {}],
    ['br', { 'accept-encoding': 'br' }],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['a browser’s list', { 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['every encoding refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
    ['x-no-compression', { 'accept-encoding': 'br', 'x-no-compression': '1' }],
    ['a content-type on a GET', { 'content-type': 'application/json', 'accept-encoding': 'br' }],
  ])('%s: the same answer as the route, without routing', async (_name, headers) => {
    const { http, early } = await both('/api/settings/public/all', headers);
    expect(early).toBe(1);
    expect(http.status).toBe(200);
    expect(http.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(decoded(http)).toEqual(
      expect.arrayContaining([{ category: 'business', key: 'companyName', value: expect.any(String) }]),
    );
  });

  it('sends a changed value at once', async () => {
    const admin = await signedIn('admin', 'ready-settings-admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { category: 'business', key: 'companyName', value: 'Ready Answers Inc.' },
    });
    expect(res.statusCode).toBe(200);
    const { http, early } = await both('/api/settings/public/all', { 'accept-encoding': 'br' });
    expect(early).toBe(1);
    expect(decoded(http)).toEqual(
      expect.arrayContaining([{ category: 'business', key: 'companyName', value: 'Ready Answers Inc.' }]),
    );
  });

  it('leaves a query string, HEAD and other methods to the route', async () => {
    expect((await both('/api/settings/public/all?x=1', { 'accept-encoding': 'br' })).early).toBe(0);
    const before = t.app.answeredBeforeRouting;
    const head = await overHttp('HEAD', '/api/settings/public/all');
    expect(head.status).toBe(200);
    const post = await overHttp('POST', '/api/settings/public/all');
    expect(post.status).toBe(404);
    expect(t.app.answeredBeforeRouting).toBe(before);
  });
});

describe('the signed-in user answered before routing', () => {
  it('answers a kept session as the route does, for each role', async () => {
    for (const role of ROLES) {
      const cookie = await signedIn(role, `ready-${role}`);
      await both('/api/auth/user', { cookie }); // the first request verifies the session (the route)
      const { http, early } = await both('/api/auth/user', { cookie, 'accept-encoding': 'br, gzip' });
      expect(early).toBe(1);
      expect(JSON.parse(http.body.toString())).toEqual({
        id: expect.any(String),
        username: `ready-${role}`,
        role,
        email: `ready-${role}@example.test`,
        firstName: role,
        lastName: 'Tester',
        mustEnrolTwoFactor: false,
      });
    }
  });

  it('leaves a signed-out request, or an unknown cookie, to the route (401)', async () => {
    const cases: Record<string, string>[] = [{}, { cookie: 'vdc.session_token=not-a-session' }];
    for (const headers of cases) {
      const { http, early } = await both('/api/auth/user', headers);
      expect(early).toBe(0);
      expect(http.status).toBe(401);
    }
  });

  it('answers 401 right after a logout, and a new name right after a rename', async () => {
    const cookie = await signedIn('editor', 'ready-leaver');
    await both('/api/auth/user', { cookie });
    expect((await both('/api/auth/user', { cookie })).early).toBe(1);
    const out = await overHttp('POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(200);
    const after = await both('/api/auth/user', { cookie });
    expect(after.http.status).toBe(401);
    expect(after.early).toBe(0);

    const other = await signedIn('editor', 'ready-renamed');
    await both('/api/auth/user', { cookie: other });
    await t.database.db.update(users).set({ firstName: 'Renée' }).where(eq(users.username, 'ready-renamed'));
    await vi.waitFor(
      async () => {
        const { http } = await both('/api/auth/user', { cookie: other });
        expect(JSON.parse(http.body.toString())).toMatchObject({ firstName: 'Renée' });
      },
      { timeout: 2_000, interval: 5 },
    );
  });

  it('leaves an admin to the route while two-factor may be required of admins', async () => {
    const admin = await signedIn('admin', 'ready-2fa-admin');
    await both('/api/auth/user', { cookie: admin });
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { category: 'security', key: 'requireAdminTwoFactor', value: true },
    });
    expect(on.statusCode).toBe(200);
    try {
      const { http, early } = await both('/api/auth/user', { cookie: admin });
      expect(early).toBe(0);
      expect(JSON.parse(http.body.toString())).toMatchObject({ mustEnrolTwoFactor: true });
    } finally {
      // The admin is now refused everything but enrolment: turned off again by the service.
      const [row] = await t.database.db.select().from(users).where(eq(users.username, 'ready-2fa-admin'));
      await saveSettings(t.app.ctx, {
        items: [{ category: 'security', key: 'requireAdminTwoFactor', value: false }],
        actor: {
          id: row!.id,
          username: 'ready-2fa-admin',
          role: 'admin',
          email: row!.email,
          firstName: null,
          lastName: null,
          sessionId: '',
        },
        ip: '127.0.0.1',
        locale: 'en',
      });
    }
  });
});

describe('registerReadyAnswers', () => {
  /** A small Fastify server with one ready answer, logging requests to `lines` at `level`. */
  async function small(level: string) {
    const lines: string[] = [];
    const app = Fastify({
      logger: {
        level,
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      },
    });
    registerReadyAnswers(app, {
      headers: [['x-content-type-options', 'nosniff']],
      keptThreshold: 1024,
      oneOffThreshold: 4096,
    });
    app.get('/ready', async () => ({ from: 'route' }));
    app.answerBeforeRouting('/ready', () => ({ json: '{"from":"route"}', kept: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, lines, url };
  }

  it('answers before routing while requests are not logged, and leaves them to Fastify while they are', async () => {
    const quiet = await small('warn');
    try {
      expect((await overHttp('GET', '/ready', {}, quiet.url)).body.toString()).toBe('{"from":"route"}');
      expect(quiet.app.answeredBeforeRouting).toBe(1);
    } finally {
      await quiet.app.close();
    }
    const logged = await small('info');
    try {
      expect((await overHttp('GET', '/ready', {}, logged.url)).body.toString()).toBe('{"from":"route"}');
      expect(logged.app.answeredBeforeRouting).toBe(0);
      expect(logged.lines.join('')).toContain('request completed');
    } finally {
      await logged.app.close();
    }
  });

  it('refuses to start when no GET route answers a ready path', async () => {
    const app = Fastify();
    registerReadyAnswers(app, { headers: [], keptThreshold: 1024, oneOffThreshold: 4096 });
    app.answerBeforeRouting('/nowhere', () => undefined);
    await expect(app.ready()).rejects.toThrow(/no GET route/);
    await app.close();
  });
});
