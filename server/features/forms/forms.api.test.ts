import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormFieldDef } from '@shared/forms/form.schemas';
import { customForms, formSubmissions } from '../../db/schema/forms';
import { emailOutbox } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { FORM_SUBMISSIONS_PER_MINUTE } from './forms.routes';

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

const field = (id: string, type: FormFieldDef['type'], label: string, extra: Partial<FormFieldDef> = {}) => ({
  id,
  type,
  label,
  placeholder: '',
  helpText: '',
  required: true,
  ...extra,
});

const ALL_FIELDS = [
  field('fname01', 'text', 'Full name', { placeholder: 'Jane Doe' }),
  field('femail01', 'email', 'E-mail', { helpText: 'We reply here' }),
  field('fphone01', 'phone', 'Phone'),
  field('fnotes01', 'textarea', 'Message', { required: false }),
  field('fpick01', 'select', 'Vehicle type', { options: ['Car', 'Truck'] }),
  field('fagree01', 'checkbox', 'I agree'),
  field('fdate01', 'date', 'Pickup date'),
];

/** The same fields, same ids, in French: the French form translating an English one. */
const ALL_FIELDS_FR = [
  field('fname01', 'text', 'Nom complet', { placeholder: 'Marie Tremblay' }),
  field('femail01', 'email', 'Courriel', { helpText: 'Nous répondons ici' }),
  field('fphone01', 'phone', 'Téléphone'),
  field('fnotes01', 'textarea', 'Message', { required: false }),
  field('fpick01', 'select', 'Type de véhicule', { options: ['Car', 'Truck'] }),
  field('fagree01', 'checkbox', "J'accepte"),
  field('fdate01', 'date', 'Date de collecte'),
];

