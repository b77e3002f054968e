import type { Database } from '../../db/client';
import { listenToForget } from '../../db/listen';
import type { AppContext } from '../../platform/context';
import { keptCopyKey } from '../../platform/kept-copies/kept-copies';
import type { VisitorPost } from './public-posts.service';

/** Announced at commit by any change a visitor could see on a post page (migration 0024). */
export const BLOG_CHANGED_CHANNEL = 'vdc_blog_changed';

/** Kept copies are read again after this long even while changes are heard (a lost notification). */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 500;

/** What a copy holds, and until when it stays true without a change: the next scheduled post going live. */
export interface Loaded<T> {
  value: T;
  /** Epoch ms when a post scheduled for later goes live (related posts and translations may change). */
  validUntil: number;
}

export interface PublicPostCache<T> {
  /** The kept copy for this key, or what `load` reads (kept, unless a change was heard meanwhile). */
  get(key: string, load: () => Promise<Loaded<T>>): Promise<T>;
  /** Drops every copy (a write on this instance, before its answer is sent). */
  forget(): void;
  /** The same as `forget` (the kept-copy registry's name). */
  clear(): void;
  readonly listening: boolean;
  readonly size: number;
  close(): Promise<void>;
}

/**
 * The public posts this instance has shown, so the same post is not read again (five queries) for
 * every visitor whose page is not in the render cache (another query string, signed in). Kept only
 * while the database's notices are heard: a change anywhere (any instance, any code path, migration
 * 0024) drops every copy, and a load that was under way when it came is not kept.
 */
export async function createPublicPostCache<T>(
  database: Pick<Database, 'listen'>,
  opts: { now?: () => number; log?: (msg: string, err: unknown) => void } = {},
): Promise<PublicPostCache<T>> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();
  // A load under way is dropped with the rest: what it read may be from before the change.
  const forget = () => entries.clear();
  const changes = await listenToForget(database, BLOG_CHANGED_CHANNEL, forget, {
    onError: (err) =>
      opts.log?.('public post cache: not listening for blog changes; posts are read from the database', err),
  });

  return {
    get(key, load) {
      if (!changes.listening) return load().then((l) => l.value);
      const hit = entries.get(key);
      if (hit && now() < hit.expiresAt) {
        entries.delete(key);
        entries.set(key, hit); // most recently used last
        return hit.value;
      }
      entries.delete(key);
      const loading = load();
      const value = loading.then((l) => l.value);
      // Visitors asking while it loads share the load; its end decides how long it is kept.
      const entry = { value, expiresAt: now() + MAX_AGE_MS };
      entries.set(key, entry);
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      loading.then(
        (l) => {
          entry.expiresAt = Math.min(entry.expiresAt, l.validUntil);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key); // the next visitor tries again
        },
      );
      return value;
    },
    forget,
    clear: forget,
    get listening() {
      return changes.listening;
    },
    get size() {
      return entries.size;
    },
    close: () => changes.stop(),
  };
}

/** The posts this instance shows, kept while the app runs (started in server/app.ts). */
export const PUBLIC_POSTS = keptCopyKey<PublicPostCache<VisitorPost | null>>('publicPosts');
export const PUBLIC_POSTS_MAX_AGE_MS = MAX_AGE_MS;

/** This app's copies (none when not started, or after the app closes). */
export const keptPublicPosts = (ctx: AppContext) => ctx.keptCopies.get(PUBLIC_POSTS);

/**
 * After a change made here: this app's copies are dropped before its answer is sent, so the writer
 * reads what it wrote. (Other instances drop theirs when the change's notice reaches them.)
 */
export function forgetPublicPosts(ctx: AppContext): Promise<void> {
  return ctx.keptCopies.forget(PUBLIC_POSTS);
}
