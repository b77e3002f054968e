import { count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donorEmailChallenges } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { createTestApp, type TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from './portal-fixtures.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const charity = await insertCharity(t.database.db);
  await insertDonation(t.database.db, { email: 'known@example.test', charityId: charity.id });
});
afterAll(() => t.close());

const ask = (email: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/donor-portal/email/challenge',
    remoteAddress: ip,
    payload: { email },
  });
const challenges = async (email: string) =>
  (await t.database.db.select().from(donorEmailChallenges).where(eq(donorEmailChallenges.email, email)))
    .length;
const outbox = async () => (await t.database.db.select({ n: count() }).from(emailOutbox))[0]!.n;

describe('e-mail code requests', () => {
  it('do the same work for a known and an unknown address; only the known one gets an e-mail', async () => {
    const mails = await outbox();
    expect((await ask('known@example.test', '10.8.0.1')).statusCode).toBe(202);
    expect((await ask('unknown@example.test', '10.8.0.2')).statusCode).toBe(202);
    expect(await challenges('known@example.test')).toBe(1);
    expect(await challenges('unknown@example.test')).toBe(1);
    expect(await outbox()).toBe(mails + 1);
    // The unknown address's challenge was born used: no code can ever verify it.
    const open = await t.database.db
      .select()
      .from(donorEmailChallenges)
      .where(isNull(donorEmailChallenges.consumedAt));
    expect(open.map((c) => c.email)).toEqual(['known@example.test']);
  });
});
