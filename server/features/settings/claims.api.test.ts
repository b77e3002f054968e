import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entry } from '../../../client/entry-server';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/** The home page's claims are settings an admin edits; the spec's figures are the defaults (issue 35). */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { ssr: { render: (url, state) => entry.render(url, state) } });
  await addUser(t, 'admin', 'claims-admin');
  admin = await login(t, 'claims-admin');
});
afterAll(() => t.close());

const home = async (lang: string) =>
  (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': lang } })).body;
const save = (category: string, key: string, value: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/settings',
    headers: { cookie: admin, 'accept-language': 'en-CA' },
    payload: { category, key, value },
  });

describe('claims on the home page', () => {
  it('shows the specification figures by default, in each language', async () => {
    const en = await home('en-CA');
    expect(en).toContain('Rated 4.9/5 by donors');
    expect(en).toContain('500,000+ donors');
    expect(en).toContain('Certified official tax receipts');
    const fr = await home('fr-CA');
    expect(fr).toContain('Note de 4,9/5 selon les donateurs');
    expect(fr).toMatch(/Plus de 500\s000 donateurs/u);
  });

  it('shows what the admin sets, hides a claim set to 0 or off, and refuses a rating above 5', async () => {
    expect((await save('business', 'claimRating', 6)).statusCode).toBe(400);
    const saved = await save('business', 'claimRating', 4.6);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await save('business', 'claimDonors', 0)).statusCode).toBe(200);
    expect((await save('business', 'claimCertifiedReceipts', false)).statusCode).toBe(200);
    const en = await home('en-CA');
    expect(en).toContain('Rated 4.6/5 by donors');
    expect(en).not.toContain('donors have given a vehicle');
    expect(en).not.toMatch(/\d+\+ donors/);
    expect(en).not.toContain('Certified official tax receipts');
    expect(await home('fr-CA')).toContain('Note de 4,6/5 selon les donateurs');
  });
});
