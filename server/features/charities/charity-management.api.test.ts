import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities } from '../../db/schema/charities';
import { charityRegistry } from '../../db/schema/registry';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { createDemoSignaturePng } from '../receipts/signature-png';
import {
  inviteToken,
  loadSampleRegistry,
  outboxTo,
  registrationBody,
  sampleEntries,
} from './charity-fixtures.testing';

let t: TestApp;
let admin: string;
const entries = sampleEntries();
const [a, b] = [entries.registered[10]!, entries.registered[11]!];
const cookies: Record<string, string> = {};
const req = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

/** Registers, approves and signs in a charity through the real endpoints. */
async function onboard(entry: typeof a, email: string): Promise<string> {
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/charities',
    payload: registrationBody(entry, email),
  });
  await req('POST', `/api/admin/charities/${reg.json().id}/approve`, admin);
  const token = await inviteToken(t, email);
  await t.app.inject({
    method: 'POST',
    url: '/api/set-password',
    payload: { token, password: 'Charity-Pass-2026' },
  });
  return login(t, entry.number.toLowerCase(), 'Charity-Pass-2026');
}

beforeAll(async () => {
  t = await createTestApp();
  await loadSampleRegistry(t);
  await addUser(t, 'admin', 'boss');
  admin = await login(t, 'boss');
  cookies.a = await onboard(a, 'a@example.test');
  cookies.b = await onboard(b, 'b@example.test');
});
afterAll(async () => t?.close());

describe('a charity account reaches only its own charity', () => {
  it('reads and edits its own charity', async () => {
    const own = await req('GET', `/api/charities/${a.number}/profile`, cookies.a!);
    expect(own.statusCode).toBe(200);
    const put = await req('PUT', `/api/charities/${own.json().id}`, cookies.a!, {
      signerName: 'Ann Lee',
      placeOfIssue: 'Brindlewood, ON',
      annualRevenue: 100000,
      charitablePurposes: 80000,
      fundraisingCosts: 10000,
      administrativeCosts: 10000,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      signerName: 'Ann Lee',
      placeOfIssue: 'Brindlewood, ON',
      annualRevenue: 100000,
    });
    const metrics = await req('GET', `/api/charities/${a.number}/metrics`, cookies.a!);
    expect(metrics.json().efficiency).toBe(80);
  });

  it("is refused every read and change of another charity's data", async () => {
    const other = await req('GET', `/api/charities/${a.number}/profile`, cookies.b!);
    expect(other.statusCode).toBe(403);
    const id = (await req('GET', `/api/charities/${a.number}/profile`, admin)).json().id;
    for (const [method, url, body] of [
      ['PUT', `/api/charities/${id}`, { signerName: 'Mallory' }],
      ['GET', `/api/charities/${a.number}/metrics`, undefined],
      ['GET', `/api/charities/${a.number}/enhanced`, undefined],
      ['GET', `/api/charities/${a.number}/activity`, undefined],
      ['POST', `/api/charities/${a.number}/sync`, {}],
      ['POST', '/api/charities/validate-eligibility', { registrationNumber: a.number }],
      ['POST', '/api/charities/validate-tax-receipt', { registrationNumber: a.number, donationAmount: 500 }],
    ] as const) {
      const res = await req(method, url, cookies.b!, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await req('GET', `/api/charities/${a.number}/profile`, admin)).json().signerName).toBe('Ann Lee');
    const mine = await req('GET', '/api/charities/mine', cookies.b!);
    expect(mine.json().charity.registrationNumber).toBe(b.number);
  });

  it('may not set its own compliance status; staff may', async () => {
    const id = (await req('GET', '/api/charities/mine', cookies.a!)).json().charity.id;
    expect(
      (await req('PUT', `/api/charities/${id}`, cookies.a!, { complianceStatus: 'compliant' })).statusCode,
    ).toBe(403);
    expect(
      (await req('PUT', `/api/charities/${id}`, admin, { complianceStatus: 'compliant' })).json()
        .complianceStatus,
    ).toBe('compliant');
  });
});

