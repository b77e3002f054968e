import { hasKey, translate, type Locale } from '../../platform/i18n';

/** Form choices whose words live in the domain catalog (`domain:condition.good` is "Good"). */
const CHOICE_NAMESPACES: Record<
  'condition' | 'accidents' | 'serviceHistory' | 'titleBrand' | 'rvClass',
  string
> = {
  condition: 'domain:condition',
  accidents: 'domain:accidents',
  serviceHistory: 'domain:serviceHistory',
  titleBrand: 'domain:titleBrand',
  rvClass: 'domain:rvClass',
};

/** The short label of a form choice ("Good", "Minor accidents"), e.g. choiceLabel('fr', 'condition', 'good'). */
export function choiceLabel(locale: Locale, name: keyof typeof CHOICE_NAMESPACES, value: string): string {
  const key = `${CHOICE_NAMESPACES[name]}.${value}`;
  return hasKey(key) ? translate(locale, key) : value;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** 120,000 / 120 000 (en-CA / fr-CA; fr-CA groups with a no-break space). */
export function formatInteger(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 0 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

/** A factor's effect for a reader: "-12%" / "-12 %", "+5%", "0%". */
export function formatImpact(percent: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'percent',
    signDisplay: 'exceptZero',
  }).format(percent / 100);
}
