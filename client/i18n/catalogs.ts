/**
 * Every catalog's loader but `api` (client/i18n/i18n.ts lists only the public site's in the entry and
 * reads the back office's here, in a chunk of their own).
 */
export const CATALOGS = import.meta.glob<Record<string, unknown>>(
  ['../../shared/i18n/{en,fr}/*.json', '!../../shared/i18n/{en,fr}/api.json'],
  { import: 'default' },
);
