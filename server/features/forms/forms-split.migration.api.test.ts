import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { migrationsFolder } from '../../platform/paths';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';

/*
 * Migration 0019 (DECISIONS §10): forms that carried both languages become an English form and a
 * linked French one. Run on a database migrated up to 0018 and holding such forms, then migrated on.
 */

const SPLIT_AT = 19;
let database: Database;
let folder: string;
let scratch: ScratchDatabase | undefined;
const adminUrl = process.env.TEST_DATABASE_URL;

/** A migrations folder holding the first `count` migrations of the real one. */
function migrationsUpTo(count: number) {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.filter((e) => e.idx < count);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) copyFileSync(join(migrationsFolder, `${e.tag}.sql`), join(folder, `${e.tag}.sql`));
}

const migrateTo = (count: number) => {
  migrationsUpTo(count);
  return database.kind === 'pglite'
    ? migratePglite(database.db as never, { migrationsFolder: folder })
    : migratePg(database.db as never, { migrationsFolder: folder });
};

const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

const bi = (en: string, fr: string) => ({ en, fr });
const oldField = (id: string, type: string, label: [string, string], extra: object = {}) => ({
  id,
  type,
  label: bi(...label),
  placeholder: bi('', ''),
  helpText: bi('', ''),
  required: true,
  ...extra,
});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'forms-split-'));
  if (adminUrl) scratch = await createScratchDatabase(adminUrl, 't_split');
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
  expect(readdirSync(migrationsFolder)).toContain('0019_forms_one_per_language.sql');
  await migrateTo(SPLIT_AT);

  const bilingual = [
    oldField('fname01', 'text', ['Full name', 'Nom complet'], { placeholder: bi('Jane Doe', '') }),
    oldField('fpick01', 'select', ['Vehicle', 'Véhicule'], {
      options: ['Car', 'Truck'],
      helpText: bi('', 'Aide'),
    }),
  ];
  const englishOnly = [oldField('fcomp01', 'text', ['Company', ''])];
  const insertForm = (o: { name: string; nameFr: string; slug: string; fields: object; deleted?: boolean }) =>
    rows<{ id: number }>(sql`
      INSERT INTO custom_forms (name, name_fr, slug, description, description_fr, fields, is_active, deleted_at)
      VALUES (${o.name}, ${o.nameFr}, ${o.slug}, 'Help us', ${o.nameFr ? 'Aidez-nous' : ''},
        ${JSON.stringify(o.fields)}::jsonb, true, ${o.deleted ? new Date() : null})
      RETURNING id`);
  const answer = (formId: number, language: string, name: string) =>
    database.db.execute(sql`
      INSERT INTO form_submissions (form_id, data, language, fields)
      VALUES (${formId}, ${JSON.stringify({ fname01: name, fpick01: 'Car' })}::jsonb, ${language},
        ${JSON.stringify(bilingual.map((f) => ({ id: f.id, type: f.type, label: f.label })))}::jsonb)`);

  const [volunteers] = await insertForm({
    name: 'Volunteers',
    nameFr: 'Bénévoles',
    slug: 'volunteers',
    fields: bilingual,
  });
  await answer(volunteers!.id, 'en', 'Ann');
  await answer(volunteers!.id, 'en', 'Bob');
  await answer(volunteers!.id, 'fr', 'Zoé');
  await insertForm({ name: 'Companies', nameFr: '', slug: 'companies', fields: englishOnly });
  // Its French name's slug is taken: the French form gets the slug with -fr.
  await insertForm({ name: 'Taken', nameFr: 'Companies', slug: 'taken', fields: bilingual });
  const [gone] = await insertForm({
    name: 'Old',
    nameFr: 'Ancien',
    slug: 'old--deleted-9',
    fields: bilingual,
    deleted: true,
  });
  await answer(gone!.id, 'fr', 'Éloïse');

  await migrateTo(1000);
});

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
  await scratch?.drop();
});

type FormRow = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  language: string;
  translation_of: number | null;
  fields: { id: string; label: string; placeholder: string; helpText: string; options?: string[] }[];
  deleted_at: Date | null;
};
const forms = () => rows<FormRow>(sql`SELECT * FROM custom_forms ORDER BY id`);
const bySlug = async (slug: string) => (await forms()).find((f) => f.slug === slug)!;

describe('migration 0019: one form per language', () => {
  it('splits a two-language form into an English form and a linked French one', async () => {
    const en = await bySlug('volunteers');
    const fr = await bySlug('benevoles');
    expect(en).toMatchObject({ name: 'Volunteers', language: 'en', translation_of: null });
    expect(fr).toMatchObject({
      name: 'Bénévoles',
      description: 'Aidez-nous',
      language: 'fr',
      translation_of: en.id,
    });
    expect(en.fields.map((f) => [f.label, f.placeholder, f.helpText])).toEqual([
      ['Full name', 'Jane Doe', ''],
      ['Vehicle', '', 'Aide'],
    ]);
    // A French text left blank shows the English one, as visitors saw it before.
    expect(fr.fields.map((f) => [f.label, f.placeholder, f.helpText])).toEqual([
      ['Nom complet', 'Jane Doe', ''],
      ['Véhicule', '', 'Aide'],
    ]);
    expect(fr.fields[1]!.options).toEqual(['Car', 'Truck']);
    expect(fr.fields.map((f) => f.id)).toEqual(en.fields.map((f) => f.id));
  });

  it('moves the French answers to the French form with their French labels, the others stay', async () => {
    const en = await bySlug('volunteers');
    const fr = await bySlug('benevoles');
    const answers = await rows<{
      form_id: number;
      language: string;
      data: Record<string, string>;
      fields: { label: string }[];
    }>(sql`SELECT * FROM form_submissions ORDER BY id`);
    const of = (id: number) => answers.filter((a) => a.form_id === id);
    expect(of(en.id).map((a) => a.data.fname01)).toEqual(['Ann', 'Bob']);
    expect(of(en.id)[0]!.fields.map((f) => f.label)).toEqual(['Full name', 'Vehicle']);
    expect(of(fr.id).map((a) => a.data.fname01)).toEqual(['Zoé']);
    expect(of(fr.id)[0]!.fields.map((f) => f.label)).toEqual(['Nom complet', 'Véhicule']);
  });

  it('leaves an English-only form alone, and finds a free slug when the French name is taken', async () => {
    const all = await forms();
    const companies = all.find((f) => f.slug === 'companies')!;
    expect(companies).toMatchObject({ language: 'en', translation_of: null });
    expect(companies.fields[0]).toMatchObject({ label: 'Company', placeholder: '', helpText: '' });
    expect(all.filter((f) => f.translation_of === companies.id)).toEqual([]);
    const taken = all.find((f) => f.slug === 'taken')!;
    expect(all.find((f) => f.translation_of === taken.id)?.slug).toBe('taken-fr');
  });

  it('splits a deleted form kept for its answers into two deleted forms', async () => {
    const old = await bySlug('old--deleted-9');
    const copy = (await forms()).find((f) => f.translation_of === old.id)!;
    expect(copy).toMatchObject({ slug: 'old--deleted-9-fr', name: 'Ancien', language: 'fr' });
    expect(copy.deleted_at).not.toBeNull();
    const [moved] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM form_submissions WHERE form_id = ${copy.id}`,
    );
    expect(moved!.n).toBe(1);
  });
});
