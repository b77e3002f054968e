import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STARTUP_NAMESPACES } from '@shared/i18n/startup';
import type { Locale } from '../../platform/i18n';
import { clientDistFolder } from '../../platform/paths';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) this module reads. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

export function readViteManifest(folder = clientDistFolder): ViteManifest | null {
  const file = join(folder, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ViteManifest) : null;
}

function closure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key]!.imports ?? []) closure(manifest, dep, into);
  return into;
}

/** URLs of a page's lazy chunk and its own imports (not what the entry already loads), and of their CSS. */
export function routeAssets(
  manifest: ViteManifest | null,
  moduleKey: string | undefined,
): { scripts: string[]; styles: string[] } {
  if (!manifest || !moduleKey || !manifest[moduleKey]) return { scripts: [], styles: [] };
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const chunks = [...closure(manifest, moduleKey)].filter((k) => !loaded.has(k));
  return {
    scripts: chunks.map((k) => `/${manifest[k]!.file}`),
    styles: [...new Set(chunks.flatMap((k) => manifest[k]!.css ?? []))].map((css) => `/${css}`),
  };
}

/** URLs of catalog (namespace) chunks in the visitor's language. */
export function namespaceAssets(
  manifest: ViteManifest | null,
  locale: Locale,
  namespaces: readonly string[] = STARTUP_NAMESPACES,
): string[] {
  if (!manifest) return [];
  return namespaces
    .map((ns) => manifest[`../shared/i18n/${locale}/${ns}.json`]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `/${file}`);
}

export const modulePreloadTag = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * Preload links for a page's lazy chunk, its own imports and their CSS, so the browser fetches them
 * with the entry script instead of after it (the page's first heading waits on this chunk).
 */
export function routePreloadTags(manifest: ViteManifest | null, moduleKey: string | undefined): string[] {
  const { scripts, styles } = routeAssets(manifest, moduleKey);
  return [
    ...scripts.map(modulePreloadTag),
    ...styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
}

/** Preload links for the catalogs the client loads before its first render, in the visitor's language. */
export function catalogPreloadTags(manifest: ViteManifest | null, locale: Locale): string[] {
  return namespaceAssets(manifest, locale).map(modulePreloadTag);
}
