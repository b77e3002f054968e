import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/platform';
import { defineJob, type AnyJobSpec } from '../../platform/jobs/job-spec';
import { createMaintainedQueue, type MaintainedQueue } from '../../platform/jobs/maintained-queue';
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
const queues: MaintainedQueue[] = [];
afterAll(async () => {
  for (const q of queues) await q.stop();
  await t?.close();
});

/** A queue of the test's own jobs on the app's database (the admin's view reads every job of pg-boss). */
async function testQueue(specs: AnyJobSpec[]): Promise<MaintainedQueue> {
  const queue = createMaintainedQueue({
    database: t.database,
    url: t.database.url,
    specs,
    context: () => t.app.ctx,
  });
  await queue.open();
  queues.push(queue);
  return queue;
}

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
    const queue = await testQueue([spec]);
    await queue.send(db, 'test.admin-view', { ok: true });
    await queue.send(db, 'test.admin-view', { ok: false }, { maxAttempts: 1 });
    await queue.send(db, 'test.admin-view', { ok: true }, { runAt: new Date(Date.now() + 3600_000) });
    expect(await queue.drain()).toBe(2);

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

describe('POST /api/admin/jobs/:id/retry', () => {
  const retry = (id: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/jobs/${id}/retry`,
      headers: { ...(cookie ? { cookie } : {}), 'accept-language': 'fr-CA' },
    });

  it('queues a failed job again for one more attempt (admins only), and refuses one that did not fail', async () => {
    const db = t.database.db;
    let fail = true;
    const spec = defineJob({
      name: 'test.retry',
      async run() {
        if (fail) throw new Error('smtp down');
      },
    });
    const queue = await testQueue([spec]);
    const id = (await queue.send(db, 'test.retry', {}, { maxAttempts: 1, key: 'retry-me' }))!;
    expect(await queue.drain()).toBe(1);
    expect(await queue.boss.getJobById('test.retry', id)).toMatchObject({ state: 'failed' });

    expect((await retry(id)).statusCode).toBe(401);
    expect((await retry(id, editor)).statusCode).toBe(403);
    const other = (await queue.send(db, 'test.retry', {}, { key: 'retry-me' }))!;
    const blocked = await retry(id, admin);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      'Le même travail est déjà en file d’attente ; il s’exécutera sans relance.',
    );
    fail = false;
    expect(await queue.drain()).toBe(1); // runs `other`

    const res = await retry(id, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, state: 'queued' });
    expect(await queue.boss.getJobById('test.retry', id)).toMatchObject({ state: 'retry' });
    expect(await queue.drain()).toBe(1);
    expect(await queue.boss.getJobById('test.retry', id)).toMatchObject({ state: 'completed' });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(entry).toMatchObject({ action: 'job.retry', actorName: 'jobs-admin' });

    expect((await retry(other, admin)).statusCode).toBe(409); // done, not failed
    expect((await retry('8d7f1c3e-4a5b-4c6d-9e8f-0a1b2c3d4e5f', admin)).statusCode).toBe(404);
    expect((await retry('not-a-uuid', admin)).statusCode).toBe(400);
  });
});
