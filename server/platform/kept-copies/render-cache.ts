/**
 * A small least-recently-used cache with an age limit, for server-rendered markup: rendering a page
 * takes tens of milliseconds of CPU, and most visitors (signed out, same settings) get the same markup.
 */
export interface RenderCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
}

export function createRenderCache<T>(opts: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}): RenderCache<T> {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { value: T; at: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (now() - hit.at > opts.maxAgeMs) return undefined;
      entries.set(key, hit); // most recently used last
      return hit.value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, { value, at: now() });
      while (entries.size > opts.maxEntries) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
