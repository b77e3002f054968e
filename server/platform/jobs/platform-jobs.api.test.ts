import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { donorEmailChallenges } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { allJobs } from '../../jobs';
import { MAIL_SEND_JOB, queueEmail } from '../mail';
import { enqueueJob } from './enqueue';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;

describe('scheduled platform jobs', () => {
  it('the purges, run as their schedule queues them, remove expired sessions and old one-time codes only', async () => {
    const db = t.database.db;
    await addUser(t, 'user', 'purge-old');
    await addUser(t, 'user', 'purge-live');
    await login(t, 'purge-old');
    await login(t, 'purge-live');
    const [old] = await db.select({ userId: sessions.userId }).from(sessions);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - HOUR) })
      .where(eq(sessions.userId, old!.userId));
    await db.insert(donorEmailChallenges).values([
      { email: 'gone@example.test', codeHash: 'x', expiresAt: new Date(Date.now() - 25 * HOUR) },
      { email: 'recent@example.test', codeHash: 'y', expiresAt: new Date(Date.now() - HOUR) },
      { email: 'open@example.test', codeHash: 'z', expiresAt: new Date(Date.now() + HOUR) },
    ]);

    // pg-boss sends a schedule's job with the key `cron:<name>`: the same send, now.
    const purges = allJobs.filter((j) => j.cron && j.name.includes('purge'));
    expect(purges.length).toBeGreaterThanOrEqual(4);
    const ids = [];
    for (const spec of purges) ids.push(await enqueueJob(db, spec.name, {}, { key: `cron:${spec.name}` }));
    expect(await t.app.ctx.jobs.drain()).toBeGreaterThanOrEqual(purges.length);

    const left = await db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((s) => s.userId)).not.toContain(old!.userId);
    expect(left).toHaveLength(1);
    const codes = await db.select({ email: donorEmailChallenges.email }).from(donorEmailChallenges);
    expect(codes.map((c) => c.email).sort()).toEqual(['open@example.test', 'recent@example.test']);
    for (const [i, spec] of purges.entries())
      expect(await t.app.ctx.jobs.boss.getJobById(spec.name, ids[i]!), spec.name).toMatchObject({
        state: 'completed',
      });
  });

  it('the app queue, once started, has every schedule in UTC, runs queued jobs by itself and stops with the app', async () => {
    const db = t.database.db;
    const id = await queueEmail(db, {
      to: 'a@example.test',
      subject: 's',
      text: 't',
      locale: 'en',
      template: 'test',
    });
    const [job] = await t.app.ctx.jobs.boss.findJobs(MAIL_SEND_JOB, { key: `mail:${id}` });
    expect(job).toMatchObject({ state: 'created', data: { outboxId: id } });
    await t.app.ctx.jobs.start();
    try {
      const schedules = await t.app.ctx.jobs.boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron, s.timezone]).sort()).toEqual(
        allJobs
          .filter((j) => j.cron)
          .map((j) => [j.name, j.cron, 'UTC'])
          .sort(),
      );
      const state = async () => (await t.app.ctx.jobs.boss.getJobById(MAIL_SEND_JOB, job!.id))?.state;
      for (let i = 0; i < 200 && (await state()) !== 'completed'; i++)
        await new Promise((r) => setTimeout(r, 50));
      // Without SMTP the job finishes and the message stays in the outbox for admins.
      expect(await state()).toBe('completed');
    } finally {
      await t.app.ctx.jobs.stop();
    }
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(message!.status).toBe('queued');
    expect(message!.htmlBody).toContain('<html');
  });
});
