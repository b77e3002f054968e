import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validDonation } from '../features/donate/donate-fixtures.testing';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';
import { registerInputGuard } from './security-input';
import { logSerializers, redactUrl } from './security-log';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  });
});
