import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The blog, pages, media and forms screens (issues 14 and 15) ask for no key their catalogs lack: a
 * missing key shows as its own name ("editor.pickImage") on the page. Literal keys only: `t('a.b')`
 * in the namespaces the file names in `useTranslation`, or `t('ns:a.b')`.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = [
  // Each with its admin/ sub-folder (the folders are read recursively).
  'blog',
  'pages',
  'forms',
  'media',
  'ai-writer',
].map((f) => join(root, 'client/features', f));
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keysOf(lang: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const dir = join(root, 'shared/i18n', lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const keys = new Set<string>();
    const walk = (value: unknown, prefix: string) => {
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k);
      } else {
        keys.add(prefix.replace(PLURAL, ''));
      }
    };
    walk(JSON.parse(readFileSync(join(dir, file), 'utf8')), '');
    out.set(file.slice(0, -'.json'.length), keys);
  }
  return out;
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('content and forms screens', () => {
  it.each(['en', 'fr'])('ask only for keys the %s catalogs have', (lang) => {
    const catalogs = keysOf(lang);
    const missing: string[] = [];
    for (const file of FOLDERS.flatMap(sources)) {
      const src = readFileSync(file, 'utf8');
      const namespaces = [...src.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([^']+)'/g)].map((n) => n[1]!),
      );
      for (const [, key] of src.matchAll(/\bt\(\s*'([^']+)'/g)) {
        const [ns, k] = key!.includes(':') ? key!.split(':', 2) : [null, key!];
        const candidates = ns ? [ns] : namespaces.length ? namespaces : ['common'];
        const found = candidates.some((n) => {
          const keys = catalogs.get(n!);
          return keys?.has(k!) || [...(keys ?? [])].some((x) => x.startsWith(`${k}.`));
        });
        if (!found) missing.push(`${file.slice(root.length)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
