import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/content';
import { registryImports } from '../../db/schema/registry';
import { REGISTRY_IMPORT_JOB, registryImportKey } from '../../features/charities/charities.jobs';
import { PUBLISH_SCHEDULED_JOB } from '../../features/blog/posts.service';
import { allJobs } from '../../jobs';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueJob } from './enqueue';
import { BOSS_SCHEMA, createMaintainedQueue } from './maintained-queue';

/**
 * The app's job queue is pg-boss (decision 026): every job of server/jobs.ts has its queue once the
 * app is built, `enqueueJob` sends on the caller's transaction, and work left by decision 007's table
 * (scheduled posts, uploaded registry files) is queued again at start-up, once. The queue's own
 * behaviour (retries, keys, two instances, schedules) is maintained-queue-module.api.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

class Rollback extends Error {}

/** Another instance of the app starting on this database and stopping: it queues what is pending. */
async function startAnotherInstance() {
  const queue = createMaintainedQueue({
    database: t.database,
    url: t.database.url,
    specs: allJobs,
    context: () => t.app.ctx,
  });
  await queue.open();
  await queue.stop();
}

async function jobsNamed(name: string) {
  const { rows } = (await t.database.db.execute(
    sql`select id::text as id, state::text as state, singleton_key as key, data
        from ${sql.identifier(BOSS_SCHEMA)}.job where name = ${name} order by created_on`,
  )) as unknown as {
    rows: { id: string; state: string; key: string | null; data: Record<string, unknown> }[];
  };
  return rows;
}

describe('the app on pg-boss', () => {
  it('has a queue for every job, with the exclusive policy that keeps one queued or running job per key', async () => {
    const queues = await t.app.ctx.jobs.boss.getQueues();
    const byName = new Map(queues.map((q) => [q.name, q]));
    for (const spec of allJobs) {
      expect(byName.get(spec.name), spec.name).toMatchObject({
        policy: 'exclusive',
        retryLimit: (spec.maxAttempts ?? 5) - 1,
      });
    }
  });

  it('enqueueJob sends on the caller transaction: kept with its commit, gone with its rollback', async () => {
    const db = t.database.db;
    const kept = await db.transaction((tx) =>
      enqueueJob(tx, REGISTRY_IMPORT_JOB, { importId: 999_001 }, { key: 'wiring-kept' }),
    );
    let dropped: string | null = null;
    await expect(
      db.transaction(async (tx) => {
        dropped = await enqueueJob(tx, REGISTRY_IMPORT_JOB, { importId: 999_002 }, { key: 'wiring-dropped' });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(dropped).toEqual(expect.any(String));
    expect(await t.app.ctx.jobs.boss.getJobById(REGISTRY_IMPORT_JOB, kept!)).toMatchObject({
      state: 'created',
      data: { importId: 999_001 },
    });
    expect(await t.app.ctx.jobs.boss.getJobById(REGISTRY_IMPORT_JOB, dropped!)).toBeNull();
    // The key is held while the job is queued: a second one is refused (null), not queued twice.
    expect(
      await enqueueJob(db, REGISTRY_IMPORT_JOB, { importId: 999_001 }, { key: 'wiring-kept' }),
    ).toBeNull();
    // drain() runs it (the import it names does not exist: the job has nothing to do).
    expect(await t.app.ctx.jobs.drain()).toBeGreaterThanOrEqual(1);
    expect(await t.app.ctx.jobs.boss.getJobById(REGISTRY_IMPORT_JOB, kept!)).toMatchObject({
      state: 'completed',
    });
    expect(await enqueueJob(db, REGISTRY_IMPORT_JOB, { importId: 999_003 }, { key: 'wiring-kept' })).toEqual(
      expect.any(String),
    );
    await t.app.ctx.jobs.drain();
  });

  it('an unknown job name is refused', async () => {
    await expect(enqueueJob(t.database.db, 'no.such-job')).rejects.toThrow('No job named "no.such-job"');
  });

  it('queues again, once, the work a feature still has pending: a scheduled post, an uploaded file', async () => {
    const db = t.database.db;
    const publishAt = new Date(Date.now() + 24 * 3600_000);
    const [post] = await db
      .insert(posts)
      .values({
        title: 'Carried over',
        slug: 'carried-over',
        content: '',
        language: 'en',
        status: 'scheduled',
        publishedAt: publishAt,
      } as typeof posts.$inferInsert)
      .returning({ id: posts.id });
    const [upload] = await db
      .insert(registryImports)
      .values({ source: 'carried.tsv', fileId: 'carried-file', status: 'queued' })
      .returning({ id: registryImports.id });
    // What decision 007's table held at the upgrade is gone (migration 0033): nothing is queued for them.
    expect(await jobsNamed(PUBLISH_SCHEDULED_JOB)).toEqual([]);

    // A second instance starting on this database (as the first start after the upgrade) queues them.
    await startAnotherInstance();
    const published = await jobsNamed(PUBLISH_SCHEDULED_JOB);
    expect(published).toEqual([
      expect.objectContaining({
        state: 'created',
        key: `${PUBLISH_SCHEDULED_JOB}:${post!.id}:${publishAt.toISOString()}`,
        data: { postId: post!.id },
      }),
    ]);
    const imports = (await jobsNamed(REGISTRY_IMPORT_JOB)).filter(
      (j) => j.key === registryImportKey(upload!.id),
    );
    expect(imports).toEqual([expect.objectContaining({ state: 'created', data: { importId: upload!.id } })]);
    const { rows: due } = (await db.execute(
      sql`select start_after from ${sql.identifier(BOSS_SCHEMA)}.job where id = ${published[0]!.id}::uuid`,
    )) as unknown as { rows: { start_after: string | Date }[] };
    expect(new Date(due[0]!.start_after).getTime()).toBe(publishAt.getTime());

    // Started again: their keys are held, nothing is queued twice.
    await startAnotherInstance();
    expect(await jobsNamed(PUBLISH_SCHEDULED_JOB)).toHaveLength(1);
    expect(
      (await jobsNamed(REGISTRY_IMPORT_JOB)).filter((j) => j.key === registryImportKey(upload!.id)),
    ).toHaveLength(1);
    await db.delete(posts).where(eq(posts.id, post!.id));
    await db.update(registryImports).set({ status: 'failed' }).where(eq(registryImports.id, upload!.id));
  });
});
