import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { validDonation } from '../../features/donate/donate-fixtures.testing';
import { multipartBody } from '../../test/support/multipart';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { registerErrorHandler } from './error-handler';
import { registerInputGuard } from './security-input';
import { logSerializers, redactUrl } from './security-log';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'input-admin');
  admin = await login(t, 'input-admin');
});
afterAll(() => t.close());

const donationCount = async () =>
  Number(
    (
      (await t.database.db.execute(sql`select count(*)::int as n from donations`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

describe('control characters', () => {
  it('refuses a NUL in a donor field with a translated field message and writes nothing', async () => {
    const before = await donationCount();
    for (const [lang, message] of [
      ['en-CA', 'Remove the control characters (such as NUL) from this field'],
      ['fr-CA', 'Retirez les caractères de contrôle (comme NUL) de ce champ'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/donations',
        headers: { 'accept-language': lang },
        payload: validDonation({ firstName: 'Ja\u0000ne', address: 'x\u0001' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fieldErrors: { firstName: message } });
    }
    expect(await donationCount()).toBe(before);
  });

  it('refuses a NUL in a route parameter or a query string with 400, not 500', async () => {
    for (const url of [
      '/api/donor-portal/AB%00D-EFGH-JKMN',
      '/api/receipts/verify/2026%00',
      '/api/donations/email/a%00b%40c.ca',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('keeps tabs and line breaks, which text areas send', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles/valuation',
      payload: { year: 2015, make: 'Honda\t', model: 'Civic\n', mileage: 100000, condition: 'good' },
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.body).not.toMatch(/control characters/);
  });
});

/** `{"a":[[[...1...]]]}`, nested `depth` deep under the field. */
const nested = (field: string, depth: number) => `{"${field}":${'['.repeat(depth)}1${']'.repeat(depth)}}`;
const count = async (table: string, where = 'true') =>
  Number(
    (
      (await t.database.db.execute(
        sql.raw(`select count(*)::int as n from ${table} where ${where}`),
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );
const post = (url: string, payload: string, headers: Record<string, string> = {}, method = 'POST') =>
  t.app.inject({
    method: method as 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('values nested too deep', () => {
  it('are refused with 400 naming the field, on public and signed-in routes, in both languages', async () => {
    for (const [url, method, headers] of [
      ['/api/vehicles/valuation', 'POST', {}],
      ['/api/donations', 'POST', {}],
      ['/api/auth/login', 'POST', {}],
      ['/api/settings', 'POST', { cookie: admin }],
      ['/api/chat/business-info', 'PUT', { cookie: admin }],
    ] as const) {
      for (const depth of [65, 10_000, 200_000]) {
        const res = await post(
          url,
          nested('answers', depth),
          { ...headers, 'accept-language': 'fr-CA' },
          method,
        );
        expect(res.statusCode, `${url} at ${depth}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'La requête imbrique des listes ou des objets sur plus de 64 niveaux.',
          code: 'VALIDATION',
          fieldErrors: { answers: 'Les listes ou les objets sont imbriqués trop profondément ici' },
        });
      }
    }
    const en = await post('/api/donations', `[${nested('x', 10_000)}]`);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { '0': expect.stringMatching(/too deeply/) },
    });
  });

  it('are refused even where a prototype key makes the parser walk the value, and 64 levels still pass', async () => {
    const deepProto = `{"a":${'{"b":'.repeat(10_000)}{"__proto__":{}}${'}'.repeat(10_000)}}`;
    expect((await post('/api/vehicles/valuation', deepProto)).statusCode).toBe(400);
    const ok = await post('/api/vehicles/valuation', nested('extra', 63));
    expect(ok.statusCode).toBe(400);
    expect(ok.json().fieldErrors).not.toHaveProperty('extra'); // the schema's own refusals, not depth
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are refused with 400 naming the field wherever the text would be stored, before any write', async () => {
    const cases: [string, string, string, string][] = [
      ['PUT', '/api/chat/system-prompt', '{"systemPrompt":"Be kind \\ud800 always"}', 'systemPrompt'],
      [
        'PUT',
        '/api/chat/business-info',
        '{"commonQuestions":[{"question":"Why\\udc00?","answer":"Because","language":"en"}]}',
        'commonQuestions.0.question',
      ],
      ['POST', '/api/color-themes', '{"name":"Sea \\ud83d"}', 'name'],
      ['POST', '/api/settings', '{"business":{"\\ud800":"x"}}', 'business'],
      [
        'POST',
        '/api/donations',
        JSON.stringify(validDonation()).replace('"firstName":"', '"firstName":"\\ud800'),
        'firstName',
      ],
    ];
    const audits = await count('audit_log');
    for (const [method, url, payload, field] of cases) {
      const res = await post(url, payload, { cookie: admin }, method);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION',
        fieldErrors: { [field]: expect.stringMatching(/broken character/) },
      });
    }
    expect(await count('audit_log')).toBe(audits);
    // A pair (an emoji) is text like any other.
    const emoji = await post(
      '/api/chat/system-prompt',
      '{"systemPrompt":"Be kind \\ud83d\\ude97"}',
      { cookie: admin },
      'PUT',
    );
    expect(emoji.statusCode).toBe(200);
    expect(emoji.json().systemPrompt).toBe('Be kind 🚗');
  });

  it('in a sign-in: 400 naming the field, audited as a failed attempt that uses up the address’s allowance', async () => {
    const remoteAddress = '198.51.100.23';
    const tries = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"input-admin\\ud800","password":"wrong-password"}',
      });
    const first = await tries();
    expect(first.statusCode).toBe(400);
    expect(first.json().fieldErrors).toEqual({
      username: 'This field holds a broken character (half of an emoji or symbol): type it again',
    });
    const [entry] = (
      (await t.database.db.execute(
        sql`select details, ip_address from audit_log where action = 'auth.sign_in_failed' order by id desc limit 1`,
      )) as unknown as { rows: { details: Record<string, unknown>; ip_address: string }[] }
    ).rows;
    expect(entry).toEqual({
      details: { username: 'input-admin\ufffd', step: 'password', reason: 'UNSTORABLE_INPUT' },
      ip_address: remoteAddress,
    });
    // The address's allowance (4 × loginMaxAttempts = 20) is used up by refused attempts as by wrong passwords.
    for (let i = 1; i < 20; i++) expect((await tries()).statusCode).toBe(400);
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { username: 'input-admin', password: TEST_PASSWORD },
    });
    expect(real.statusCode).toBe(429);
  });

  it('and control characters in a multipart upload’s text fields are refused the same way', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const m = multipartBody([
      { name: 'altEn', value: 'A red\u0000 truck' },
      { name: 'altFr', value: 'Un camion rouge' },
      { name: 'file', value: png, fileName: 'truck.png', type: 'image/png' },
    ]);
    const before = await count('media');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: admin, ...m.headers },
      payload: m.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      altEn: 'Remove the control characters (such as NUL) from this field',
    });
    expect(await count('media')).toBe(before);
  });
});

describe('error log', () => {
  it('logs a database error without the values of the query, and URLs without codes, tokens or addresses', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream, serializers: logSerializers } });
    registerErrorHandler(app);
    registerInputGuard(app);
    app.post('/api/boom/:code', async (req) => {
      const { email } = req.body as { email: string };
      // A real database error whose message holds the donor's address.
      await t.database.db.execute(sql`select ${email}::int`);
      return {};
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/boom/7K3M-Q9ZD-1RT4?email=jane.donor@example.com',
      payload: { email: 'jane.donor@example.com', phone: '514-555-0199' },
    });
    expect(res.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toMatch(/unhandled error/);
    expect(log).not.toMatch(/jane\.donor|514-555|7K3M-Q9ZD/);
    await app.close();
  });

  it('redacts access codes, receipt tokens and e-mail addresses in URLs', () => {
    expect(redactUrl('/api/donor-portal/7k3m-q9zd-1rt4/receipt')).toBe('/api/donor-portal/[code]/receipt');
    expect(redactUrl(`/api/receipts/download/${'ab'.repeat(32)}`)).toBe('/api/receipts/download/[token]');
    expect(redactUrl('/api/donations/email/jane%40example.com/4/receipt')).toBe(
      '/api/donations/email/[email]/4/receipt',
    );
    expect(redactUrl('/portal?code=7K3M&lang=fr')).toBe('/portal?code=…&lang=…');
    expect(redactUrl('/api/donations/12/status')).toBe('/api/donations/12/status');
    // Read as the router reads them: percent-encoding hides nothing.
    expect(redactUrl('/%61pi/donor-port%61l/%37k3m/receipt')).toBe('/%61pi/donor-port%61l/[code]/receipt');
    expect(redactUrl('/api/receipts/verify/%37K3M-Q9ZD-1RT%34')).toBe('/api/receipts/verify/[code]');
    expect(redactUrl('/api/x/%E0%A4%A')).toBe('/api/x/%E0%A4%A');
  });
});
