import { isNorthAmericanPhone } from '../validation/phone';
import type { SettingDefinition, SettingValue } from './defaults';

/** The six tabs of /admin/settings (back-office.md §2). */
export const SETTINGS_TABS = [
  'business',
  'donations',
  'email',
  'integrations',
  'security',
  'system',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Categories shown on another tab than their own name; any category not named here goes to `system`. */
const CATEGORY_TAB: Record<string, SettingsTab> = {
  receipts: 'donations',
  privacy: 'security',
  chat: 'system',
};

export function settingTab(category: string): SettingsTab {
  if ((SETTINGS_TABS as readonly string[]).includes(category)) return category as SettingsTab;
  return CATEGORY_TAB[category] ?? 'system';
}

const bound = (b: number | (() => number) | undefined) => (typeof b === 'function' ? b() : b);

export const settingMin = (d: SettingDefinition) => bound(d.min);
export const settingMax = (d: SettingDefinition) => bound(d.max);
export const settingMaxLength = (d: SettingDefinition) => d.maxLength ?? (d.type === 'textarea' ? 2000 : 255);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SettingCheck =
  | { ok: true; value: SettingValue }
  /** `message` is an i18n key of the settings namespace; `params` its values. */
  | { ok: false; message: string; params?: Record<string, string | number> };

/**
 * A value as typed (text, or the JSON number or boolean) checked against its definition: the stored value
 * on success. Used by the settings screen before saving and by POST /api/settings, which decides.
 */
export function checkSettingValue(d: SettingDefinition, raw: string | number | boolean): SettingCheck {
  const text = typeof raw === 'string' ? raw.trim() : String(raw);
  switch (d.type) {
    case 'number': {
      if (text === '') return { ok: false, message: 'settings:errors.required' };
      const n = Number(text);
      if (!Number.isFinite(n)) return { ok: false, message: 'settings:errors.number' };
      if (!d.decimal && !Number.isInteger(n)) return { ok: false, message: 'settings:errors.integer' };
      // 4.6 * 100 is 459.99999999999994 in binary floating point: compare with a tolerance.
      if (d.decimal && Math.abs(Math.round(n * 100) - n * 100) > 1e-6)
        return { ok: false, message: 'settings:errors.decimals' };
      const min = settingMin(d);
      const max = settingMax(d);
      if ((min !== undefined && n < min) || (max !== undefined && n > max)) {
        if (min !== undefined && max !== undefined)
          return { ok: false, message: 'settings:errors.range', params: { min, max } };
        if (min !== undefined) return { ok: false, message: 'settings:errors.min', params: { min } };
        return { ok: false, message: 'settings:errors.max', params: { max: max! } };
      }
      return { ok: true, value: n };
    }
    case 'boolean':
      if (raw === true || text === 'true') return { ok: true, value: true };
      if (raw === false || text === 'false') return { ok: true, value: false };
      return { ok: false, message: 'settings:errors.boolean' };
    case 'select':
      if (!(d.options ?? [String(d.value)]).includes(text))
        return { ok: false, message: 'settings:errors.option' };
      return { ok: true, value: text };
    default: {
      if (typeof raw !== 'string') return { ok: false, message: 'settings:errors.text' };
      if (text === '')
        return d.optional ? { ok: true, value: '' } : { ok: false, message: 'settings:errors.required' };
      const max = settingMaxLength(d);
      if (text.length > max) return { ok: false, message: 'settings:errors.tooLong', params: { max } };
      if (d.type === 'email' && !EMAIL.test(text)) return { ok: false, message: 'settings:errors.email' };
      if (d.format === 'phone' && !isNorthAmericanPhone(text))
        return { ok: false, message: 'settings:errors.phone' };
      if (d.type !== 'textarea' && /[\r\n]/.test(text))
        return { ok: false, message: 'settings:errors.oneLine' };
      return { ok: true, value: text };
    }
  }
}
