import { sql } from 'drizzle-orm';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadSampleRegistry,
  registrationBody,
  sampleEntries,
} from '../../features/charities/charity-fixtures.testing';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/**
 * CSRF through the way a path is written: the router decodes `%61` and answers `/%61pi/...` as
 * `/api/...`, so the Origin check must not be decided on the raw URL. Sent over a real socket, as a
 * browser would write them (node:http sends the path untouched).
 */
let t: TestApp;
let base: { host: string; port: number };
let cookie: string;
let charityId: number;
let victimId: string;

const OWN = 'http://localhost:5000'; // PUBLIC_URL of the test app
// Another origin of the same site: another port of the same host, which SameSite=Lax cookies do not tell apart.
const SAME_SITE = { origin: 'http://localhost:5001', 'sec-fetch-site': 'same-site' };

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ ...base, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          headers: res.headers,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const count = async (table: string, where = 'true') =>
  Number(
    (
      (await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'origin-admin');
  victimId = (await addUser(t, 'editor', 'origin-victim')).id;
  cookie = await login(t, 'origin-admin');
  await loadSampleRegistry(t);
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/charities',
    payload: registrationBody(sampleEntries().registered[0]!, 'attacker@example.test'),
  });
  expect(reg.statusCode).toBe(201);
  charityId = reg.json().id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = { host: '127.0.0.1', port: (t.app.server.address() as AddressInfo).port };
});
afterAll(() => t?.close());

/** `/api` written as the router still reads it, or nearly (these then match no route). */
const PREFIXES = [
  '/%61pi',
  '/ap%69',
  '/%61%70%69',
  '/%41pi',
  '//api',
  '/API',
  '/Api',
  '/api;',
  '/api;x=1',
  '/./api',
];
const approve = (prefix: string, suffix = '') => `${prefix}/admin/charities/${charityId}/approve${suffix}`;
const paths = () => [
  ...PREFIXES.map((p) => approve(p)),
  approve('/api', ';x'),
  approve('/api', '/'),
  approve('/api', '?x=1'),
  `/api//admin/charities/${charityId}/approve`,
  `/api/admin/charities/${charityId}/%61pprove`,
  `/api/admin/charities/${charityId}%2Fapprove`,
];

describe('an unsafe request from another origin of the same site', () => {
  it('is refused however /api is written, bodiless, text/plain, multipart or JSON', async () => {
    const kinds: [string, Record<string, string>, string | undefined][] = [
      ['bodiless', {}, undefined],
      ['text/plain', { 'content-type': 'text/plain' }, 'x'],
      [
        'multipart',
        { 'content-type': 'multipart/form-data; boundary=b' },
        '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
      ],
      ['form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      ['JSON', { 'content-type': 'application/json' }, '{}'],
    ];
    const answered: string[] = [];
    for (const path of paths())
      for (const [kind, headers, body] of kinds)
        for (const from of [
          SAME_SITE,
          { origin: SAME_SITE.origin },
          { 'sec-fetch-site': 'same-site' },
        ] as Record<string, string>[]) {
          const res = await send('POST', path, { cookie, ...from, ...headers }, body);
          if (res.status !== 403 || JSON.parse(res.body).code !== 'FORBIDDEN_ORIGIN')
            answered.push(`${path} ${kind} ${JSON.stringify(from)} → ${res.status} ${res.body.slice(0, 80)}`);
        }
    expect(answered).toEqual([]);
    expect(await count('charities', `id = ${charityId} and verification_status = 'pending'`)).toBe(1);
  });

  it('is refused for the other unsafe methods and routes: registry import, two-factor reset, delete', async () => {
    const attempts: [string, string, Record<string, string>, string?][] = [
      ['POST', '/%61pi/admin/registry/imports', { 'content-type': 'text/plain' }, 'BN\tName\tRegistered\n'],
      ['POST', `/ap%69/users/${victimId}/two-factor/reset`, {}],
      ['DELETE', `/%61pi/users/${victimId}`, {}],
      ['PATCH', `/%61pi/users/${victimId}`, { 'content-type': 'application/json' }, '{"role":"admin"}'],
      ['PUT', '/%61pi/settings', { 'content-type': 'application/json' }, '{}'],
    ];
    const imports = await count('registry_imports');
    for (const [method, path, headers, body] of attempts) {
      const res = await send(method, path, { cookie, ...SAME_SITE, ...headers }, body);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(JSON.parse(res.body).code).toBe('FORBIDDEN_ORIGIN');
      // The refusal carries the API's headers: decided on the route matched, not on the raw path.
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    expect(await count('registry_imports')).toBe(imports);
    expect(await count('users', `id = '${victimId}' and role = 'editor'`)).toBe(1);
  });

  it('is answered from the site itself, however the path is written', async () => {
    const res = await send('POST', approve('/%61pi'), {
      cookie,
      origin: OWN,
      'sec-fetch-site': 'same-origin',
    });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ verificationStatus: 'verified' });
  });

  it('a GET under an encoded /api gets the API headers, and an unknown one the API 404', async () => {
    const known = await send('GET', '/%61pi/health', {});
    expect(known.status).toBe(200);
    expect(known.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknown = await send('GET', '/%61pi/no-such-route', {});
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await send('GET', '/no-such-page', {});
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('one-click unsubscribe still takes a POST from anywhere (its signed token is its authority)', async () => {
    const res = await send('POST', '/unsubscribe?token=not-a-token', { origin: 'https://mail.example' });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

describe('where a request comes from', () => {
  const post = (app: TestApp, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    app.app.inject({ method: 'POST', url: '/api/auth/logout', headers, remoteAddress });

  it('refuses a foreign Origin that X-Forwarded-Host matches, unless the hop is a trusted proxy', async () => {
    const forged = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await post(t, forged)).statusCode).toBe(403);
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      // The trusted proxy says the browser asked for that host: the page and the address are one origin.
      expect((await post(proxied, forged, '10.0.0.1')).statusCode).toBe(200);
      expect((await post(proxied, forged, '203.0.113.9')).statusCode).toBe(403);
      const https = { origin: 'https://localhost:5000', host: 'localhost:5000' };
      expect(
        (await post(proxied, { ...https, 'x-forwarded-proto': 'https' }, '203.0.113.9')).statusCode,
      ).toBe(403);
      expect((await post(proxied, { ...https, 'x-forwarded-proto': 'https' }, '10.0.0.1')).statusCode).toBe(
        200,
      );
    } finally {
      await proxied.close();
    }
  });

  it('refuses a request without Origin that a browser marks as from elsewhere, and Origin null', async () => {
    for (const site of ['same-site', 'cross-site', 'bogus'])
      expect((await post(t, { 'sec-fetch-site': site })).statusCode, site).toBe(403);
    expect((await post(t, { origin: 'null' })).statusCode).toBe(403);
    expect((await post(t, { origin: OWN, 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('answers the site itself, and clients that are not a page in a browser (no Origin, no Sec-Fetch-Site)', async () => {
    expect((await post(t, { origin: OWN, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post(t, { origin: 'http://localhost:80' })).statusCode).toBe(200); // the Host it was sent to
    expect((await post(t, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await post(t, {})).statusCode).toBe(200);
  });
});
