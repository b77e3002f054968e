import type { Charity } from '../../db/schema/charities';
import { translate, type Locale } from '../../platform/i18n';

type CharityPlace = Pick<Charity, 'placeOfIssue'>;
type CharitySigner = Pick<Charity, 'signerTitle' | 'signerTitleFr'>;

/**
 * Where the receipt says it was issued (Reg. 3501(1)(c)): the charity's own place, set from the
 * registry address when staff approve it. The platform's place is a fallback that staff are warned
 * about before they issue (`receiptWarnings`).
 */
export function receiptPlaceOfIssue(
  charity: CharityPlace,
  platformPlace: string,
): { place: string; fallback: boolean } {
  const own = charity.placeOfIssue?.trim();
  return own ? { place: own, fallback: false } : { place: platformPlace.trim(), fallback: true };
}

/** The signer's title in the receipt's language: a French receipt prints the French title when set. */
export function signerTitleFor(charity: CharitySigner, locale: Locale): string | null {
  const en = charity.signerTitle?.trim() || null;
  if (locale !== 'fr') return en;
  return charity.signerTitleFr?.trim() || en;
}

/**
 * What staff should know before issuing, without blocking it: the platform's place printed for a
 * charity that has none, an English title on a French receipt. Translated in the staff's language.
 */
export function receiptWarnings(
  charity: (CharityPlace & CharitySigner & Pick<Charity, 'name'>) | null,
  receiptLocale: Locale,
  platformPlace: string,
  staffLocale: Locale,
): string[] {
  if (!charity) return [];
  const out: string[] = [];
  const { place, fallback } = receiptPlaceOfIssue(charity, platformPlace);
  if (fallback)
    out.push(translate(staffLocale, 'receipts:form.warningPlaceFallback', { charity: charity.name, place }));
  const title = charity.signerTitle?.trim();
  if (receiptLocale === 'fr' && title && !charity.signerTitleFr?.trim())
    out.push(translate(staffLocale, 'receipts:form.warningSignerTitleFr', { charity: charity.name, title }));
  return out;
}
