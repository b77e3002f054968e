import { provinceLabelKey, type ProvinceCode } from '@shared/geo/provinces';
import { provincePrep } from '@shared/donations/province-prep';
import { translate, type Locale } from '../../platform/i18n';

/**
 * The province's checklist as e-mail lines: heading, one line per item, and the authority with its
 * page. The same table and words as step 3 of the wizard.
 */
export function provincePrepLines(locale: Locale, province: ProvinceCode): string[] {
  const prep = provincePrep(province);
  const params = {
    province: translate(locale, provinceLabelKey(province)),
    authority: translate(locale, prep.authorityKey),
  };
  return [
    translate(locale, 'donate:prep.heading', params),
    ...prep.lines.map((key) => `- ${translate(locale, key, params)}`),
    translate(locale, 'donate:prep.source', { ...params, url: prep.sourceUrl }),
  ];
}
