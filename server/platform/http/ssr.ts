import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SsrEntry } from '@shared/ssr';
import { ssrDistFolder } from '../paths';

/**
 * The client's server-side entry built by `npm run build` (dist/ssr/entry-server.js), or null when
 * it is not built (API tests, `npm run dev`): pages are then rendered by the browser alone.
 */
export async function loadSsrEntry(folder = ssrDistFolder): Promise<SsrEntry | null> {
  const file = join(folder, 'entry-server.js');
  if (!existsSync(file)) return null;
  const mod = (await import(pathToFileURL(file).href)) as { entry?: SsrEntry };
  if (!mod.entry || typeof mod.entry.render !== 'function') {
    throw new Error(`${file} does not export the server-side entry; rebuild with npm run build`);
  }
  return mod.entry;
}
