import { SETTING_DEFINITIONS, type SettingValue } from '@shared/settings/defaults';
import type { Db } from '../../db/client';
import { listStoredSettings } from './settings.repo';

export interface SettingsService {
  get<T extends SettingValue>(category: string, key: string): Promise<T>;
  number(category: string, key: string): Promise<number>;
  publicList(): Promise<{ category: string; key: string; value: string }[]>;
  all(): Promise<{ category: string; key: string; value: SettingValue; isPublic: boolean; type: string }[]>;
  /** Reloads now (after a change); reads keep the previous values until the reload is in. */
  invalidate(): Promise<void>;
}

/**
 * Settings are read often, and from inside transactions (where a query on the embedded database's only
 * connection would wait for the transaction itself). So a read never waits on the database once the
 * values are loaded: stale values are served while a refresh runs in the background.
 */
export function createSettingsService(db: Db, ttlMs = 5_000): SettingsService {
  let cache: { at: number; values: Map<string, SettingValue> } | undefined;
  let refreshing: Promise<void> | undefined;

  async function fetchValues(): Promise<void> {
    const values = new Map<string, SettingValue>();
    for (const d of SETTING_DEFINITIONS) values.set(`${d.category}.${d.key}`, d.value);
    for (const row of await listStoredSettings(db)) {
      values.set(`${row.category}.${row.key}`, row.value as SettingValue);
    }
    cache = { at: Date.now(), values };
  }

  function refresh(): Promise<void> {
    refreshing ??= fetchValues().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function load(): Promise<Map<string, SettingValue>> {
    if (!cache) await refresh();
    else if (Date.now() - cache.at >= ttlMs) void refresh().catch(() => undefined);
    return cache!.values;
  }

  async function get<T extends SettingValue>(category: string, key: string): Promise<T> {
    const value = (await load()).get(`${category}.${key}`);
    if (value === undefined) throw new Error(`Unknown setting ${category}.${key}`);
    return value as T;
  }

  return {
    get,
    async number(category, key) {
      const v = Number(await get(category, key));
      if (!Number.isFinite(v)) throw new Error(`Setting ${category}.${key} is not a number`);
      return v;
    },
    async publicList() {
      const values = await load();
      return SETTING_DEFINITIONS.filter((d) => d.isPublic).map((d) => ({
        category: d.category,
        key: d.key,
        value: String(values.get(`${d.category}.${d.key}`)),
      }));
    },
    async all() {
      const values = await load();
      return SETTING_DEFINITIONS.map((d) => ({
        category: d.category,
        key: d.key,
        type: d.type,
        isPublic: d.isPublic,
        value: values.get(`${d.category}.${d.key}`) as SettingValue,
      }));
    },
    invalidate: () => refresh(),
  };
}
