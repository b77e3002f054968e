/**
 * The shell's namespaces (common, nav, auth, errors) and those read across pages through a prefix
 * (`t('validation:…')`, `t('domain:…')`): main.tsx loads them, for the visitor's language only, before
 * the first render; the server preloads their chunks. None is in the entry bundle (issue 18).
 */
export const STARTUP_NAMESPACES = [
  'common',
  'nav',
  'auth',
  'errors',
  'validation',
  'domain',
  'seo',
  'home',
] as const;
