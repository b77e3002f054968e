import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity } from '../donor-portal/portal-fixtures.testing';
import { countRows, validDonation } from './donate-fixtures.testing';

let t: TestApp;
let charityId: number;
let n = 0;
const uniqueEmail = () => `donor${++n}@example.test`;

beforeAll(async () => {
  t = await createTestApp();
  charityId = (await insertCharity(t.database.db, { name: 'Limits Test Charity' })).id;
});
afterAll(() => t.close());

const submit = (ip: string, overrides: Record<string, unknown> = {}, lang = 'en-CA') =>
  t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: ip,
    headers: { 'accept-language': lang },
    payload: validDonation({ charityId, email: uniqueEmail(), ...overrides }),
  });

describe('donation limits', () => {
  it('lets a household or an office behind one address donate twenty vehicles in an hour, not more', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await submit('10.7.0.1')).statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
    expect(statuses[20]).toBe(429);
    // Another address is not affected.
    expect((await submit('10.7.0.2')).statusCode).toBe(201);
  });

  it('does not count refused submissions: a donor who corrects mistakes is never turned away', async () => {
    for (let i = 0; i < 30; i++) expect((await submit('10.7.1.1', { firstName: '' })).statusCode).toBe(400);
    const donations = async () => ((await countRows(t.database.db)) as { donations: number }).donations;
    const before = await donations();
    expect((await submit('10.7.1.1')).statusCode).toBe(201);
    expect(await donations()).toBe(before + 1);
  });

  it('gives the place back when storing the donation fails', async () => {
    // A charity that is not choosable makes the service refuse after the limits were counted.
    for (let i = 0; i < 25; i++)
      expect((await submit('10.7.2.1', { charityId: 999_999 })).statusCode).toBe(400);
    expect((await submit('10.7.2.1')).statusCode).toBe(201);
  });

  it('speaks in minutes, in the donor’s language, with a Retry-After header', async () => {
    for (let i = 0; i < 20; i++) await submit('10.7.3.1');
    const en = await submit('10.7.3.1');
    expect(en.statusCode).toBe(429);
    expect(en.json().code).toBe('RATE_LIMITED');
    expect(en.json().message).toMatch(
      /^You have sent several donations in a short time\. Please wait about (\d+) minutes? /,
    );
    expect(en.json().message).not.toMatch(/second/);
    const minutes = Number(/about (\d+) minute/.exec(en.json().message)![1]);
    expect(minutes).toBeGreaterThanOrEqual(59);
    expect(minutes).toBeLessThanOrEqual(60);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(3500);
    const fr = await submit('10.7.3.1', {}, 'fr-CA');
    expect(fr.json().message).toMatch(/Veuillez patienter environ \d+ minutes avant d'en envoyer un autre/);
    expect(fr.json().message).not.toMatch(/secondes/);
  });

  it('limits one e-mail address to ten donations a day, whatever the connection, in hours', async () => {
    const email = 'office@example.test';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await submit(`10.7.4.${i + 1}`, { email })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
    // The same address written differently is the same inbox.
    const again = await submit('10.7.4.99', { email: 'Office@Example.test' }, 'fr-CA');
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/environ 24 heures/);
  });

  it('holds under parallel submissions: never more than the limit accepted', async () => {
    const results = await Promise.all(Array.from({ length: 26 }, () => submit('10.7.5.1')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(6);
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('donation limits in Redis (several app servers)', () => {
  let redisApp: TestApp;
  let redisCharity: number;
  beforeAll(async () => {
    redisApp = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL });
    redisCharity = (await insertCharity(redisApp.database.db, { name: 'Redis Limits Charity' })).id;
  });
  afterAll(() => redisApp.close());

  it('holds under parallel submissions and gives back the places of refused ones', async () => {
    // A fresh address and fresh e-mails each run: Redis keeps counts between runs.
    const octet = () => 1 + Math.floor(Math.random() * 254);
    const ip = `10.${octet()}.${octet()}.${octet()}`;
    const run = `${Date.now().toString(36)}${octet()}`;
    const post = (overrides: Record<string, unknown> = {}) =>
      redisApp.app.inject({
        method: 'POST',
        url: '/api/donations',
        remoteAddress: ip,
        payload: validDonation({
          charityId: redisCharity,
          email: `${run}.${++n}@example.test`,
          ...overrides,
        }),
      });
    for (let i = 0; i < 5; i++) expect((await post({ charityId: 999_999 })).statusCode).toBe(400);
    const codes = (await Promise.all(Array.from({ length: 24 }, () => post()))).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });
});
