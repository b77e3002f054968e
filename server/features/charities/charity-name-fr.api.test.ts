import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { loadSampleRegistry, registrationBody, sampleEntries } from './charity-fixtures.testing';

let t: TestApp;
let admin: string;
const entries = sampleEntries();

const call = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { cookie: admin } });

beforeAll(async () => {
  t = await createTestApp();
  await loadSampleRegistry(t);
  await addUser(t, 'admin', 'name-fr-admin');
  admin = await login(t, 'name-fr-admin');
});
afterAll(async () => t?.close());

describe("the charity's French name (issue 35: French visitors see it)", () => {
  it('is set when an admin adds the charity, changed and cleared in the edit form, and offered to donors', async () => {
    const entry = entries.registered[6]!;
    const created = await call('POST', '/api/admin/charities', {
      ...registrationBody(entry, 'name-fr@example.test'),
      termsAccepted: undefined,
      nameFr: '  Banque alimentaire de Brindlewood ',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect(created.json().nameFr).toBe('Banque alimentaire de Brindlewood');

    const renamed = await call('PUT', `/api/charities/${id}`, { nameFr: 'Comptoir alimentaire Brindlewood' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: entry.name, nameFr: 'Comptoir alimentaire Brindlewood' });

    // Approved, it is a donor's choice with both names (the wizard shows the French one in French).
    expect((await call('POST', `/api/admin/charities/${id}/approve`, {})).statusCode).toBe(200);
    const choices = (await call('GET', '/api/charities/choices')).json() as Array<{
      id: number;
      nameFr: string | null;
    }>;
    expect(choices.find((c) => c.id === id)?.nameFr).toBe('Comptoir alimentaire Brindlewood');

    const cleared = await call('PUT', `/api/charities/${id}`, { nameFr: '' });
    expect(cleared.json().nameFr).toBeNull();
    const tooLong = await call('PUT', `/api/charities/${id}`, { nameFr: 'x'.repeat(256) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toHaveProperty('nameFr');
  });
});
