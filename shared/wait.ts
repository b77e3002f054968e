/**
 * A wait as people say it, in their language: whole minutes (at least one) up to an hour and a half,
 * whole hours beyond; never "669 seconds". Intl's unit names give both languages' plurals.
 */
export function formatWait(seconds: number, language: 'en' | 'fr'): string {
  const inHours = seconds > 90 * 60;
  const value = inHours ? Math.round(seconds / 3600) : Math.max(1, Math.ceil(seconds / 60));
  return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'unit',
    unit: inHours ? 'hour' : 'minute',
    unitDisplay: 'long',
  }).format(value);
}
