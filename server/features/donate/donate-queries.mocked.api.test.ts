import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { donationStatusHistory, donorPortalAccess } from '../../db/schema/donations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordQueries } from '../donations/query-log.testing';
import { countRows, validDonation } from './donate-fixtures.testing';

/** Codes drawn in order by the next submissions (then random ones again). */
const drawn: string[] = [];
vi.mock('@shared/donations/access-code', async (original) => {
  const actual = await original<typeof import('@shared/donations/access-code')>();
  return { ...actual, generateAccessCode: () => drawn.shift() ?? actual.generateAccessCode() };
});

/**
 * A submission stores the donation, its first history row and its access code in one statement
 * (issue 18), and still draws another code when the first one is taken.
 */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const submit = () =>
  t.app.inject({
    method: 'POST',
    url: '/api/donations',
    remoteAddress: `10.7.0.${++ip}`,
    payload: validDonation({ email: `queries${ip}@example.test`, charityChoice: 'recommend' }),
  });

describe('donation submission cost', () => {
  it('stores the donation, its history row and its code in one statement', async () => {
    await submit();
    let status = 0;
    const sent = await recordQueries(t.app.ctx.db, async () => {
      status = (await submit()).statusCode;
    });
    expect(status).toBe(201);
    const inserts = sent.filter((q) => /insert into "donations"/i.test(q.sql));
    expect(inserts).toHaveLength(1);
    expect(inserts[0]!.sql).toMatch(/insert into "donation_status_history"/i);
    expect(inserts[0]!.sql).toMatch(/insert into "donor_portal_access"/i);
  });

  it('draws another code when the first is taken, and stores everything once', async () => {
    drawn.push('TAKN-0000-0001');
    expect((await submit()).statusCode).toBe(201);
    const before = (await countRows(t.database.db)) as Record<
      'donations' | 'history' | 'access' | 'outbox' | 'comms',
      number
    >;
    drawn.push('TAKN-0000-0001', 'TAKN-0000-0002');
    const res = await submit();
    expect(res.statusCode).toBe(201);
    const body = res.json() as { id: number; accessCode: string };
    expect(body.accessCode).toBe('TAKN-0000-0002');
    const [access] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.donationId, body.id));
    expect(access!.accessCode).toBe('TAKN-0000-0002');
    const history = await t.database.db
      .select()
      .from(donationStatusHistory)
      .where(eq(donationStatusHistory.donationId, body.id));
    expect(history).toMatchObject([{ status: 'pending', previousStatus: null, notes: 'Submitted online' }]);
    expect(await countRows(t.database.db)).toEqual({
      donations: before.donations + 1,
      history: before.history + 1,
      access: before.access + 1,
      outbox: before.outbox + 1,
      comms: before.comms + 1,
    });
  });
});
