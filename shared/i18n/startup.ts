/**
 * Namespaces read across pages through a prefix (`t('validation:…')`, `t('domain:…')`): main.tsx loads
 * them, for the visitor's language only, before the first render; the server preloads their chunks.
 */
export const STARTUP_NAMESPACES = ['validation', 'domain', 'seo', 'home'] as const;
