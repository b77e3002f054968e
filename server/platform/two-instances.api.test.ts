import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/auth';
import { donations } from '../db/schema/donations';
import { validDonation } from '../features/donate/donate-fixtures.testing';
import { createUser } from '../features/users/users.service';
import { TEST_PASSWORD } from '../test/test-app';
import type { App } from '../app';
import { startInstances, type Instances } from './instances.testing';

/**
 * Two app instances on one PostgreSQL database and one Redis, as behind a load balancer (docs/scaling.md):
 * a mixed load through both for LOAD_SECONDS (public pages, valuations, donations, staff updates), then
 * no error, no lost donation, and a rate limit counted across both instances.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const WORKERS = 8;

const valuation = {
  year: 2016,
  make: 'Honda',
  model: 'Civic',
  mileage: 140_000,
  condition: 'good',
  accidents: 'none',
  serviceHistory: 'good',
  location: 'ON',
  hasLienOrFinance: false,
};

describe.skipIf(!adminUrl || !redisUrl)('two instances on one PostgreSQL and Redis', () => {
  let two: Instances;
  const cookies: string[] = [];
  let ip = 0;
  const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

  beforeAll(async () => {
    two = await startInstances(adminUrl!, 2, { REDIS_URL: redisUrl! });
    await createUser(two.databases[0]!.db, {
      username: 'load-staff',
      email: 'load-staff@example.test',
      password: TEST_PASSWORD,
      role: 'admin',
      firstName: 'Load',
      lastName: 'Staff',
    });
    for (const app of two.apps) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'load-staff', password: TEST_PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(res.statusCode).toBe(200);
      cookies.push(
        [res.headers['set-cookie'] ?? []]
          .flat()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  it(
    `serves a mixed load through both for ${LOAD_SECONDS} s without an error or a lost donation`,
    async () => {
      const created: number[] = [];
      const failures: string[] = [];
      const counts = { page: 0, valuation: 0, donation: 0, staff: 0 };
      const deadline = Date.now() + LOAD_SECONDS * 1_000;
      let turn = 0;
      const step = async (app: App, cookie: string) => {
        const kind = turn++ % 4;
        const remoteAddress = nextIp();
        if (kind === 0) {
          const res = await app.inject({ method: 'GET', url: `/?from=${turn}`, remoteAddress });
          if (res.statusCode !== 200) failures.push(`page ${res.statusCode}`);
          counts.page++;
        } else if (kind === 1) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/vehicles/valuation',
            payload: valuation,
            remoteAddress,
          });
          if (res.statusCode !== 200) failures.push(`valuation ${res.statusCode}`);
          counts.valuation++;
        } else if (kind === 2) {
          const res = await app.inject({
            method: 'POST',
            url: '/api/donations',
            payload: validDonation({ email: `load${turn}@example.test`, charityChoice: 'recommend' }),
            remoteAddress,
          });
          if (res.statusCode === 201) created.push((res.json() as { id: number }).id);
          else failures.push(`donation ${res.statusCode} ${res.body.slice(0, 200)}`);
          counts.donation++;
        } else {
          const id = created[turn % Math.max(1, created.length)];
          if (id === undefined) return;
          const res = await app.inject({
            method: 'PATCH',
            url: `/api/donations/${id}/details`,
            headers: { cookie },
            payload: { internalNotes: `checked by the load test, turn ${turn}` },
            remoteAddress,
          });
          if (res.statusCode !== 200) failures.push(`staff ${res.statusCode} ${res.body.slice(0, 200)}`);
          counts.staff++;
        }
      };
      await Promise.all(
        Array.from({ length: WORKERS }, async (_, w) => {
          const app = two.apps[w % 2]!;
          const cookie = cookies[w % 2]!;
          while (Date.now() < deadline) await step(app, cookie);
        }),
      );
      expect(failures.slice(0, 5)).toEqual([]);
      expect(counts.donation).toBeGreaterThan(0);
      expect(counts.staff).toBeGreaterThan(0);
      const [stored] = await two.databases[1]!.db.select({ n: count() })
        .from(donations)
        .where(like(donations.email, 'load%@example.test'));
      expect(stored!.n).toBe(created.length);
      expect(new Set(created).size).toBe(created.length);
    },
    (LOAD_SECONDS + 60) * 1_000,
  );

  it('counts a visitor’s valuations across both instances against one limit', async () => {
    // A visitor of its own: Redis keeps counters between runs of this test.
    const remoteAddress = `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const answers: number[] = [];
    for (let i = 0; i < 70; i++) {
      const res = await two.apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/vehicles/valuation',
        payload: valuation,
        remoteAddress,
      });
      answers.push(res.statusCode);
    }
    // 60 a minute per visitor: 35 through each instance would all pass if each counted alone.
    expect(answers.filter((s) => s === 200)).toHaveLength(60);
    expect(answers.filter((s) => s === 429)).toHaveLength(10);
    const [staff] = await two.databases[0]!.db.select({ n: count() }).from(users);
    expect(staff!.n).toBe(1);
  });
});
