import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/platform';
import { createTestApp, type TestApp } from '../test/test-app';
import { BOSS_SCHEMA } from './jobs/maintained-queue';
import { MAIL_SEND_JOB, queueEmail, requeueUnsentMail } from './mail';

/** A real SMTP server on loopback receives what the outbox delivers. */
let smtp: SMTPServer;
let port = 0;
const received: { to: string[]; raw: string }[] = [];
let refuse = false;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, cb) {
      cb(refuse ? new Error('mailbox unavailable') : undefined);
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'test@example.org' });
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

/** The pg-boss job that delivers a message (key `mail:<id>`). */
async function mailJob(outboxId: number) {
  const [job] = await t.app.ctx.jobs.boss.findJobs(MAIL_SEND_JOB, { key: `mail:${outboxId}` });
  return job!;
}

/** Seconds until a job is due (its retry's wait), by the database's clock. */
async function dueIn(id: string): Promise<number> {
  const { rows } = (await t.database.db.execute(
    sql`select extract(epoch from start_after - now()) as s from ${sql.identifier(BOSS_SCHEMA)}.job where id = ${id}::uuid`,
  )) as unknown as { rows: { s: string | number }[] };
  return Number(rows[0]!.s);
}

describe('outbox delivery over SMTP', () => {
  it('sends a queued message with its attachment through the mail job and marks it sent', async () => {
    const db = t.database.db;
    const file = await t.app.ctx.storage.put(db, {
      body: Buffer.from('%PDF-1.4 test'),
      fileName: 'receipt.pdf',
      mimeType: 'application/pdf',
    });
    const id = await queueEmail(db, {
      to: 'donor@example.com',
      subject: 'Votre reçu officiel',
      text: 'Bonjour, voici votre reçu.',
      locale: 'fr',
      template: 'test',
      attachments: [{ fileId: file.id, fileName: 'receipt.pdf', mimeType: 'application/pdf' }],
    });
    expect(await t.app.ctx.jobs.drain()).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['donor@example.com']);
    expect(received[0]!.raw).toContain('filename=receipt.pdf');
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries a refused message with backoff, keeps its error visible, and fails it after five attempts', async () => {
    const db = t.database.db;
    refuse = true;
    const id = await queueEmail(db, {
      to: 'nobody@example.com',
      subject: 's',
      text: 't',
      locale: 'en',
      template: 'test',
    });
    expect(await t.app.ctx.jobs.drain()).toBe(1);
    let [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    const job = await mailJob(id);
    expect(job.state).toBe('retry');
    expect(await t.app.ctx.jobs.drain()).toBe(0); // the retry waits
    let wait = await dueIn(job.id);
    expect(wait).toBeGreaterThan(5); // 10 s, with pg-boss's jitter
    for (let i = 0; i < 4; i++) {
      // The wait passes (it grows each time: 10 s · 2^(n-1), with jitter).
      await db.execute(
        sql`update ${sql.identifier(BOSS_SCHEMA)}.job set start_after = now() where id = ${job.id}::uuid`,
      );
      expect(await t.app.ctx.jobs.drain()).toBe(1);
      if (i < 3) {
        const next = await dueIn(job.id);
        expect(next).toBeGreaterThan(wait * 0.9);
        wait = next;
      }
    }
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    const failed = await t.app.ctx.jobs.boss.getJobById(MAIL_SEND_JOB, job.id);
    expect(failed).toMatchObject({ state: 'failed', retryCount: 4, retryLimit: 4 });
    expect((failed!.output as { message: string }).message).toMatch(/mailbox unavailable/);
    refuse = false;
  });

  it('a message queued in a transaction that fails is neither kept nor sent', async () => {
    const db = t.database.db;
    const before = received.length;
    await expect(
      db.transaction(async (tx) => {
        await queueEmail(tx, {
          to: 'x@example.com',
          subject: 's',
          text: 't',
          locale: 'en',
          template: 'test',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await t.app.ctx.jobs.drain()).toBe(0);
    expect(received.length).toBe(before);
  });

  it('gives a job to queued messages that have none (written while SMTP was off), not to failed ones', async () => {
    const db = t.database.db;
    const [stranded] = await db
      .insert(emailOutbox)
      .values({ toAddress: 'stranded@example.com', subject: 'Before SMTP', textBody: 't' })
      .returning({ id: emailOutbox.id });
    const ranWithoutSmtp = await queueEmail(db, {
      to: 'late@example.com',
      subject: 'Late',
      text: 't',
      locale: 'en',
      template: 'test',
    });
    // Its job ran while SMTP was off and finished.
    await db.execute(
      sql`update ${sql.identifier(BOSS_SCHEMA)}.job set state = 'completed', completed_on = now()
          where id = ${(await mailJob(ranWithoutSmtp)).id}::uuid`,
    );
    const before = received.length;

    expect(await requeueUnsentMail(db)).toBe(2);
    expect(await requeueUnsentMail(db)).toBe(0);
    expect(await t.app.ctx.jobs.drain()).toBe(2);
    expect(
      received
        .slice(before)
        .map((r) => r.to[0])
        .sort(),
    ).toEqual(['late@example.com', 'stranded@example.com']);
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, stranded!.id));
    expect(row!.status).toBe('sent');
  });
});
