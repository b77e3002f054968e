import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../platform/jobs/enqueue';
import { defineJob } from '../../platform/jobs/job-spec';
import { createJobRunner } from '../../platform/jobs/runner';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'jobs-admin');
  await addUser(t, 'editor', 'jobs-editor');
  admin = await login(t, 'jobs-admin');
  editor = await login(t, 'jobs-editor');
});
afterAll(() => t.close());

const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: cookie ? { cookie } : {} });

describe('GET /api/admin/jobs', () => {
  it('is for admins only', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(editor)).statusCode).toBe(403);
  });

  it('counts jobs by state and lists the latest failures with their error', async () => {
    const db = t.database.db;
    const before = (await get(admin)).json();
    const spec = defineJob<{ ok: boolean }>({
      name: 'test.admin-view',
      maxAttempts: 1,
      async run(p) {
        if (!p.ok) throw new Error('the registry export was empty');
      },
    });
    await enqueueJob(db, 'test.admin-view', { ok: true });
    await enqueueJob(db, 'test.admin-view', { ok: false }, { maxAttempts: 1 });
    await enqueueJob(db, 'test.admin-view', { ok: true }, { runAt: new Date(Date.now() + 3600_000) });
    const runner = createJobRunner({ db, specs: [spec], context: () => t.app.ctx });
    expect(await runner.drain()).toBe(2);

    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts.done - before.counts.done).toBe(1);
    expect(body.counts.failed - before.counts.failed).toBe(1);
    expect(body.counts.queued - before.counts.queued).toBe(1);
    expect(body.failures[0]).toMatchObject({
      name: 'test.admin-view',
      attempts: 1,
      maxAttempts: 1,
      lastError: 'the registry export was empty',
      payload: { ok: false },
    });
  });
});
