import { vehicleName } from '@shared/format/vehicle-name';
import type { ProvinceCode } from '@shared/geo/provinces';
import { hoursSettingKey } from '@shared/settings/defaults';
import type { AppContext } from '../../platform/context';
import { translate, type Locale } from '../../platform/i18n';
import { provincePrepLines } from './province-prep.email';

export interface ConfirmationFacts {
  id: number;
  firstName: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null;
  charityName: string | null;
  accessCode: string;
  province: ProvinceCode;
  unattendedPickup: boolean;
}

/** The portal link that opens the donation directly (the code is read from the query string). */
export function portalUrl(ctx: AppContext, accessCode: string): string {
  return `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/enhanced-donor-portal?code=${encodeURIComponent(accessCode)}`;
}

/** The confirmation e-mail, in the donor's language, with the access code and what happens next. */
export async function composeConfirmation(ctx: AppContext, locale: Locale, facts: ConfirmationFacts) {
  const t = (key: string, params: Record<string, unknown> = {}) =>
    translate(locale, `donate:email.${key}`, params);
  const company = String(await ctx.settings.get('business', 'companyName'));
  const phone = String(await ctx.settings.get('business', 'phone'));
  const hours = String(await ctx.settings.get('business', hoursSettingKey(locale)));
  const vehicle = vehicleName(facts, locale);
  const charity = facts.charityName ?? t('charityToBeChosen');
  const text = [
    t('greeting', { name: facts.firstName }),
    '',
    t('intro', { vehicle, charity, id: facts.id }),
    '',
    t('codeIntro'),
    `    ${facts.accessCode}`,
    t('link', { url: portalUrl(ctx, facts.accessCode) }),
    '',
    t('nextHeading'),
    `- ${t('nextCall')}`,
    `- ${t('nextPickup')}`,
    `- ${t('nextReceipt')}`,
    '',
    ...provincePrepLines(locale, facts.province),
    ...(facts.unattendedPickup ? ['', t('unattended')] : []),
    '',
    t('contact', { phone, hours }),
    '',
    t('signature', { company }),
  ].join('\n');
  return { subject: t('subject', { id: facts.id, company }), text };
}
