import { hoursSettingKey, type SettingKey } from '@shared/settings/defaults';
import type { AppContext } from '../../platform/context';
import type { Locale } from '../../platform/i18n';

/**
 * The business facts every part of the assistant states (prompt, offline answers, admin view): the
 * settings' values, one source for each fact (DECISIONS §5). Read only from the settings, so the
 * assistant's configuration and its knowledge both build on it without reaching into each other.
 */
export interface BusinessFacts {
  companyName: string;
  phone: string;
  email: string;
  hours: string;
  address: string;
}

export async function businessFacts(ctx: AppContext, locale: Locale): Promise<BusinessFacts> {
  const s = (key: SettingKey<'business'>) => ctx.settings.get('business', key).then(String);
  return {
    companyName: await s('companyName'),
    phone: await s('phone'),
    email: await s('email'),
    hours: await s(hoursSettingKey(locale)),
    address: await s('address'),
  };
}
