/**
 * The contract between the server and the client's server-side entry (client/entry-server.tsx, built by
 * `vite build --ssr` into dist/ssr). The server renders a public page's first screen into the HTML it
 * sends; the browser then hydrates it from the same state, so both renders match.
 */
import type { Locale } from './i18n/language';

/** A query answer the server already has (its key is the API path, as in the client's TanStack Query keys). */
export interface SsrQuery {
  key: readonly unknown[];
  data: unknown;
}

export interface SsrState {
  language: Locale;
  queries: SsrQuery[];
}

export interface SsrResult {
  /** The markup of the app's root element. */
  html: string;
  /** The lazy i18n namespaces the page reads (the server preloads their chunks). */
  namespaces: readonly string[];
}

export interface SsrEntry {
  render(url: string, state: SsrState): Promise<SsrResult>;
}

/** id of the `<script type="application/json">` carrying the SsrState into the page. */
export const SSR_STATE_ELEMENT_ID = 'vdc-ssr-state';

/** JSON safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
