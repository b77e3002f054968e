import type { SettingCategory, SettingKey, SettingValue, SettingValueOf } from '@shared/settings/defaults';
import type { ColorTheme } from '../db/schema/settings';

/** A public setting as every page reads it (GET /api/settings/public/all). */
export type PublicSetting = { category: string; key: string; value: string };

/**
 * The platform settings and the active colour theme, as the platform and every feature read them
 * (`ctx.settings`). Implemented by the settings feature (features/settings/settings.service.ts), which
 * loads, keeps and reloads them; created in server/app.ts.
 */
export interface SettingsService {
  /** A setting's value, typed from its definition (shared/settings/defaults.ts). */
  get<C extends SettingCategory, K extends SettingKey<C>>(category: C, key: K): Promise<SettingValueOf<C, K>>;
  number<C extends SettingCategory>(category: C, key: SettingKey<C>): Promise<number>;
  /**
   * The number as loaded, without waiting: undefined before the first load (read it with `number`
   * then). For what every request reads (the session's limits), where each promise made costs.
   */
  numberNow<C extends SettingCategory>(category: C, key: SettingKey<C>): number | undefined;
  /** The value as loaded, without waiting: undefined before the first load (read it with `get` then). */
  getNow<C extends SettingCategory, K extends SettingKey<C>>(
    category: C,
    key: K,
  ): SettingValueOf<C, K> | undefined;
  /** The public settings; the same (frozen) list until the values are reloaded. */
  publicList(): Promise<PublicSetting[]>;
  all(): Promise<{ category: string; key: string; value: SettingValue; isPublic: boolean; type: string }[]>;
  /** The active colour theme (null: none, the site's own colours), kept with the settings. */
  activeTheme(): Promise<ColorTheme | null>;
  /** Reloads now (after a change); reads keep the previous values until the reload is in. */
  invalidate(): Promise<void>;
  readonly listening: boolean;
}