let slugN = 0;
const formBody = (o: Record<string, unknown> = {}) => ({
  name: 'Volunteer sign-up',
  slug: `volunteer-${++slugN}`,
  description: 'Help us',
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

/** The French version of form `of`. */
const frenchBody = (of: number, o: Record<string, unknown> = {}) =>
  formBody({
    name: 'Inscription des bénévoles',
    slug: `benevoles-${++slugN}`,
    description: 'Aidez-nous',
    language: 'fr',
    translationOf: of,
    fields: ALL_FIELDS_FR,
    ...o,
  });

async function createPair() {
  const en = await createForm();
  const res = await call('POST', '/api/forms', admin, frenchBody(en.id));
  expect(res.statusCode, res.body).toBe(201);
  return { en, fr: res.json() as { id: number; slug: string } };
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
      language: 'en',
      translationOf: null,
      translation: null,
      isActive: true,
      fields: ALL_FIELDS,
      submissionCount: 0,
    });
    const list = await call('GET', '/api/forms', admin);
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
      formBody({ fields: [field('fsel0001', 'select', 'Choix', { options: [] })] }),
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

  it("refuses editors, donors, dealers and visitors on every admin endpoint (the answers are visitors' personal data)", async () => {
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
      expect((await call(method, url, editor, body)).statusCode, `${method} ${url} editor`).toBe(403);
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
    expect(res.json()).toMatchObject({ id: f.id, isActive: true, language: 'en', name: 'Volunteer sign-up' });
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
    const { fr: f } = await createPair();
    const res = await submit(f.id, { ...valid, unknown: 'dropped' }, 'fr-CA', '203.0.113.9');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, f.id));
    expect(row).toMatchObject({
      language: 'fr',
      ipAddress: '203.0.113.9',
      userAgent: 'Vitest browser 1.0',
      data: { ...valid, fphone01: '(613) 555-0123' },
    });
    expect(row!.fields.map((x) => x.label)).toContain('Date de collecte');
    expect(Date.now() - row!.createdAt.getTime()).toBeLessThan(60_000);
  });

  it('records the language of the form answered, in the list and the CSV, whatever the pages were in', async () => {
    const { en, fr } = await createPair();
    // A visitor reading the site in English answers the French form, and the other way round.
    expect((await submit(fr.id, valid, 'en-CA')).statusCode).toBe(201);
    expect((await submit(en.id, valid, 'fr-CA')).statusCode).toBe(201);
    for (const [form, language] of [
      [fr, 'fr'],
      [en, 'en'],
    ] as const) {
      const list = (await call('GET', `/api/forms/${form.id}/submissions`, admin)).json();
      expect(list.items.map((i: { language: string }) => i.language)).toEqual([language]);
      const csv = await call('GET', `/api/forms/${form.id}/submissions/export`, admin);
      const row = csv.body.replace(/^\uFEFF/, '').split('\r\n')[1]!;
      expect(row.split(',')[2]).toBe(language);
    }
  });

  it('refuses each invalid value naming the field (its label) in the visitor language', async () => {
    const { en: f, fr } = await createPair();
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
    const badValues = {
      ...valid,
      femail01: 'zoe@',
      fphone01: '555-0123',
      fpick01: 'Boat',
      fdate01: '2026-02-30',
    };
    const bad = await submit(fr.id, badValues, 'fr-CA');
    expect(bad.json().fieldErrors).toEqual({
      femail01: 'Courriel : entrez une adresse courriel valide',
      fphone01: 'Téléphone : entrez un numéro de téléphone nord-américain, par exemple 613-555-0123',
      fpick01: 'Type de véhicule : choisissez une des options',
      fdate01: 'Date de collecte : entrez une date valide',
    });
    // A French visitor on the English form: messages in French, the field named by the form's label.
    const mixed = await submit(f.id, badValues, 'fr-CA');
    expect(mixed.json().fieldErrors.femail01).toBe('E-mail : entrez une adresse courriel valide');
    const wrongType = await submit(f.id, { ...valid, fagree01: 'yes' });
    expect(wrongType.json().fieldErrors.fagree01).toBe('I agree is not valid');
    for (const id of [f.id, fr.id])
      expect(
        await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.formId, id)),
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

  it('limits submissions per form, from however many addresses, with a message saying so', async () => {
    const f = await createForm({ fields: [field('fname01', 'text', 'Full name')] });
    const other = await createForm({ fields: [field('fname01', 'text', 'Full name')] });
    const codes: number[] = [];
    for (let i = 0; i < FORM_SUBMISSIONS_PER_MINUTE; i++)
      codes.push((await submit(f.id, { fname01: `Person ${i}` })).statusCode);
    expect(codes.every((c) => c === 201)).toBe(true);
    const refused = await submit(f.id, { fname01: 'One too many' }, 'fr-CA');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Ce formulaire reçoit beaucoup de réponses en ce moment\. Veuillez patienter 1\sminute, puis/,
    );
    const inEnglish = await submit(f.id, { fname01: 'Still too many' });
    expect(inEnglish.json().message).toMatch(/^This form is receiving a lot of responses right now/);
    // Another form is not held back by this one's crowd.
    expect((await submit(other.id, { fname01: 'Someone else' })).statusCode).toBe(201);
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
    // The table pages through them, each once.
    const page = async (n: number) =>
      (await call('GET', `/api/forms/${f.id}/submissions?page=${n}&pageSize=30`, admin)).json();
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map((p) => p.total)).toEqual([100, 100, 100, 100]);
    expect(pages.map((p) => p.items.length)).toEqual([30, 30, 30, 10]);
    const ids = pages.flatMap((p) => p.items.map((s: { id: number }) => s.id));
    expect(new Set(ids).size).toBe(100);
    const bad = await call('GET', `/api/forms/${f.id}/submissions?page=0`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.page).toBeTruthy();
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
      fields: [field('fnew0001', 'text', 'Company')],
    });
    expect((await call('PUT', `/api/forms/${f.id}`, admin, changed)).statusCode).toBe(200);
    await submit(f.id, { fnew0001: 'Garage Lévis' });
    const list = await call('GET', `/api/forms/${f.id}/submissions`, admin);
    const [newer, older] = list.json().items;
    expect(newer.fields.map((x: { label: string }) => x.label)).toEqual(['Company']);
    expect(older.fields.map((x: { label: string }) => x.label)).toContain('Pickup date');
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
    const en = await createForm();
    const res0 = await call(
      'POST',
      '/api/forms',
      admin,
      frenchBody(en.id, {
        fields: [
          field('ftext001', 'text', 'Nom, complet'),
          field('fnote001', 'textarea', 'Note', { required: false }),
        ],
      }),
    );
    const f = res0.json() as { id: number };
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

