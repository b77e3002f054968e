import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const LANGS = ['en', 'fr'] as const;
// i18next plural forms differ by language (French adds `_many`): compare keys without them.
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, value);
  }
}

function load(lang: string): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const file of readdirSync(join(root, lang)).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -'.json'.length);
    flatten(JSON.parse(readFileSync(join(root, lang, file), 'utf8')), `${ns}:`, out);
  }
  return new Map([...out].map(([k, v]) => [k.replace(':.', ':'), v]));
}

const catalogs = Object.fromEntries(LANGS.map((l) => [l, load(l)])) as Record<
  (typeof LANGS)[number],
  Map<string, unknown>
>;
const baseKeys = (lang: (typeof LANGS)[number]) =>
  new Set([...catalogs[lang].keys()].map((k) => k.replace(PLURAL, '')));
const variables = (text: unknown) =>
  [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('translation catalogs', () => {
  it('have every key in both English and French', () => {
    const en = baseKeys('en');
    const fr = baseKeys('fr');
    const onlyEn = [...en].filter((k) => !fr.has(k));
    const onlyFr = [...fr].filter((k) => !en.has(k));
    expect({ onlyEn, onlyFr }).toEqual({ onlyEn: [], onlyFr: [] });
  });

  it('have no empty strings', () => {
    const empty = LANGS.flatMap((l) =>
      [...catalogs[l]].filter(([, v]) => typeof v === 'string' && v.trim() === '').map(([k]) => `${l}/${k}`),
    );
    expect(empty).toEqual([]);
  });

  it('use the same {{variables}} in both languages', () => {
    const mismatched = [...catalogs.en]
      .filter(([k]) => catalogs.fr.has(k))
      .filter(([k, v]) => variables(v).join() !== variables(catalogs.fr.get(k)).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });
});
