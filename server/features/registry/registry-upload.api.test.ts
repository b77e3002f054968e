import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charities } from '../../db/schema/charities';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { countRegistry } from './registry.repo';
import { SAMPLE_REGISTRY_FILE } from './registry-import.service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'boss');
  admin = await login(t, 'boss');
});
afterAll(async () => t?.close());

const upload = (body: Buffer, cookie = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/registry/imports?fileName=cra-list.tsv',
    payload: body,
    headers: { cookie, 'content-type': 'text/tab-separated-values' },
  });

describe('registry upload by an admin', () => {
  it('queues the import as a job that reports progress and its refusals', async () => {
    const sample = await readFile(SAMPLE_REGISTRY_FILE);
    const badRow = sample
      .toString('utf8')
      .split('\r\n')[1]!
      .replace(/^\d{9}/, '123456789');
    const withBadRow = Buffer.concat([sample, Buffer.from(`${badRow}\n`)]);
    const res = await upload(withBadRow);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', progress: 0, source: 'cra-list.tsv' });
    await t.app.ctx.jobs.drain();
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/admin/registry/imports/${res.json().id}`,
      headers: { cookie: admin, 'accept-language': 'fr' },
    });
    expect(done.json()).toMatchObject({ status: 'done', progress: 100, inserted: 320, refusedCount: 1 });
    expect(done.json().refusals[0]).toMatchObject({
      line: 322,
      reason: "Le chiffre de contrôle du numéro d'entreprise est erroné",
    });
    expect(await countRegistry(t.database.db)).toBe(320);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/registry/imports',
      headers: { cookie: admin },
    });
    expect(list.json().items[0].id).toBe(res.json().id);
  });

  it('a new file that revokes a charity blocks its receipts and e-mails the admins (sync after import)', async () => {
    const [line] = (await readFile(SAMPLE_REGISTRY_FILE, 'utf8')).split('\r\n').slice(10, 11);
    const f = line!.split('\t');
    await t.database.db.insert(charities).values({
      registrationNumber: f[0]!,
      name: f[1]!,
      legalName: f[1]!,
      address: '1 Main St',
      city: 'Town',
      province: f[11]!,
      postalCode: f[13]!,
      category: 'other',
      verificationStatus: 'verified',
      craStatus: f[2]!,
      registryStatus: 'Registered',
      designationCode: 'C',
    });
    f[2] = 'Revoked';
    const res = await upload(Buffer.from(`${f.join('\t')}\n`));
    expect(res.statusCode).toBe(202);
    await t.app.ctx.jobs.drain();
    await t.app.ctx.jobs.drain();
    const [row] = await t.database.db.select().from(charities).where(eq(charities.registrationNumber, f[0]!));
    expect(row).toMatchObject({ registryStatus: 'Revoked', syncStatus: 'synced' });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'boss@example.test'));
    expect(mails.map((m) => m.subject).join('|')).toContain('Receipts stopped');
  });

  it('refuses a non-admin', async () => {
    await addUser(t, 'editor', 'editor1');
    expect((await upload(Buffer.from('x'), await login(t, 'editor1'))).statusCode).toBe(403);
  });
});
