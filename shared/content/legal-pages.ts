// No imports: the footer, in every page's first load, reads this.
/** The seeded terms of use and privacy policy, per language: links open the visitor's version. */
export const LEGAL_PAGE_SLUGS = {
  terms: { en: 'terms', fr: 'conditions-d-utilisation' },
  privacy: { en: 'privacy', fr: 'politique-de-confidentialite' },
} as const;

/** The address of a legal page in a language. */
export const legalPagePath = (page: keyof typeof LEGAL_PAGE_SLUGS, language: string) =>
  `/pages/${LEGAL_PAGE_SLUGS[page][language === 'fr' ? 'fr' : 'en']}`;
