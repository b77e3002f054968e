import { and, asc, eq, lt } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox, type OutboxAttachment } from '../db/schema/platform';
import type { FileStorage } from './storage';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale: 'en' | 'fr';
  template: string;
  donationId?: number | null;
  attachments?: OutboxAttachment[];
}

/**
 * Every e-mail is first written to the outbox, on the caller's transaction, so a message exists
 * exactly when the change that caused it was committed. Delivery happens afterwards.
 */
export async function queueEmail(db: DbOrTx, mail: OutgoingEmail): Promise<number> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      locale: mail.locale,
      template: mail.template,
      donationId: mail.donationId ?? null,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

const MAX_ATTEMPTS = 5;

export interface MailDelivery {
  /** Sends what is queued; returns how many were sent. */
  flush(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): void;
}

/** Sends queued outbox messages through SMTP (SMTP_URL). Without SMTP, messages stay in the outbox for admins. */
export function createSmtpDelivery(opts: {
  db: Db;
  storage: FileStorage;
  smtpUrl: string;
  from: string;
}): MailDelivery {
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
  let timer: NodeJS.Timeout | undefined;
  let running = false;

  async function flush(): Promise<number> {
    if (running) return 0;
    running = true;
    let sent = 0;
    try {
      const queued = await opts.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lt(emailOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(emailOutbox.createdAt))
        .limit(20);
      for (const m of queued) {
        try {
          const attachments = [];
          for (const a of m.attachments) {
            const f = await opts.storage.get(opts.db, a.fileId);
            if (f) attachments.push({ filename: a.fileName, content: f.body, contentType: a.mimeType });
          }
          await transport.sendMail({
            from: opts.from,
            to: m.toAddress,
            subject: m.subject,
            text: m.textBody,
            html: m.htmlBody ?? undefined,
            attachments,
          });
          await opts.db
            .update(emailOutbox)
            .set({ status: 'sent', sentAt: new Date(), attempts: m.attempts + 1, lastError: null })
            .where(eq(emailOutbox.id, m.id));
          sent++;
        } catch (err) {
          const attempts = m.attempts + 1;
          await opts.db
            .update(emailOutbox)
            .set({
              attempts,
              lastError: (err as Error).message,
              status: attempts >= MAX_ATTEMPTS ? 'failed' : 'queued',
            })
            .where(eq(emailOutbox.id, m.id));
        }
      }
    } finally {
      running = false;
    }
    return sent;
  }

  return {
    flush,
    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void flush().catch(() => undefined), intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      transport.close();
    },
  };
}
