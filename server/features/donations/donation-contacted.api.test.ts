import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donationCommunications } from '../../db/schema/donations';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { insertDonation, insertPortalAccess } from './donation-fixtures.testing';

let t: TestApp;
let editor: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'contact-editor');
  await addUser(t, 'admin', 'contact-admin');
  editor = await login(t, 'contact-editor');
  admin = await login(t, 'contact-admin');
});
afterAll(() => t.close());

const patch = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/donations/${id}/status`, headers: { cookie }, payload });
const mails = (id: number) =>
  t.database.db.select().from(emailOutbox).where(eq(emailOutbox.donationId, id)).orderBy(emailOutbox.id);

describe('first contact with the donor', () => {
  it('e-mails the donor in their language when staff mark the donation contacted', async () => {
    const d = await insertDonation(t.database.db, {
      locale: 'fr',
      firstName: 'Chloé',
      make: 'Toyota',
      model: 'Corolla',
    });
    const access = await insertPortalAccess(t.database.db, d.id, d.email);
    expect((await patch(editor, d.id, { status: 'contacted' })).statusCode).toBe(200);

    const [mail] = await mails(d.id);
    expect(mail).toMatchObject({ toAddress: d.email, template: 'donation-contacted', locale: 'fr' });
    expect(mail!.subject).toBe(`Nous communiquons avec vous au sujet de votre don (don nº ${d.id})`);
    expect(mail!.textBody).toContain('Bonjour Chloé,');
    expect(mail!.textBody).toContain('Notre équipe a examiné votre don');
    expect(mail!.textBody).toContain(`/enhanced-donor-portal?code=${access.accessCode}`);
    // Kept in the donation's communications, as every notice is.
    const comms = await t.database.db
      .select()
      .from(donationCommunications)
      .where(eq(donationCommunications.donationId, d.id));
    expect(comms.map((c) => c.subject)).toEqual([mail!.subject]);
  });

  it('writes in English to an English-speaking donor', async () => {
    const d = await insertDonation(t.database.db, { locale: 'en' });
    await patch(editor, d.id, { status: 'contacted' });
    const [mail] = await mails(d.id);
    expect(mail!.subject).toBe(`We are in touch about your donation (donation #${d.id})`);
    expect(mail!.textBody).toContain('Our team has reviewed your donation');
  });

  it('sends it once, even when the donation comes back to contacted', async () => {
    const d = await insertDonation(t.database.db, {});
    await patch(editor, d.id, { status: 'contacted' });
    expect((await patch(admin, d.id, { status: 'pending', notes: 'Wrong donation' })).statusCode).toBe(200);
    expect((await patch(editor, d.id, { status: 'contacted' })).statusCode).toBe(200);
    expect((await mails(d.id)).map((m) => m.template)).toEqual(['donation-contacted']);
  });

  it('sends nothing when the move is refused', async () => {
    const d = await insertDonation(t.database.db, { status: 'completed' });
    expect((await patch(editor, d.id, { status: 'contacted' })).statusCode).toBe(409);
    expect(await mails(d.id)).toEqual([]);
  });
});
