import type { Database } from '../../db/client';
import { listenToForget } from '../../db/listen';
import { keptCopyKey } from './kept-copies';
import { createRenderCache } from './render-cache';
import type { RenderedHead } from '../http/spa';

/**
 * Everything a signed-out page depends on, written out: the address (path and query), the language,
 * the settings version (a new load of the settings, whatever changed) and the active theme. Pages whose
 * content no channel announces (content pages, forms) are not kept.
 */
export interface PageKey {
  /** The request's address, path and query string, as asked for. */
  url: string;
  language: string;
  settingsVersion: number;
  /** The active colour theme's id and version, or '' (the site's own colours). */
  theme: string;
}

export const pageKeyString = (k: PageKey) =>
  `${k.url}\u0000${k.language}\u0000${k.settingsVersion}\u0000${k.theme}`;

export interface SignedOutPageCache {
  get(key: PageKey): RenderedHead | undefined;
  set(key: PageKey, page: RenderedHead): void;
  clear(): void;
  readonly size: number;
  readonly listening: boolean;
  close(): Promise<void>;
}

/** The one page cache: signed-out public pages, kept whole (spa.ts keeps their compressed bytes with them). */
export const SIGNED_OUT_PAGES = keptCopyKey<SignedOutPageCache>('signedOutPages');
export const PAGE_MAX_AGE_MS = 60_000;
/** A page is 30–100 kB: at most ~20–50 MB however many addresses are asked for. */
const MAX_ENTRIES = 300;

/**
 * Rendered signed-out pages, by their explicit key (PageKey). Dropped whole when `channel` announces a
 * change (the blog's: post pages and the blog list are kept too); a settings or theme change makes new
 * keys, and the old pages age out. Nothing is kept while the channel is not heard.
 */
export async function createSignedOutPageCache(
  database: Pick<Database, 'listen'>,
  channel: string,
  opts: { log?: (msg: string, err: unknown) => void; now?: () => number } = {},
): Promise<SignedOutPageCache> {
  let cache = createRenderCache<RenderedHead>({
    maxEntries: MAX_ENTRIES,
    maxAgeMs: PAGE_MAX_AGE_MS,
    now: opts.now,
  });
  const clear = () => {
    cache = createRenderCache<RenderedHead>({
      maxEntries: MAX_ENTRIES,
      maxAgeMs: PAGE_MAX_AGE_MS,
      now: opts.now,
    });
  };
  const changes = await listenToForget(database, channel, clear, {
    onError: (err) => opts.log?.('page cache: not listening for changes; pages are rendered each time', err),
  });
  return {
    get: (key) => (changes.listening ? cache.get(pageKeyString(key)) : undefined),
    set(key, page) {
      if (changes.listening) cache.set(pageKeyString(key), page);
    },
    clear,
    get size() {
      return cache.size;
    },
    get listening() {
      return changes.listening;
    },
    close: () => changes.stop(),
  };
}
