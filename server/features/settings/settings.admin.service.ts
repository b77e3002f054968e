import { SETTING_DEFINITIONS, settingDefault, type SettingValue } from '@shared/settings/defaults';
import {
  checkSettingValue,
  settingMax,
  settingMaxLength,
  settingMin,
  settingTab,
} from '@shared/settings/validate';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { ValidationFailure } from '../../platform/errors';
import { hasKey, translate, type Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { announceSettingsChange, forgetSettings } from './settings.notify';
import { listStoredSettings, upsertSetting } from './settings.repo';
import type { AdminSetting, SettingInput } from './settings.schemas';

/** Every defined setting with its current value and what the screen needs to edit and check it. */
export async function adminSettings(ctx: AppContext): Promise<AdminSetting[]> {
  const current = new Map((await ctx.settings.all()).map((s) => [`${s.category}.${s.key}`, s.value]));
  return SETTING_DEFINITIONS.map((d) => {
    const min = settingMin(d);
    const max = settingMax(d);
    return {
      category: d.category,
      key: d.key,
      type: d.type,
      value: current.get(`${d.category}.${d.key}`) ?? d.value,
      defaultValue: d.value,
      isPublic: d.isPublic,
      tab: settingTab(d.category),
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(d.decimal ? { decimal: true } : {}),
      ...(d.options ? { options: [...d.options] } : {}),
      ...(d.type === 'text' || d.type === 'email' || d.type === 'textarea'
        ? { maxLength: settingMaxLength(d) }
        : {}),
      ...(d.optional ? { optional: true } : {}),
      ...(d.format ? { format: d.format } : {}),
    };
  });
}

/** The setting's label in the locale (settings:labels.<category>.<key>), else its name. */
export function settingLabel(locale: Locale, category: string, key: string): string {
  const k = `settings:labels.${category}.${key}`;
  return hasKey(k) ? translate(locale, k) : `${category}.${key}`;
}

/**
 * Checks every value against its definition (all errors at once, each under `category.key` and naming
 * the setting), then saves the changed ones in one transaction with one audit entry (before and after),
 * announced to every instance at commit; this instance reloads before answering, so the next request
 * reads the new values.
 */
export async function saveSettings(
  ctx: AppContext,
  input: { items: SettingInput[]; actor: SessionUser; ip: string; locale: Locale },
): Promise<string[]> {
  const issues: { path: string[]; message: string; params: Record<string, string | number> }[] = [];
  const accepted = new Map<
    string,
    { category: string; key: string; value: SettingValue; isPublic: boolean }
  >();
  for (const item of input.items) {
    const field = `${item.category}.${item.key}`;
    const label = settingLabel(input.locale, item.category, item.key);
    const def = settingDefault(item.category, item.key);
    if (!def) {
      issues.push({ path: [field], message: 'settings:errors.unknown', params: { label } });
      continue;
    }
    if (item.type && item.type !== def.type) {
      issues.push({ path: [field], message: 'settings:errors.type', params: { label, type: def.type } });
      continue;
    }
    const checked = checkSettingValue(def, item.value);
    if (!checked.ok) {
      issues.push({ path: [field], message: checked.message, params: { ...checked.params, label } });
      continue;
    }
    accepted.set(field, {
      category: def.category,
      key: def.key,
      value: checked.value,
      isPublic: def.isPublic,
    });
  }
  if (issues.length) throw new ValidationFailure(issues);

  const changed = await ctx.db.transaction(async (tx) => {
    const stored = new Map(
      (await listStoredSettings(tx)).map((r) => [`${r.category}.${r.key}`, r.value as SettingValue]),
    );
    const changes: { setting: string; before: SettingValue; after: SettingValue }[] = [];
    for (const [field, row] of accepted) {
      const before = stored.get(field) ?? settingDefault(row.category, row.key)!.value;
      if (before === row.value) continue;
      await upsertSetting(tx, row);
      changes.push({ setting: field, before, after: row.value });
    }
    if (changes.length) {
      await audit(tx, {
        actor: input.actor,
        action: 'settings.update',
        entityType: 'settings',
        entityId: changes
          .map((c) => c.setting)
          .join(', ')
          .slice(0, 250),
        details: { changes },
        ip: input.ip,
      });
      await announceSettingsChange(tx, 'settings');
    }
    return changes.map((c) => c.setting);
  });
  if (changed.length) await forgetSettings(ctx);
  return changed;
}
