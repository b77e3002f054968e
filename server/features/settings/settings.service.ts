import { eq } from 'drizzle-orm';
import { SETTING_DEFINITIONS, type SettingValue } from '@shared/settings/defaults';
import type { Database, Db } from '../../db/client';
import { colorThemes, type ColorTheme } from '../../db/schema/settings';
import { keptCopyKey } from '../../platform/kept-copies/kept-copies';
import type { PublicSetting, SettingsService } from '../../platform/settings';
import { listStoredSettings } from './settings.repo';

/** Announced at commit by every change of a setting or of the active theme (settings.notify.ts). */
export const SETTINGS_CHANGED_CHANNEL = 'vdc_settings_changed';

/**
 * The settings as a kept copy (started in server/app.ts, kept-copies.ts): the values loaded, reloaded
 * at once when a change is heard or made here.
 */
export interface KeptSettings extends SettingsService {
  /**
   * Hears every instance's changes (NOTIFY on SETTINGS_CHANGED_CHANNEL) and reloads at once; while it
   * listens, values are kept longer. Stopped by `close`.
   */
  listen(database: Pick<Database, 'listen'>): Promise<void>;
  /** Values kept now (none before the first load). */
  readonly size: number;
  /** Reloads now: the same as `invalidate` (the kept-copy registry's name). */
  clear(): Promise<void>;
  /** Stops listening. */
  close(): Promise<void>;
}

/** Kept values are refreshed after this long while changes are heard (a safety net for a lost notification). */
export const SETTINGS_MAX_AGE_MS = 60_000;

/**
 * Settings are read often, and from inside transactions (where a query on the embedded database's only
 * connection would wait for the transaction itself). So a read never waits on the database once the
 * values are loaded: stale values are served while a refresh runs in the background.
 */
export function createSettingsService(db: Db, ttlMs = 5_000): KeptSettings {
  let cache: { at: number; values: Map<string, SettingValue>; theme: ColorTheme | null } | undefined;
  let refreshing: Promise<void> | undefined;
  let again = false;
  let listening = false;
  let stopListening: (() => Promise<void>) | undefined;
  let publicMemo: { of: NonNullable<typeof cache>; list: PublicSetting[] } | undefined;

  async function fetchValues(): Promise<void> {
    const values = new Map<string, SettingValue>();
    for (const d of SETTING_DEFINITIONS) values.set(`${d.category}.${d.key}`, d.value);
    for (const row of await listStoredSettings(db)) {
      values.set(`${row.category}.${row.key}`, row.value as SettingValue);
    }
    const [theme] = await db.select().from(colorThemes).where(eq(colorThemes.isActive, true)).limit(1);
    cache = { at: Date.now(), values, theme: theme ?? null };
  }

  function refresh(): Promise<void> {
    // A change heard while a load runs may have committed after that load read: load once more after it.
    if (refreshing) {
      again = true;
      return refreshing.then(() => refreshing ?? Promise.resolve());
    }
    refreshing = fetchValues().finally(() => {
      refreshing = undefined;
      if (again) {
        again = false;
        void refresh().catch(() => undefined);
      }
    });
    return refreshing;
  }

  type Loaded = NonNullable<typeof cache>;

  /**
   * The values, synchronously once loaded (a stale load is refreshed in the background). The reads
   * below build on it without an async function of their own: a signed-in request reads three
   * settings, and each promise made costs more while an AsyncLocalStorage is in use (Node 20).
   */
  function loadedNow(): Loaded | undefined {
    if (cache && Date.now() - cache.at >= (listening ? Math.max(ttlMs, SETTINGS_MAX_AGE_MS) : ttlMs))
      void refresh().catch(() => undefined);
    return cache;
  }

  function load(): Promise<Loaded> {
    const now = loadedNow();
    return now ? Promise.resolve(now) : refresh().then(() => cache!);
  }

  function valueOf(loaded: Loaded, category: string, key: string): SettingValue {
    const value = loaded.values.get(`${category}.${key}`);
    if (value === undefined) throw new Error(`Unknown setting ${category}.${key}`);
    return value;
  }

  function numberOf(loaded: Loaded, category: string, key: string): number {
    const v = Number(valueOf(loaded, category, key));
    if (!Number.isFinite(v)) throw new Error(`Setting ${category}.${key} is not a number`);
    return v;
  }

  /** `read` on the values, as a promise (one, already settled once the values are loaded). */
  function reading<T>(read: (loaded: Loaded) => T): Promise<T> {
    const now = loadedNow();
    if (!now) return load().then(read);
    try {
      return Promise.resolve(read(now));
    } catch (err) {
      return Promise.reject(err as Error);
    }
  }

  /** One list per load, frozen and shared: the same object until the values change (the route keeps its JSON). */
  function publicListOf(loaded: Loaded): PublicSetting[] {
    if (publicMemo?.of !== loaded) {
      const list = SETTING_DEFINITIONS.filter((d) => d.isPublic).map((d) =>
        Object.freeze({
          category: d.category,
          key: d.key,
          value: String(loaded.values.get(`${d.category}.${d.key}`)),
        }),
      );
      publicMemo = { of: loaded, list: Object.freeze(list) as PublicSetting[] };
    }
    return publicMemo.list;
  }

  return {
    get: ((category: string, key: string) =>
      reading((loaded) => valueOf(loaded, category, key))) as SettingsService['get'],
    number: (category, key) => reading((loaded) => numberOf(loaded, category, key)),
    numberNow(category, key) {
      const now = loadedNow();
      return now && numberOf(now, category, key);
    },
    getNow: ((category: string, key: string) => {
      const now = loadedNow();
      return now && valueOf(now, category, key);
    }) as SettingsService['getNow'],
    async publicList() {
      return publicListOf(await load());
    },
    async all() {
      const { values } = await load();
      return SETTING_DEFINITIONS.map((d) => ({
        category: d.category,
        key: d.key,
        type: d.type,
        isPublic: d.isPublic,
        value: values.get(`${d.category}.${d.key}`) as SettingValue,
      }));
    },
    async activeTheme() {
      return (await load()).theme;
    },
    invalidate: () => refresh(),
    clear: () => refresh(),
    get size() {
      return cache?.values.size ?? 0;
    },
    async listen(database) {
      if (stopListening) throw new Error('settings: already listening');
      stopListening = await database.listen(SETTINGS_CHANGED_CHANNEL, {
        onMessage: () => void refresh().catch(() => undefined),
        onReady: () => {
          listening = true;
          // Changes made while not listening were not heard.
          void refresh().catch(() => undefined);
        },
        onLost: () => {
          listening = false;
        },
      });
    },
    async close() {
      const stop = stopListening;
      stopListening = undefined;
      await stop?.();
    },
    get listening() {
      return listening;
    },
  };
}

/** The settings this instance keeps (started in server/app.ts): `ctx.settings` itself. */
export const SETTINGS = keptCopyKey<KeptSettings>('settings');
