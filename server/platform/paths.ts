import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder holding package.json: the source tree (tsx), or the release folder (dist/, decision 025). */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(dirname(fileURLToPath(import.meta.url)));
/**
 * A release holds the built server beside its package.json and reads nothing from the source tree;
 * from source, the build (client, server render) is in dist/.
 */
export const isRelease = existsSync(join(projectRoot, 'server', 'main.js'));
const buildFolder = isRelease ? projectRoot : join(projectRoot, 'dist');
export const migrationsFolder = join(projectRoot, 'server', 'db', 'migrations');
export const clientDistFolder = join(buildFolder, 'client');
export const ssrDistFolder = join(buildFolder, 'ssr');
/** The PDF fonts a release carries (scripts/build-release.ts); from source, the @fontsource packages. */
export const releaseFontsFolder = isRelease ? join(projectRoot, 'fonts') : null;
