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
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { readEnv } from '../../platform/env';
import { migrationsFolder } from '../../platform/paths';
import { createScratchDatabase, type ScratchDatabase } from '../../test/scratch-database';

/*
 * Migration 0017 (DECISIONS §10): pages that carried both languages in one body become an English page
 * and a linked French one. Run on a database migrated up to 0016 and holding such pages, then migrated
 * on; the app then serves both at their own addresses, paired.
 */

const SPLIT_AT = 17;
let database: Database;
let app: App;
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

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pages-split-'));
  if (adminUrl) scratch = await createScratchDatabase(adminUrl, 't_psplit');
  database = await openDatabase({ url: scratch?.url, dataDir: 'memory://' });
  expect(readdirSync(migrationsFolder)).toContain('0017_media_library_bilingual_pages.sql');
  await migrateTo(SPLIT_AT);

  const insertPage = (p: {
    title: string;
    slug: string;
    content: string;
    excerpt?: string | null;
    seoDescription?: string | null;
    status?: string;
  }) =>
    database.db.execute(sql`
      INSERT INTO pages (title, slug, content, excerpt, seo_description, status, template, updated_at)
      VALUES (${p.title}, ${p.slug}, ${p.content}, ${p.excerpt ?? null}, ${p.seoDescription ?? null},
        ${p.status ?? 'published'}, 'legal', '2026-01-15T10:00:00Z')`);
  await insertPage({
    title: 'Terms of use / Conditions d’utilisation',
    slug: 'terms',
    excerpt: 'The rules / Les règles',
    seoDescription: 'How the site works / Comment le site fonctionne',
    content:
      '<section lang="en">\n<h2>Terms</h2><p>Use it well.</p>\n</section>\n<section lang="fr">\n<h2>Conditions</h2><p>Utilisez-le bien.</p>\n</section>',
  });
  await insertPage({ title: 'About', slug: 'about', content: '<p>English only.</p>' });
  // Its French title's slug is taken: the French page gets its English slug with -fr.
  await insertPage({ title: 'Apropos', slug: 'apropos', content: '<p>Taken</p>' });
  await insertPage({
    title: 'Who we are / Apropos',
    slug: 'who',
    content: '<section lang="en"><p>Us.</p></section><section lang="fr"><p>Nous.</p></section>',
  });
  await insertPage({
    title: 'Draft / Brouillon',
    slug: 'draft',
    status: 'draft',
    content: '<section lang="en"><p>Soon.</p></section><section lang="fr"><p>Bientôt.</p></section>',
  });

  await migrateTo(1000);
  app = await buildApp({
    env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' }),
    database,
    logger: false,
    authSecret: 'test-secret-'.padEnd(40, 'x'),
    ssr: null,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
  await scratch?.drop();
});

type PageRow = {
  id: number;
  title: string;
  slug: string;
  content: string;
  excerpt: string | null;
  seo_description: string | null;
  status: string;
  template: string;
  language: string;
  translation_of: number | null;
};
const pagesBySlug = async () =>
  new Map((await rows<PageRow>(sql`SELECT * FROM pages ORDER BY id`)).map((p) => [p.slug, p]));

describe('migration 0017: one page per language', () => {
  it('splits a two-language page into an English page and a linked French one', async () => {
    const all = await pagesBySlug();
    const en = all.get('terms')!;
    const fr = all.get('conditions-d-utilisation')!;
    expect(en).toMatchObject({
      title: 'Terms of use',
      excerpt: 'The rules',
      seo_description: 'How the site works',
      content: '<h2>Terms</h2><p>Use it well.</p>',
      language: 'en',
      translation_of: null,
    });
    expect(fr).toMatchObject({
      title: 'Conditions d’utilisation',
      excerpt: 'Les règles',
      seo_description: 'Comment le site fonctionne',
      content: '<h2>Conditions</h2><p>Utilisez-le bien.</p>',
      status: 'published',
      template: 'legal',
      language: 'fr',
      translation_of: en.id,
    });
  });

  it('leaves a one-language page alone, finds a free slug, and splits a draft into two drafts', async () => {
    const all = await pagesBySlug();
    expect(all.get('about')).toMatchObject({
      title: 'About',
      content: '<p>English only.</p>',
      language: 'en',
    });
    expect([...all.values()].filter((p) => p.translation_of === all.get('about')!.id)).toEqual([]);
    expect(all.get('who-fr')).toMatchObject({
      title: 'Apropos',
      content: '<p>Nous.</p>',
      translation_of: all.get('who')!.id,
    });
    expect(all.get('who')).toMatchObject({ title: 'Who we are', content: '<p>Us.</p>' });
    expect(all.get('brouillon')).toMatchObject({ status: 'draft', translation_of: all.get('draft')!.id });
    expect(all.get('draft')).toMatchObject({ status: 'draft', content: '<p>Soon.</p>' });
  });

  it('serves both pages at their own addresses, each linked to the other and announced as a pair', async () => {
    const en = await app.inject({ method: 'GET', url: '/api/pages/slug/terms' });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({
      title: 'Terms of use',
      language: 'en',
      translation: { slug: 'conditions-d-utilisation', language: 'fr' },
    });
    const fr = await app.inject({ method: 'GET', url: '/api/pages/slug/conditions-d-utilisation' });
    expect(fr.json()).toMatchObject({
      title: 'Conditions d’utilisation',
      content: '<h2>Conditions</h2><p>Utilisez-le bien.</p>',
      translation: { slug: 'terms', language: 'en' },
    });
    const head = (await app.inject({ method: 'GET', url: '/pages/conditions-d-utilisation' })).body;
    expect(head).toContain(
      '<link rel="alternate" hreflang="en-CA" href="http://localhost:5000/pages/terms">',
    );
    expect(head).toContain(
      '<link rel="alternate" hreflang="fr-CA" href="http://localhost:5000/pages/conditions-d-utilisation">',
    );
  });
});
