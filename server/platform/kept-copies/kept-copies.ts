import type { Database } from '../../db/client';
import type { ListenHandlers } from '../../db/listen';

/**
 * Kept copies: what an instance keeps in memory of the database (sessions, settings and the active
 * theme, public posts, the valuation's sold vehicles, the assistant's passages, signed-out pages) and
 * drops when a change is announced. Each is started here, from server/app.ts, and stopped when the app
 * closes; the database announces changes at commit (NOTIFY on a channel, heard through the instance's
 * one LISTEN connection, db/listen.ts), so a change by any instance or any code path reaches every
 * copy. The admin view (GET /api/admin/kept-copies) lists them.
 */

/** A kept copy's name, typed with what it is: the one way to reach a started copy (`get`). */
export interface KeptCopyKey<T> {
  readonly name: string;
  /** Never set: carries T. */
  readonly copy?: T;
}
export const keptCopyKey = <T>(name: string): KeptCopyKey<T> => ({ name });

/** What the registry reads of a copy. */
export interface KeptCopyParts {
  /** Entries kept now. */
  readonly size: number;
  /**
   * Drops every entry (a change made on this instance, before its answer is sent); a copy that reloads
   * at once (the settings) returns the reload.
   */
  clear(): void | Promise<void>;
  close?(): Promise<void>;
}

export interface KeptCopySpec {
  /** The NOTIFY channel that announces changes (null: none; the copy is only kept `maxAgeMs`). */
  channel: string | null;
  /** An entry is read again after this long, heard or not. */
  maxAgeMs: number;
  /** Which notices are changes (default: all); others (the session cache's barriers) are not counted. */
  isChange?: (payload: string) => boolean;
}

export type InvalidationReason = 'notice' | 'local' | 'reconnect';

export interface KeptCopyInfo {
  name: string;
  channel: string | null;
  maxAgeMs: number;
  entries: number;
  /** Null: no channel. False: not hearing changes now (nothing is kept then). */
  listening: boolean | null;
  invalidations: number;
  lastInvalidation: { at: string; reason: InvalidationReason } | null;
}

export interface KeptCopies {
  /**
   * Starts a copy: `create` gets the database's `listen`, limited to the spec's channel, whose notices
   * (and reconnections) are counted here. Started once per key.
   */
  start<T extends KeptCopyParts>(
    key: KeptCopyKey<T>,
    spec: KeptCopySpec,
    create: (database: Pick<Database, 'listen'>) => Promise<T> | T,
  ): Promise<T>;
  /** The started copy, or undefined (not started, or stopped). */
  get<T>(key: KeptCopyKey<T>): T | undefined;
  /**
   * Drops a copy's entries after a change made here (the other instances hear the database): dropped
   * when it returns; the promise resolves once a copy that reloads at once has reloaded.
   */
  forget(key: KeptCopyKey<unknown>): Promise<void>;
  list(): KeptCopyInfo[];
  /** Stops every copy (the app closes). */
  close(): Promise<void>;
}

interface Started {
  copy: KeptCopyParts;
  spec: KeptCopySpec;
  listening: boolean;
  invalidations: number;
  last: { at: number; reason: InvalidationReason } | null;
}

export function createKeptCopies(
  database: Pick<Database, 'listen'>,
  opts: { now?: () => number } = {},
): KeptCopies {
  const now = opts.now ?? Date.now;
  const started = new Map<string, Started>();
  const invalidated = (s: Started, reason: InvalidationReason) => {
    s.invalidations++;
    s.last = { at: now(), reason };
  };

  return {
    async start(key, spec, create) {
      if (started.has(key.name)) throw new Error(`kept copy ${key.name} is already started`);
      const entry: Started = {
        copy: undefined as unknown as KeptCopyParts,
        spec,
        listening: false,
        invalidations: 0,
        last: null,
      };
      const listen = (channel: string, h: ListenHandlers) => {
        if (channel !== spec.channel)
          throw new Error(`kept copy ${key.name} listens on ${spec.channel}, not ${channel}`);
        let lost = false;
        return database.listen(channel, {
          onMessage(payload) {
            if (!spec.isChange || spec.isChange(payload)) invalidated(entry, 'notice');
            h.onMessage(payload);
          },
          onReady() {
            entry.listening = true;
            if (lost) invalidated(entry, 'reconnect');
            h.onReady();
          },
          onLost() {
            entry.listening = false;
            lost = true;
            h.onLost();
          },
        });
      };
      const copy = await create({ listen });
      entry.copy = copy;
      started.set(key.name, entry);
      return copy;
    },
    get: <T>(key: KeptCopyKey<T>) => started.get(key.name)?.copy as T | undefined,
    async forget(key) {
      const entry = started.get(key.name);
      if (!entry) return;
      const cleared = entry.copy.clear();
      invalidated(entry, 'local');
      await cleared;
    },
    list: () =>
      [...started].map(([name, s]) => ({
        name,
        channel: s.spec.channel,
        maxAgeMs: s.spec.maxAgeMs,
        entries: s.copy.size,
        listening: s.spec.channel === null ? null : s.listening,
        invalidations: s.invalidations,
        lastInvalidation: s.last && { at: new Date(s.last.at).toISOString(), reason: s.last.reason },
      })),
    async close() {
      const all = [...started.values()];
      started.clear();
      await Promise.all(all.map((s) => s.copy.close?.()));
    },
  };
}

/**
 * A copy kept a while without a channel: values per key, each read again after `maxAgeMs` (the
 * assistant's passages, which no trigger announces).
 */
export function createTimedCopy<T>(maxAgeMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < maxAgeMs) return hit.value;
      const value = load();
      const entry = { at: now(), value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key); // the next caller tries again
      });
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
