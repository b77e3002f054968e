/**
 * A charity's place of issue (Reg. 3501(1)(c): the place where the receipt was issued), taken from
 * the CRA registry's address when staff approve it: "Toronto, ON". The registry writes cities in
 * capitals ("SAINT-JEAN-SUR-RICHELIEU"); the receipt prints them as the city writes its name.
 */
const SMALL_WORDS = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'sur', 'en', 'aux', 'of', 'on', 'the']);

function cityName(raw: string): string {
  const lower = raw.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr-CA');
  // Capital after start, space, hyphen, apostrophe or period; small joining words stay lower-case.
  return lower.replace(/(^|[\s\-'’.])(\p{L}+)/gu, (_m, sep: string, word: string) =>
    sep !== '' && SMALL_WORDS.has(word)
      ? `${sep}${word}`
      : `${sep}${word[0]!.toLocaleUpperCase('fr-CA')}${word.slice(1)}`,
  );
}

/** "Toronto, ON" from the registry's city and province, or null when either is missing. */
export function placeOfIssueFromAddress(address: {
  city: string | null;
  province: string | null;
}): string | null {
  const city = address.city?.trim();
  const province = address.province?.trim().toUpperCase();
  if (!city || !province) return null;
  // Mixed case as typed by a person stays as it is; capitals from the registry are softened.
  const name = city === city.toUpperCase() ? cityName(city) : city;
  return `${name}, ${province}`;
}
