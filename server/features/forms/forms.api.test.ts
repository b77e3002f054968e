import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldDef } from '@shared/forms/form.schemas';
import { customForms, formSubmissions } from '../../db/schema/forms';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let editor: string;
let donor: string;
let dealer: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'forms-admin');
  await addUser(t, 'editor', 'forms-editor');
  await addUser(t, 'user', 'forms-donor');
  await addUser(t, 'dealer', 'forms-dealer');
  admin = await login(t, 'forms-admin');
  editor = await login(t, 'forms-editor');
  donor = await login(t, 'forms-donor');
  dealer = await login(t, 'forms-dealer');
});
afterAll(() => t.close());

const bi = (en: string, fr: string) => ({ en, fr });
const field = (
  id: string,
  type: FormFieldDef['type'],
  label: [string, string],
  extra: Partial<FormFieldDef> = {},
) => ({
  id,
  type,
  label: bi(...label),
  placeholder: bi('', ''),
  helpText: bi('', ''),
  required: true,
  ...extra,
});

const ALL_FIELDS = [
  field('fname01', 'text', ['Full name', 'Nom complet'], { placeholder: bi('Jane Doe', 'Marie Tremblay') }),
  field('femail01', 'email', ['E-mail', 'Courriel'], { helpText: bi('We reply here', 'Nous répondons ici') }),
  field('fphone01', 'phone', ['Phone', 'Téléphone']),
  field('fnotes01', 'textarea', ['Message', 'Message'], { required: false }),
  field('fpick01', 'select', ['Vehicle type', 'Type de véhicule'], { options: ['Car', 'Truck'] }),
  field('fagree01', 'checkbox', ['I agree', "J'accepte"]),
  field('fdate01', 'date', ['Pickup date', 'Date de collecte']),
];

let slugN = 0;
const formBody = (o: Record<string, unknown> = {}) => ({
  name: 'Volunteer sign-up',
  nameFr: 'Inscription des bénévoles',
  slug: `volunteer-${++slugN}`,
  description: 'Help us',
  descriptionFr: 'Aidez-nous',
  notifyEmail: '',
  isActive: true,
  fields: ALL_FIELDS,
  ...o,
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: payload as object,
  });

async function createForm(o: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/forms', admin, formBody(o));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; slug: string };
}

const valid = {
  fname01: 'Zoé Lévesque',
  femail01: 'zoe@example.org',
  fphone01: '613 555 0123',
  fnotes01: 'Bonjour, "merci", à bientôt',
  fpick01: 'Truck',
  fagree01: true,
  fdate01: '2026-12-01',
};

let ip = 0;
const submit = (
  id: number,
  body: unknown,
  lang = 'en-CA',
  remoteAddress = `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/forms/${id}/submit`,
    headers: { 'accept-language': lang, 'user-agent': 'Vitest browser 1.0' },
    payload: body as object,
    remoteAddress,
  });

describe('form builder API', () => {
  it('saves a form with every field type and reads it back unchanged', async () => {
    const created = await createForm();
    const res = await call('GET', `/api/forms/${created.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Volunteer sign-up',
      nameFr: 'Inscription des bénévoles',
      isActive: true,
      fields: ALL_FIELDS,
      submissionCount: 0,
    });
    const list = await call('GET', '/api/forms', editor);
    expect(list.json().forms.map((f: { id: number }) => f.id)).toContain(created.id);
  });

  it('needs a name, at least one field, a valid slug and options for a select', async () => {
    const res = await call(
      'POST',
      '/api/forms',
      admin,
      formBody({ name: ' ', fields: [], slug: 'Bad Slug!' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      name: 'Form name is required',
      fields: 'Please add at least one field to your form.',
      slug: 'Use lowercase letters, digits and hyphens (50 at most)',
    });
    const noOptions = await call(
      'POST',
      '/api/forms',
      admin,
      formBody({ fields: [field('fsel0001', 'select', ['Pick', 'Choix'], { options: [] })] }),
      { 'accept-language': 'fr-CA' },
    );
    expect(noOptions.json().fieldErrors['fields.0.options']).toBe('Entrez au moins une option');
  });

  it('refuses a slug another form uses', async () => {
    const a = await createForm();
    const res = await call('POST', '/api/forms', admin, formBody({ slug: a.slug }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.slug).toBe('Another form already uses this address');
  });

  it('refuses donors, dealers and visitors on every staff endpoint', async () => {
    const f = await createForm();
    const staffCalls: [Parameters<typeof call>[0], string, unknown?][] = [
      ['GET', '/api/forms'],
      ['GET', `/api/forms/${f.id}`],
      ['POST', '/api/forms', formBody()],
      ['PUT', `/api/forms/${f.id}`, formBody()],
      ['PATCH', `/api/forms/${f.id}`, { isActive: false }],
      ['DELETE', `/api/forms/${f.id}?submissions=delete`],
      ['GET', `/api/forms/${f.id}/submissions`],
      ['GET', `/api/forms/${f.id}/submissions/1`],
      ['GET', `/api/forms/${f.id}/submissions/export`],
      ['GET', `/api/forms/${f.id}/stats`],
    ];
    for (const [method, url, body] of staffCalls) {
      expect((await call(method, url, donor, body)).statusCode, `${method} ${url} donor`).toBe(403);
      expect((await call(method, url, dealer, body)).statusCode, `${method} ${url} dealer`).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url} visitor`).toBe(401);
    }
    expect((await call('GET', `/api/forms/${f.id}`, admin)).statusCode).toBe(200);
  });
});

