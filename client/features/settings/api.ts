import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublicSetting } from '@server/features/settings/settings.schemas';
import {
  hoursSettingKey,
  settingDefault,
  type SettingCategory,
  type SettingKey,
  type SettingValue,
} from '@shared/settings/defaults';

// The answer's type comes from the server's schema (types only: nothing of the server is bundled).
export type { PublicSetting };

export const PUBLIC_SETTINGS_KEY = ['/api/settings/public/all'] as const;

export interface PublicSettings {
  settings: PublicSetting[];
  isLoading: boolean;
  /**
   * A setting's value as the server sends it (text); else `fallback`; else (once the answer or its
   * failure is in) the platform default from `@shared/settings/defaults`, as text too.
   */
  get: <C extends SettingCategory>(
    category: C,
    key: SettingKey<C>,
    fallback?: SettingValue,
  ) => string | undefined;
}

/** Public platform settings (business name, phone, e-mail, hours...): refetched every 10 s, fresh 5 s. */
export function usePublicSettings(): PublicSettings {
  const query = useQuery<PublicSetting[]>({
    queryKey: PUBLIC_SETTINGS_KEY,
    refetchInterval: 10_000,
    staleTime: 5_000,
    retry: false,
  });
  const settings = query.data;
  const pending = query.isPending;
  const get = useCallback(
    <C extends SettingCategory>(
      category: C,
      key: SettingKey<C>,
      fallback?: SettingValue,
    ): string | undefined => {
      const found = settings?.find((s) => s.category === category && s.key === key);
      if (found && found.value !== '') return found.value;
      const text = (v: SettingValue | undefined) => (v === undefined ? undefined : String(v));
      // While loading, no platform default: it could flash a phone number the admin has changed.
      if (pending) return text(fallback);
      return text(fallback ?? settingDefault(category, key)?.value);
    },
    [settings, pending],
  );
  return { settings: settings ?? [], isLoading: query.isPending, get };
}

/** The business name from settings; the platform default while the settings load (a name may flash, nothing misleads). */
export function useCompanyName(): string {
  const { get } = usePublicSettings();
  return get('business', 'companyName') ?? String(settingDefault('business', 'companyName')?.value ?? '');
}

/** The business hours in the visitor's language. */
export function useBusinessHours(): string | undefined {
  const { get } = usePublicSettings();
  const { i18n } = useTranslation();
  return get('business', hoursSettingKey(i18n.language));
}
