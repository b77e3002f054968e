/**
 * The contact form's address in each language: the footer's contact column links to the one in the
 * visitor's language; the demo data creates both, linked (server/seed/forms.ts). Staff may edit or
 * replace them in /admin/forms, keeping these slugs.
 */
export const CONTACT_FORM_SLUGS = { en: 'contact', fr: 'nous-joindre' } as const;