describe('public form', () => {
  it('serves an active form by slug, Not Found for an unknown one, and no fields while inactive', async () => {
    const f = await createForm();
    const res = await call('GET', `/api/forms/slug/${f.slug}`);
    expect(res.json()).toMatchObject({ id: f.id, isActive: true, name: { fr: 'Inscription des bénévoles' } });
    expect(res.json().fields).toHaveLength(7);
    expect((await call('GET', '/api/forms/slug/nope-nothing')).statusCode).toBe(404);
    await call('PATCH', `/api/forms/${f.id}`, admin, { isActive: false });
    const off = await call('GET', `/api/forms/slug/${f.slug}`);
    expect(off.json()).toMatchObject({ isActive: false, fields: [] });
    const refused = await submit(f.id, valid);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This form is currently not accepting submissions.');
  });

  it('stores a valid submission with its time, language, address, browser and labels', async () => {
    const f = await createForm();
    const res = await submit(f.id, { ...valid, unknown: 'dropped' }, 'fr-CA', '203.0.113.9');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id));
    expect(row).toMatchObject({
      language: 'fr',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest browser 1.0',
      data: { ...valid, fphone01: '(613) 555-0123' },
    });
    expect(row!.fields.map((x) => x.label.fr)).toContain('Date de collecte');
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('refuses each invalid value naming the field, in the visitor language', async () => {
    const f = await createForm();
    const empty = await submit(f.id, { fagree01: false });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      fname01: 'Full name is required',
      femail01: 'E-mail is required',
      fphone01: 'Phone is required',
      fpick01: 'Vehicle type is required',
      fagree01: 'I agree is required',
      fdate01: 'Pickup date is required',
    });
    const bad = await submit(
      f.id,
      { ...valid, femail01: 'zoe@', fphone01: '555-0123', fpick01: 'Boat', fdate01: '2026-02-30' },
      'fr-CA',
    );
    expect(bad.json().fieldErrors).toEqual({
      femail01: 'Courriel : entrez une adresse courriel valide',
      fphone01: 'Téléphone : entrez un numéro de téléphone nord-américain, par exemple 613-555-0123',
      fpick01: 'Type de véhicule : choisissez une des options',
      fdate01: 'Date de collecte : entrez une date valide',
    });
    const wrongType = await submit(f.id, { ...valid, fagree01: 'yes' });
    expect(wrongType.json().fieldErrors.fagree01).toBe('I agree is not valid');
    expect(
      await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id)),
    ).toHaveLength(0);
  });

  it('answers a filled honeypot like a stored response but stores nothing', async () => {
    const f = await createForm();
    const res = await submit(f.id, { ...valid, hp_website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(
      await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id)),
    ).toHaveLength(0);
  });

  it('limits submissions per address', async () => {
    const f = await createForm();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await submit(f.id, valid, 'en-CA', '198.51.100.77')).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('stores 100 parallel submissions', async () => {
    const f = await createForm();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => submit(f.id, { ...valid, fname01: `Person ${i}` })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    const rows = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id));
    expect(new Set(rows.map((r) => r.data.fname01)).size).toBe(100);
    const stats = await call('GET', `/api/forms/${f.id}/stats`, admin);
    expect(stats.json().total).toBe(100);
    expect(stats.json().days).toHaveLength(30);
    expect(stats.json().days.at(-1).count).toBe(100);
  });

  it("e-mails the form's owner through the queue", async () => {
    const f = await createForm({ notifyEmail: 'owner@example.org' });
    await submit(f.id, valid);
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'owner@example.org'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('New response to the form “Volunteer sign-up”');
    expect(mails[0]!.textBody).toContain('Phone: (613) 555-0123');
    expect(mails[0]!.textBody).toContain('I agree: Yes');
  });
});

