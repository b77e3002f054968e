import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationStatusHistory, donorPortalAccess } from '../../db/schema/donations';
import { createTestApp, type TestApp } from '../../test/test-app';
import { explainWithoutSeqScan, recordQueries } from '../donations/query-log.testing';
import { insertDonation } from './portal-fixtures.testing';

/**
 * A portal visit by code is one statement (issue 18): the visit is counted and the donation read in a
 * single round trip, through indexes, and parallel visits are each counted once with the right
 * "previous visit".
 */
let t: TestApp;
let code: string;
let donationId: number;
beforeAll(async () => {
  t = await createTestApp();
  const made = await insertDonation(t.database.db, { status: 'contacted' });
  code = made.accessCode;
  donationId = made.donation.id;
  await t.database.db.insert(donationStatusHistory).values({
    donationId,
    status: 'contacted',
    previousStatus: 'pending',
    createdAt: new Date('2099-03-04T05:06:07.891Z'),
  });
});
afterAll(() => t.close());

const visit = () =>
  t.app.inject({ method: 'GET', url: `/api/donor-portal/${code}`, remoteAddress: '10.2.0.1' });

describe('donor portal lookup cost', () => {
  it('counts the visit and reads the donation in one statement, through indexes', async () => {
    await visit();
    let status = 0;
    const sent = await recordQueries(t.app.ctx.db, async () => {
      status = (await visit()).statusCode;
    });
    expect(status).toBe(200);
    expect(sent).toHaveLength(1);
    const plan = await explainWithoutSeqScan(t.app.ctx.db, sent[0]!);
    expect(plan).not.toMatch(/Seq Scan/);
    expect(plan).toMatch(/Index Scan using "?donor_portal_access_accessCode_unique/);
  });

  it('reports times exactly as stored', async () => {
    const res = await visit();
    const body = res.json();
    expect(body.statusHistory[0]).toMatchObject({
      status: 'contacted',
      createdAt: '2099-03-04T05:06:07.891Z',
    });
    const [row] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.accessCode, code));
    const next = (await visit()).json();
    expect(next.accessInfo.lastAccessedAt).toBe(row!.lastAccessedAt!.toISOString());
    expect(next.accessInfo.accessCount).toBe(row!.accessCount + 1);
  });

  it('counts parallel visits once each, the first seeing the visit before them', async () => {
    const [before] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.accessCode, code));
    const answers = await Promise.all(Array.from({ length: 12 }, () => visit()));
    const infos = answers
      .map((res) => res.json().accessInfo as { accessCount: number; lastAccessedAt: string })
      .sort((a, b) => a.accessCount - b.accessCount);
    expect(infos.map((i) => i.accessCount)).toEqual(
      Array.from({ length: 12 }, (_, i) => before!.accessCount + 1 + i),
    );
    expect(infos[0]!.lastAccessedAt).toBe(before!.lastAccessedAt!.toISOString());
    // The others each see a visit made during this burst (times are taken before the row is locked).
    for (const info of infos.slice(1))
      expect(Date.parse(info.lastAccessedAt)).toBeGreaterThanOrEqual(before!.lastAccessedAt!.getTime());
    const [after] = await t.database.db
      .select()
      .from(donorPortalAccess)
      .where(eq(donorPortalAccess.accessCode, code));
    expect(after!.accessCount).toBe(before!.accessCount + 12);
  });
});
