import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { users } from '../db/schema/auth';
import { donations } from '../db/schema/donations';
import { seedDemoData } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async () => ({
  users: (await t.database.db.select({ n: count() }).from(users))[0]!.n,
  donations: (await t.database.db.select({ n: count() }).from(donations))[0]!.n,
});

describe('SEED_DEMO=always', () => {
  it('seeds once; a restart that seeds again leaves the data as it was instead of failing', async () => {
    expect(await seedDemoData(t.app.ctx)).toBe(true);
    const first = await rows();
    expect(first.users).toBeGreaterThan(0);
    expect(await seedDemoData(t.app.ctx)).toBe(false);
    expect(await rows()).toEqual(first);
  });
});