describe('submissions', () => {
  it('keeps old submissions readable after the form changes', async () => {
    const f = await createForm();
    await submit(f.id, valid);
    const changed = formBody({
      slug: f.slug,
      fields: [field('fnew0001', 'text', ['Company', 'Entreprise'])],
    });
    expect((await call('PUT', `/api/forms/${f.id}`, admin, changed)).statusCode).toBe(200);
    await submit(f.id, { fnew0001: 'Garage Lévis' });
    const list = await call('GET', `/api/forms/${f.id}/submissions`, admin);
    const [newer, older] = list.json().items;
    expect(newer.fields.map((x: { label: { en: string } }) => x.label.en)).toEqual(['Company']);
    expect(older.fields.map((x: { label: { en: string } }) => x.label.en)).toContain('Pickup date');
    expect(older.data.fdate01).toBe('2026-12-01');
    const one = await call('GET', `/api/forms/${f.id}/submissions/${older.id}`, admin);
    expect(one.json().data.fname01).toBe('Zoé Lévesque');
    const search = await call('GET', `/api/forms/${f.id}/submissions?search=L%C3%A9vis`, admin);
    expect(search.json().total).toBe(1);
    const csv = await call('GET', `/api/forms/${f.id}/submissions/export`, admin);
    const header = csv.body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(header).toBe(
      'Submission,Submitted at,Language,Company,Full name,E-mail,Phone,Message,Vehicle type,I agree,Pickup date,IP address,Browser',
    );
  });

  it('exports CSV as UTF-8 with a BOM, quoting and neutralised formula cells', async () => {
    const f = await createForm({
      fields: [
        field('ftext001', 'text', ['Name, full', 'Nom, complet']),
        field('fnote001', 'textarea', ['Note', 'Note'], { required: false }),
      ],
    });
    const tricky = ['=HYPERLINK("http://evil")', '+1+2', '-3', '@SUM(A1)', 'Éloïse, "la grande"\nligne 2'];
    for (const v of tricky) await submit(f.id, { ftext001: v, fnote001: 'Ça va, très bien' }, 'fr-CA');
    const res = await call('GET', `/api/forms/${f.id}/submissions/export`, admin, undefined, {
      'accept-language': 'fr-CA',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment;');
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Réponse,Envoyée le,Langue,"Nom, complet",Note,Adresse IP,Navigateur');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain(`,'+1+2,`);
    expect(text).toContain(`,'-3,`);
    expect(text).toContain(`,'@SUM(A1),`);
    expect(text).toContain(`"Éloïse, ""la grande""\nligne 2"`);
    expect(text).toContain('"Ça va, très bien"');
    expect(lines.filter((l) => l.includes(',fr,'))).toHaveLength(5);
  });

  it('deletes a form keeping its submissions only on the explicit choice', async () => {
    const f = await createForm();
    await submit(f.id, valid);
    expect((await call('DELETE', `/api/forms/${f.id}`, admin)).statusCode).toBe(400);
    expect((await call('DELETE', `/api/forms/${f.id}?submissions=keep`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/forms/slug/${f.slug}`)).statusCode).toBe(404);
    const list = (await call('GET', '/api/forms', admin)).json().forms;
    expect(list.find((x: { id: number }) => x.id === f.id)).toMatchObject({
      deleted: true,
      submissionCount: 1,
    });
    expect((await call('GET', `/api/forms/${f.id}/submissions`, admin)).json().total).toBe(1);
    expect((await call('DELETE', `/api/forms/${f.id}?submissions=delete`, admin)).statusCode).toBe(200);
    expect(await t.database.db.select().from(customForms).where(eq(customForms.id, f.id))).toHaveLength(0);
    expect(
      await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id)),
    ).toHaveLength(0);
  });
});
