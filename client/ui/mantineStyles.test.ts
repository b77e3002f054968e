import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Mantine's CSS is imported per component (client/app/styles.ts has the shell's). A page opened
 * directly gets only the stylesheets its own chunk imports, so every client file must import the
 * stylesheets of every @mantine/core component it renders, whatever another page may have loaded.
 * What a component needs is read from @mantine/core's own module graph: a component's CSS module is
 * `<Name>.module.mjs`, shipped as `styles/<Name>.css`.
 */
const coreEsm = resolve('node_modules/@mantine/core/esm');

const IMPORT = /(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;

function moduleStyles(file: string, seen: Set<string>, into: Set<string>): Set<string> {
  if (seen.has(file)) return into;
  seen.add(file);
  const base = file.split('/').pop()!;
  if (base.endsWith('.module.mjs')) into.add(base.replace('.module.mjs', ''));
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (spec.startsWith('.')) moduleStyles(join(dirname(file), spec), seen, into);
  }
  return into;
}

let exportsCache: Map<string, string> | undefined;

/** Each component @mantine/core exports, with the module file that defines it. */
function coreExports(): Map<string, string> {
  if (exportsCache) return exportsCache;
  exportsCache = new Map();
  const index = readFileSync(join(coreEsm, 'index.mjs'), 'utf8');
  for (const [, names = '', spec = ''] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of names.split(',')) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim();
      if (exported) exportsCache.set(exported, join(coreEsm, spec));
    }
  }
  return exportsCache;
}

/** The stylesheets (`Popover`, `Combobox`...) a @mantine/core export needs, its dependencies included. */
function stylesOfComponent(name: string): Set<string> {
  const file = coreExports().get(name);
  return file ? moduleStyles(file, new Set(), new Set()) : new Set();
}

/** Value imports from @mantine/core in a source file (type-only imports excluded). */
function mantineComponents(source: string): string[] {
  const names: string[] = [];
  for (const [, kind, list = ''] of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
  )) {
    if (kind) continue;
    for (const item of list.split(',')) {
      const name = item.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** The `@mantine/core/styles/<Name>.css` files a source file imports itself. */
function importedStyles(source: string): Set<string> {
  return new Set([...source.matchAll(/import\s+'@mantine\/core\/styles\/([\w]+)\.css'/g)].map((m) => m[1]!));
}

/** Every .ts/.tsx file under a folder, tests excluded. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => join(folder, f));
}

/**
 * Reached in Mantine's graph but drawn only on request: a popover's `withOverlay`, the Card variants,
 * `scrollAreaComponent={ScrollArea}` of a modal or drawer, Table.ScrollContainer, Menu.Search.
 */
function optional(component: string, style: string): boolean {
  if (style === 'Overlay') return !['Modal', 'Drawer', 'Overlay', 'LoadingOverlay'].includes(component);
  if (style === 'CheckboxCard' || style === 'RadioCard') return component !== style;
  if (style === 'ScrollArea') return ['Modal', 'Drawer', 'Table'].includes(component);
  if (style === 'Input') return component === 'Menu';
  return false;
}

const shell = importedStyles(readFileSync('client/app/styles.ts', 'utf8'));

describe('Mantine stylesheets', () => {
  it('reads the dependencies of a component from Mantine (a Select needs the Popover and Combobox CSS)', () => {
    expect([...stylesOfComponent('Select')]).toEqual(
      expect.arrayContaining(['Popover', 'Combobox', 'Input', 'ScrollArea']),
    );
  });

  it('every client file imports the stylesheets of the Mantine components it uses', () => {
    const missing: string[] = [];
    for (const file of sourceFiles('client')) {
      const source = readFileSync(file, 'utf8');
      const own = importedStyles(source);
      for (const component of mantineComponents(source)) {
        const lacking = [...stylesOfComponent(component)].filter(
          (style) => !shell.has(style) && !own.has(style) && !optional(component, style),
        );
        if (lacking.length) missing.push(`${relative('.', file)}: ${component} needs ${lacking.join(', ')}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