describe('one form per language (DECISIONS §10)', () => {
  it('creates the French version linked to the English one, each with its own slug', async () => {
    const { en, fr } = await createPair();
    const enView = (await call('GET', `/api/forms/${en.id}`, admin)).json();
    const frView = (await call('GET', `/api/forms/${fr.id}`, admin)).json();
    expect(enView).toMatchObject({ language: 'en', translation: { id: fr.id, language: 'fr' } });
    expect(frView).toMatchObject({
      language: 'fr',
      translationOf: en.id,
      translation: { id: en.id, slug: en.slug, language: 'en' },
      fields: ALL_FIELDS_FR,
    });
    const lone = await createForm();
    const list = (await call('GET', '/api/forms', admin)).json().forms as {
      id: number;
      translation: { id: number } | null;
    }[];
    expect(list.find((x) => x.id === en.id)?.translation?.id).toBe(fr.id);
    expect(list.find((x) => x.id === fr.id)?.translation?.id).toBe(en.id);
    // The list flags the forms without one.
    expect(list.find((x) => x.id === lone.id)?.translation).toBeNull();
  });

  it('refuses a translation in the same language, of a translated form or of a missing one', async () => {
    const { en } = await createPair();
    const lone = await createForm();
    const cases: [Record<string, unknown>, string][] = [
      [
        { language: 'en', translationOf: lone.id },
        'A translation is in the other language than the form it translates',
      ],
      [{ language: 'fr', translationOf: en.id }, 'That form already has a translation'],
      [{ language: 'fr', translationOf: 999_999 }, 'The form to translate no longer exists'],
    ];
    for (const [o, message] of cases) {
      const res = await call('POST', '/api/forms', admin, formBody(o));
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().fieldErrors.translationOf).toBe(message);
    }
  });

  it('keeps the language and the link when a form is saved again', async () => {
    const { en, fr } = await createPair();
    const res = await call(
      'PUT',
      `/api/forms/${fr.id}`,
      admin,
      frenchBody(en.id, {
        slug: fr.slug,
        language: 'en',
        translationOf: null,
        name: 'Bénévoles',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Bénévoles', language: 'fr', translationOf: en.id });
  });

  it('shows visitors the form in its language with its translation while that one takes answers', async () => {
    const { en, fr } = await createPair();
    const page = await call('GET', `/api/forms/slug/${en.slug}`, undefined, undefined, {
      'accept-language': 'fr-CA',
    });
    expect(page.json()).toMatchObject({
      language: 'en',
      name: 'Volunteer sign-up',
      translation: { slug: fr.slug, language: 'fr', name: 'Inscription des bénévoles' },
    });
    expect(page.json().fields[0].label).toBe('Full name');
    await call('PATCH', `/api/forms/${fr.id}`, admin, { isActive: false });
    expect((await call('GET', `/api/forms/slug/${en.slug}`)).json().translation).toBeNull();
    await call('PATCH', `/api/forms/${fr.id}`, admin, { isActive: true });
    // Deleted, the French form no longer counts as the translation: a new one can be made.
    await submit(fr.id, valid, 'fr-CA');
    expect((await call('DELETE', `/api/forms/${fr.id}?submissions=keep`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/forms/slug/${en.slug}`)).json().translation).toBeNull();
    expect((await call('GET', `/api/forms/${en.id}`, admin)).json().translation).toBeNull();
    expect((await call('POST', '/api/forms', admin, frenchBody(en.id))).statusCode).toBe(201);
  });

  it('announces the pair with hreflang alternates and lists both in the sitemap', async () => {
    const { en, fr } = await createPair();
    const inactive = await createForm({ isActive: false });
    const head = await call('GET', `/forms/${en.slug}`);
    expect(head.statusCode).toBe(200);
    expect(head.body).toContain('<title>Volunteer sign-up | ');
    expect(head.body).toContain(`<link rel="canonical" href="http://localhost:5000/forms/${en.slug}">`);
    expect(head.body).toContain(
      `<link rel="alternate" hreflang="en-CA" href="http://localhost:5000/forms/${en.slug}">`,
    );
    expect(head.body).toContain(
      `<link rel="alternate" hreflang="fr-CA" href="http://localhost:5000/forms/${fr.slug}">`,
    );
    const frHead = await call('GET', `/forms/${fr.slug}`);
    expect(frHead.body).toContain('<title>Inscription des bénévoles | ');
    expect(frHead.body).toContain(
      `<link rel="alternate" hreflang="en-CA" href="http://localhost:5000/forms/${en.slug}">`,
    );
    // Both pages of the pair give the same default, the English address.
    expect(frHead.body).toContain(
      `<link rel="alternate" hreflang="x-default" href="http://localhost:5000/forms/${en.slug}">`,
    );
    const alone = (await call('GET', `/forms/${inactive.slug}`)).body;
    expect(alone).toContain('<meta name="robots" content="noindex">');
    // A form without a translation is announced in its own language only, never as ?lang= variants.
    expect(alone).toContain(
      `<link rel="alternate" hreflang="en-CA" href="http://localhost:5000/forms/${inactive.slug}">`,
    );
    expect(alone).not.toContain('hreflang="fr-CA"');
    expect(alone).not.toContain('?lang=');
    expect((await call('GET', '/forms/no-such-form')).statusCode).toBe(404);
    const sitemap = (await call('GET', '/sitemap.xml')).body;
    for (const slug of [en.slug, fr.slug])
      expect(sitemap).toContain(`<loc>http://localhost:5000/forms/${slug}</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="http://localhost:5000/forms/${fr.slug}"/>`,
    );
    expect(sitemap).not.toContain(`/forms/${inactive.slug}<`);
  });
});
