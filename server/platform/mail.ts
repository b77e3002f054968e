import { and, eq, isNull, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { emailOutbox, type OutboxAttachment } from '../db/schema/platform';
import { preparedSql } from '../db/prepared';
import { enqueueJob } from './jobs/enqueue';
import { BOSS_SCHEMA } from './jobs/maintained-queue';
import type { FileStorage } from './storage/storage';
import type { Locale } from '@shared/i18n/language';
import type { AppContext } from './context';
import { emailBrand, htmlOf } from './email/render-email';

export const MAIL_SEND_JOB = 'mail.send';

/**
 * News (marketing) e-mails have a template named `news-…` and are queued only through the privacy
 * feature's queueNewsEmail (consent checked, unsubscribe link in the text). Every other e-mail is
 * transactional (confirmation, pickup, receipt...) and carries no marketing (CASL s. 6(6)).
 */
export const NEWS_TEMPLATE_PREFIX = 'news-';
export const mailCategory = (template: string | null | undefined): 'marketing' | 'transactional' =>
  template?.startsWith(NEWS_TEMPLATE_PREFIX) ? 'marketing' : 'transactional';

/** Headers that mark a message's category; a news e-mail's one-click unsubscribe (RFC 2369, RFC 8058). */
export function categoryHeaders(m: { template: string | null; textBody: string }): Record<string, string> {
  const category = mailCategory(m.template);
  const headers: Record<string, string> = { 'X-Email-Category': category };
  if (category === 'marketing') {
    const url = /https?:\/\/\S+\/unsubscribe\?token=[\w.%-]+/.exec(m.textBody)?.[0];
    if (!url) throw new Error('A news e-mail must carry its unsubscribe link');
    headers['List-Unsubscribe'] = `<${url}>`;
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  } else headers['Auto-Submitted'] = 'auto-generated';
  return headers;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  locale: Locale;
  template: string;
  donationId?: number | null;
  attachments?: OutboxAttachment[];
}

/**
 * Every e-mail is first written to the outbox, on the caller's transaction, so a message exists
 * exactly when the change that caused it was committed. The `mail.send` job queued beside it delivers
 * it afterwards, with retries.
 */
/**
 * The message, prepared once (db/prepared.ts): most requests that change something send an e-mail, on
 * their own transaction. Its delivery job is sent to pg-boss beside it, on the same transaction.
 */
const insertMessage = preparedSql<{ id: number }>('mail_queue', (db) => {
  const value = (name: string) => sql`${sql.placeholder(name)}`;
  return db
    .insert(emailOutbox)
    .values({
      toAddress: value('to'),
      subject: value('subject'),
      textBody: value('text'),
      htmlBody: value('html'),
      locale: value('locale'),
      template: value('template'),
      donationId: value('donationId'),
      attachments: sql`${sql.placeholder('attachments')}::jsonb`,
    } as unknown as typeof emailOutbox.$inferInsert)
    .returning({ id: emailOutbox.id })
    .getSQL();
});

/** The delivery job's key: one queued or running job per message. */
const mailKey = (outboxId: number) => `mail:${outboxId}`;

export async function queueEmail(db: DbOrTx, mail: OutgoingEmail): Promise<number> {
  categoryHeaders({ template: mail.template, textBody: mail.text }); // a news e-mail without its link throws
  // Both or neither: on the caller's transaction (a savepoint in it), or a transaction of their own.
  return db.transaction(async (tx) => {
    const [row] = await insertMessage.run(tx, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      locale: mail.locale,
      template: mail.template,
      donationId: mail.donationId ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
    });
    const id = Number(row!.id);
    await enqueueJob(tx, MAIL_SEND_JOB, { outboxId: id }, { key: mailKey(id) });
    return id;
  });
}

/**
 * Queued messages with no job waiting, running or failed for them in pg-boss get one: messages written
 * before SMTP was configured (their job found no SMTP and finished), or before the job existed (the
 * upgrade from decision 007's table). Returns how many.
 */
export async function requeueUnsentMail(db: Db, limit = 500): Promise<number> {
  const { rows } = (await db.execute(sql`
    select m.id from ${emailOutbox} m
    where m.status = 'queued' and not exists (
      select 1 from ${sql.identifier(BOSS_SCHEMA)}.job j
      where j.name = ${MAIL_SEND_JOB} and j.singleton_key = 'mail:' || m.id
        and j.state in ('created', 'retry', 'active', 'failed'))
    order by m.id limit ${limit}`)) as unknown as { rows: { id: number | string }[] };
  for (const m of rows) {
    await db.transaction((tx) =>
      enqueueJob(tx, MAIL_SEND_JOB, { outboxId: Number(m.id) }, { key: mailKey(Number(m.id)) }),
    );
  }
  return rows.length;
}

/** Writes a message's HTML part from its text, through the one layout, if it has none yet. */
export async function addHtmlPart(ctx: AppContext, outboxId: number): Promise<void> {
  const [m] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  if (!m || m.htmlBody) return;
  const html = await htmlOf(m, () => emailBrand(ctx.settings, ctx.env.PUBLIC_URL));
  await ctx.db
    .update(emailOutbox)
    .set({ htmlBody: html })
    .where(and(eq(emailOutbox.id, outboxId), isNull(emailOutbox.htmlBody)));
}

export interface MailDelivery {
  /**
   * Sends one outbox message (attempt n of max). A refused send records the error on the message and
   * throws, so the `mail.send` job retries it; after the last attempt the message is `failed`.
   */
  send(outboxId: number, attempt: number, maxAttempts: number): Promise<'sent' | 'already-sent'>;
  close(): void;
}

/** Sends outbox messages through SMTP (SMTP_URL). Without SMTP, messages stay in the outbox for admins. */
export function createSmtpDelivery(opts: {
  db: Db;
  storage: FileStorage;
  smtpUrl: string;
  from: string;
}): MailDelivery {
  const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);

  return {
    async send(outboxId, attempt, maxAttempts) {
      const [m] = await opts.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
      if (!m || m.status === 'sent') return 'already-sent';
      try {
        const attachments = [];
        for (const a of m.attachments) {
          const f = await opts.storage.get(opts.db, a.fileId);
          if (!f) throw new Error(`attachment ${a.fileName} (${a.fileId}) is missing from storage`);
          attachments.push({ filename: a.fileName, content: f.body, contentType: a.mimeType });
        }
        await transport.sendMail({
          from: opts.from,
          to: m.toAddress,
          subject: m.subject,
          text: m.textBody,
          html: m.htmlBody ?? undefined,
          headers: categoryHeaders(m),
          attachments,
        });
      } catch (err) {
        await opts.db
          .update(emailOutbox)
          .set({
            attempts: attempt,
            lastError: (err as Error).message,
            status: attempt >= maxAttempts ? 'failed' : 'queued',
          })
          .where(eq(emailOutbox.id, m.id));
        throw err;
      }
      await opts.db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: attempt, lastError: null })
        .where(eq(emailOutbox.id, m.id));
      return 'sent';
    },
    close: () => transport.close(),
  };
}
