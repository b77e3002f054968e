import { provincePrepTextLines } from '@shared/donations/province-prep';
import { provinceLabelKey, type ProvinceCode } from '@shared/geo/provinces';
import { translate, type Locale } from '../../platform/i18n';

/** The province's checklist as e-mail lines, in the donor's language (same table and words as step 3). */
export function provincePrepLines(locale: Locale, province: ProvinceCode): string[] {
  const t = (key: string, params: Record<string, string>) => translate(locale, key, params);
  return provincePrepTextLines(t, province, translate(locale, provinceLabelKey(province)), locale);
}
