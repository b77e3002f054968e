import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/platform';
import { createTestApp, type TestApp } from '../test/test-app';
import { createSmtpDelivery, queueEmail } from './mail';

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
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('outbox delivery over SMTP', () => {
  it('sends a queued message with its attachment and marks it sent', async () => {
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
    const delivery = createSmtpDelivery({
      db,
      storage: t.app.ctx.storage,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'test@example.org',
    });
    expect(await delivery.flush()).toBe(1);
    delivery.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['donor@example.com']);
    expect(received[0]!.raw).toContain('filename=receipt.pdf');
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).not.toBeNull();
  });

  it('keeps a refused message queued with its error, and gives up after five attempts', async () => {
    const db = t.database.db;
    refuse = true;
    const id = await queueEmail(db, {
      to: 'nobody@example.com',
      subject: 's',
      text: 't',
      locale: 'en',
      template: 'test',
    });
    const delivery = createSmtpDelivery({
      db,
      storage: t.app.ctx.storage,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'test@example.org',
    });
    await delivery.flush();
    let [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.lastError).toMatch(/mailbox unavailable/);
    for (let i = 0; i < 4; i++) await delivery.flush();
    [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: 'failed', attempts: 5 });
    delivery.stop();
    refuse = false;
  });
});
