import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueEmail } from '../../platform/mail';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;
let withFile: number;
let plain: number;
let attachedId: string;
let strayId: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'outbox-admin');
  await addUser(t, 'editor', 'outbox-editor');
  admin = await login(t, 'outbox-admin');
  editor = await login(t, 'outbox-editor');
  const db = t.database.db;
  const pdf = Buffer.from('%PDF-1.7 receipt bytes');
  const attached = await t.app.ctx.storage.put(db, {
    body: pdf,
    fileName: 'reçu 2026-000001.pdf',
    mimeType: 'application/pdf',
  });
  const stray = await t.app.ctx.storage.put(db, {
    body: Buffer.from('secret'),
    fileName: 'other.pdf',
    mimeType: 'application/pdf',
  });
  attachedId = attached.id;
  strayId = stray.id;
  plain = await queueEmail(db, {
    to: 'a@example.test',
    subject: 'First',
    text: 'Hello',
    locale: 'en',
    template: 't1',
  });
  withFile = await queueEmail(db, {
    to: 'b@example.test',
    subject: 'Votre reçu',
    text: 'Bonjour',
    html: '<p>Bonjour <script>alert(1)</script></p>',
    locale: 'fr',
    template: 'receipt-issued',
    attachments: [{ fileId: attached.id, fileName: attached.fileName, mimeType: 'application/pdf' }],
  });
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('admin outbox', () => {
  it('is for admins only: 401 signed out, 403 for an editor', async () => {
    for (const url of [
      '/api/admin/outbox',
      `/api/admin/outbox/${withFile}`,
      `/api/admin/outbox/${withFile}/attachments/${attachedId}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      expect((await get(url, editor)).statusCode, url).toBe(403);
    }
  });

  it('lists messages newest first with their attachment count, page by page', async () => {
    const first = await get('/api/admin/outbox?pageSize=1', admin);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.json().items).toEqual([
      expect.objectContaining({
        id: withFile,
        recipient: 'b@example.test',
        status: 'queued',
        attachmentsCount: 1,
        sentAt: null,
      }),
    ]);
    const second = await get('/api/admin/outbox?pageSize=1&page=2', admin);
    expect(second.json().items.map((m: { id: number }) => m.id)).toEqual([plain]);
    const sent = await get('/api/admin/outbox?status=sent', admin);
    expect(sent.json()).toMatchObject({ total: 0, items: [] });
  });

  it('shows one message with both bodies as stored and its attachments', async () => {
    const res = await get(`/api/admin/outbox/${withFile}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: 'Votre reçu',
      textBody: 'Bonjour',
      htmlBody: '<p>Bonjour <script>alert(1)</script></p>',
      locale: 'fr',
      attachments: [{ fileId: attachedId, fileName: 'reçu 2026-000001.pdf', mimeType: 'application/pdf' }],
    });
    expect((await get('/api/admin/outbox/999999', admin)).statusCode).toBe(404);
  });

  it('serves an attached file with its type and name', async () => {
    const res = await get(`/api/admin/outbox/${withFile}/attachments/${attachedId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''re%C3%A7u%202026-000001.pdf");
    expect(res.body).toBe('%PDF-1.7 receipt bytes');
  });

  it('refuses a stored file that is not attached to that message', async () => {
    const stray = await get(`/api/admin/outbox/${withFile}/attachments/${strayId}`, admin);
    expect(stray.statusCode).toBe(404);
    expect(stray.body).not.toContain('secret');
    const elsewhere = await get(`/api/admin/outbox/${plain}/attachments/${attachedId}`, admin);
    expect(elsewhere.statusCode).toBe(404);
  });
});
