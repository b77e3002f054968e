import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities } from '../../db/schema/charities';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
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
const post = (url: string, payload: unknown, cookie?: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
  });

beforeAll(async () => {
  t = await createTestApp();
  await loadSampleRegistry(t);
  await addUser(t, 'admin', 'boss');
  admin = await login(t, 'boss');
});
afterAll(async () => t?.close());

describe('registry checks', () => {
  it('answers valid for a Registered charity under no sanction, with its registry facts', async () => {
    const e = entries.registered[0]!;
    const res = await post('/api/charities/verify', { registrationNumber: e.number });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isValid: true,
      name: e.name,
      status: 'Registered',
      alreadyRegistered: false,
    });
    const detailed = await post('/api/charities/verify-detailed', { registrationNumber: e.number });
    expect(detailed.json().fill).toMatchObject({ province: e.province, postalCode: e.postalCode });
  });

  it('answers invalid for a revoked charity and says why, in French too', async () => {
    const res = await post(
      '/api/charities/verify',
      { registrationNumber: entries.revoked[0]!.number },
      undefined,
      'fr',
    );
    expect(res.json()).toMatchObject({ isValid: false, registryStatus: 'Revoked' });
    expect(res.json().status).toContain("Statut au registre de l'ARC : Revoked");
    const unknown = await t.app.inject({ method: 'GET', url: '/api/charities/892417536RR0002/verify' });
    expect(unknown.json()).toMatchObject({
      verified: false,
      status: 'Not found in the CRA List of charities',
    });
  });

  it('refuses a malformed number with the rule message', async () => {
    const res = await post('/api/charities/verify', { registrationNumber: '892417537RR0001' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.registrationNumber).toBe(
      'This business number is not valid: please check the first 9 digits',
    );
    const zeros = await post(
      '/api/charities/verify',
      { registrationNumber: '892417536RR0000' },
      undefined,
      'fr',
    );
    expect(zeros.json().fieldErrors.registrationNumber).toContain('zéros');
  });
});

describe('registration, approval and the invitation link', () => {
  const entry = entries.registered[1]!;
  const email = 'applicant@example.test';
  let charityId: number;

  it('stores a pending registration and e-mails the applicant and the admins', async () => {
    const res = await post('/api/charities', registrationBody(entry, email), undefined, 'fr');
    expect(res.statusCode).toBe(201);
    charityId = res.json().id;
    const [row] = await t.database.db.select().from(charities).where(eq(charities.id, charityId));
    expect(row).toMatchObject({
      verificationStatus: 'pending',
      userId: null,
      locale: 'fr',
      registryStatus: 'Registered',
      website: 'https://www.example.org',
    });
    expect((await outboxTo(t, email))[0]?.subject).toContain("Nous avons reçu l'inscription");
    expect((await outboxTo(t, 'boss@example.test'))[0]?.subject).toContain('New charity registration');
  });

  it('refuses the same registration number twice, even at the same time', async () => {
    const again = await post('/api/charities', registrationBody(entry, 'other@example.test'));
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.registrationNumber).toContain('already registered');
    const other = entries.registered[2]!;
    const both = await Promise.all(
      [1, 2].map((i) => post('/api/charities', registrationBody(other, `race${i}@example.test`))),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });

  it('refuses a registration without terms, with the spec messages', async () => {
    const res = await post('/api/charities', {
      ...registrationBody(entries.registered[3]!, 'x@example.test'),
      termsAccepted: false,
      description: 'short',
      category: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      termsAccepted: 'Please accept the terms and conditions to continue',
      description: 'Description must be at least 10 characters',
      category: 'Category is required',
    });
  });

  it('approval creates the charity account and e-mails a link that sets the password once', async () => {
    const res = await post(`/api/admin/charities/${charityId}/approve`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verificationStatus: 'verified', hasAccount: true });
    const token = await inviteToken(t, email);
    const check = await post('/api/set-password/check', { token });
    expect(check.json().username).toBe(entry.number.toLowerCase());
    const short = await post('/api/set-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.password).toBe('The password must have at least 8 characters');
    const results = await Promise.all(
      [1, 2].map(() => post('/api/set-password', { token, password: 'Charity-Pass-2026' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const third = await post('/api/set-password', { token, password: 'Another-Pass-2026' });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toContain('already used or it expired');
    const cookie = await login(t, entry.number.toLowerCase(), 'Charity-Pass-2026');
    const mine = await t.app.inject({ method: 'GET', url: '/api/charities/mine', headers: { cookie } });
    expect(mine.json().charity).toMatchObject({ id: charityId, registrationNumber: entry.number });
  });

  it('approval checks the registry first: a revoked charity is refused', async () => {
    const revoked = entries.revoked[0]!;
    const reg = await post(
      '/api/admin/charities',
      { ...registrationBody(revoked, 'revoked@example.test'), termsAccepted: undefined },
      admin,
    );
    expect(reg.statusCode).toBe(201);
    const res = await post(`/api/admin/charities/${reg.json().id}/approve`, {}, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('Revoked');
  });

  it('rejection e-mails the reason', async () => {
    const e = entries.registered[4]!;
    const reg = await post('/api/charities', registrationBody(e, 'rejected@example.test'));
    const res = await post(
      `/api/admin/charities/${reg.json().id}/reject`,
      { reason: 'The address does not match the registry.' },
      admin,
    );
    expect(res.json().verificationStatus).toBe('rejected');
    expect((await outboxTo(t, 'rejected@example.test'))[0]?.textBody).toContain(
      'The address does not match the registry.',
    );
  });
});