describe('signature image and tax-receipt authority', () => {
  it('stores a PNG signature and refuses other files', async () => {
    const put = (body: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/charities/${a.number}/signature`,
        payload: body,
        headers: { cookie: cookies.a!, 'content-type': type },
      });
    expect((await put(Buffer.from('%PDF-1.4 not an image'), 'image/png')).statusCode).toBe(400);
    expect((await put(Buffer.alloc(600 * 1024, 0x89), 'image/png')).statusCode).toBe(413);
    const ok = await put(await createDemoSignaturePng('Ann Lee'), 'image/png');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().readiness).toMatchObject({
      registered: true,
      signer: true,
      signature: true,
      placeOfIssue: true,
      ready: true,
    });
    const back = await req('GET', `/api/charities/${a.number}/signature`, cookies.a!);
    expect(back.headers['content-type']).toBe('image/png');
    expect((await req('GET', `/api/charities/${a.number}/signature`, cookies.b!)).statusCode).toBe(403);
  });

  it('explains each failed receipt rule', async () => {
    const okA = await req('POST', '/api/charities/validate-tax-receipt', cookies.a!, {
      registrationNumber: a.number,
      donationAmount: 1500,
    });
    expect(okA.json().isAuthorized).toBe(true);
    expect(okA.json().warnings.map((w: { rule: string }) => w.rule)).toContain('valuationBasis');
    const bRes = await req('POST', '/api/charities/validate-tax-receipt', cookies.b!, {
      registrationNumber: b.number,
      donationAmount: 500,
    });
    expect(bRes.json().isAuthorized).toBe(false);
    const failed = bRes.json().receiptRequirements.filter((r: { met: boolean }) => !r.met);
    expect(failed.map((r: { message: string }) => r.message)).toEqual([
      'No authorized signer named',
      'No signature image uploaded',
    ]);
    const eligible = await req('POST', '/api/charities/validate-eligibility', cookies.b!, {
      registrationNumber: b.number,
    });
    expect(eligible.json().isEligible).toBe(true);
  });
});

describe('registry sync', () => {
  it('a revocation blocks receipts and e-mails the admins', async () => {
    await t.database.db
      .update(charityRegistry)
      .set({ status: 'Revoked', effectiveDate: '2026-01-02' })
      .where(eq(charityRegistry.registrationNumber, a.number));
    const res = await req('POST', `/api/charities/${a.number}/sync`, cookies.a!, {});
    expect(res.json()).toMatchObject({ success: true, receiptingBlocked: true });
    expect(res.json().changes).toEqual(
      expect.arrayContaining([{ field: 'registryStatus', from: 'Registered', to: 'Revoked' }]),
    );
    expect((await outboxTo(t, 'boss@example.test'))[0]?.subject).toContain('Receipts stopped');
    const check = await req('POST', '/api/charities/validate-tax-receipt', cookies.a!, {
      registrationNumber: a.number,
      donationAmount: 100,
    });
    expect(check.json().isAuthorized).toBe(false);
    const again = await req('POST', `/api/charities/${a.number}/sync`, cookies.a!, {});
    expect(again.json().changes).toEqual([]);
  });
});

describe('deactivation', () => {
  it("ends the charity account's sessions at once, and activation lets it back in", async () => {
    const id = (await req('GET', '/api/charities/mine', cookies.b!)).json().charity.id;
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/charities/${id}/status`,
      payload: { isActive: false },
      headers: { cookie: admin },
    });
    expect(off.json().isActive).toBe(false);
    expect((await req('GET', '/api/charities/mine', cookies.b!)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(charities).where(eq(charities.id, id));
    expect(row?.isActive).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/charities/${id}/status`,
      payload: { isActive: true },
      headers: { cookie: admin },
    });
    const back = await login(t, b.number.toLowerCase(), 'Charity-Pass-2026');
    expect((await req('GET', '/api/charities/mine', back)).statusCode).toBe(200);
  });
});

describe('admin list', () => {
  it('lists with counts, search and status filter', async () => {
    const res = await req('GET', `/api/charities?search=${encodeURIComponent(a.number.slice(0, 6))}`, admin);
    expect(res.json().items.map((c: { registrationNumber: string }) => c.registrationNumber)).toContain(
      a.number,
    );
    expect(res.json().counts.verified).toBe(2);
    const pending = await req('GET', '/api/charities?verification=pending', admin);
    expect(pending.json().total).toBe(0);
    expect((await req('GET', '/api/charities', cookies.a!)).statusCode).toBe(403);
  });
});
