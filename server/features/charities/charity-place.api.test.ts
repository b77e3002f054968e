import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { loadSampleRegistry, registrationBody } from './charity-fixtures.testing';

/** Issue 33: each charity's place of issue comes from the registry when staff approve it. */

let t: TestApp;
let admin: string;
// A Registered sample row whose registry address is SAINT-EXEMPLE, QC (the form says Brindlewood).
const entry = {
  number: '842368391RR0001',
  name: 'Saint-Exemple Charity',
  province: 'QC',
  postalCode: 'G1A 1A1',
};

beforeAll(async () => {
  t = await createTestApp();
  await loadSampleRegistry(t);
  await addUser(t, 'admin', 'place.admin');
  admin = await login(t, 'place.admin');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie: admin } });

describe('place of issue per charity', () => {
  it('is set on approval from the registry address, shown to staff, and editable before the first receipt', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/charities',
      payload: registrationBody(entry, 'place@example.test'),
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const approved = await call('POST', `/api/admin/charities/${reg.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    // The registry's city and province, not the platform's Toronto nor the typed Brindlewood.
    expect(approved.json().placeOfIssue).toBe('Saint-Exemple, QC');

    const profile = await call('GET', `/api/charities/${entry.number}/profile`);
    expect(profile.json()).toMatchObject({ placeOfIssue: 'Saint-Exemple, QC' });

    const edited = await call('PUT', `/api/charities/${reg.json().id}`, {
      placeOfIssue: 'Lac-Fictif, QC',
      signerName: 'Josée Tremblay',
      signerTitle: 'Treasurer',
      signerTitleFr: 'Trésorière',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      placeOfIssue: 'Lac-Fictif, QC',
      signerTitle: 'Treasurer',
      signerTitleFr: 'Trésorière',
    });
  });
});
