import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth';
import { donorEmailChallenges } from '../../db/schema/donations';
import { jobs } from '../../db/schema/jobs';
import { emailOutbox } from '../../db/schema/platform';
import { queueEmail } from '../mail';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600_000;

describe('scheduled platform jobs', () => {
  it('every schedule fires once per period; the purges remove expired sessions and old one-time codes only', async () => {
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

    const fired = await t.app.ctx.jobs.fireSchedules();
    expect(fired).toBeGreaterThanOrEqual(4);
    expect(await t.app.ctx.jobs.fireSchedules()).toBe(0);
    await t.app.ctx.jobs.drain();

    const left = await db.select({ userId: sessions.userId }).from(sessions);
    expect(left.map((s) => s.userId)).not.toContain(old!.userId);
    expect(left).toHaveLength(1);
    const codes = await db.select({ email: donorEmailChallenges.email }).from(donorEmailChallenges);
    expect(codes.map((c) => c.email).sort()).toEqual(['open@example.test', 'recent@example.test']);
    const ran = await db.select().from(jobs);
    expect(ran.filter((j) => j.name.includes('purge')).every((j) => j.state === 'done')).toBe(true);
  });

  it('the app runner, once started, runs queued jobs by itself and stops with the app', async () => {
    const db = t.database.db;
    const id = await queueEmail(db, {
      to: 'a@example.test',
      subject: 's',
      text: 't',
      locale: 'en',
      template: 'test',
    });
    t.app.ctx.jobs.start();
    const state = async () =>
      (
        await db
          .select()
          .from(jobs)
          .where(eq(jobs.key, `mail:${id}`))
      )[0]?.state;
    for (let i = 0; i < 100 && (await state()) !== 'done'; i++) await new Promise((r) => setTimeout(r, 50));
    await t.app.ctx.jobs.stop();
    // Without SMTP the job finishes and the message stays in the outbox for admins.
    expect(await state()).toBe('done');
    const [message] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(message!.status).toBe('queued');
  });
});
