// First: before any chunk builds a zod schema (see the module).
import './lib/zod-browser';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SSR_STATE_ELEMENT_ID, type SsrState } from '@shared/ssr';
import './app/styles';
import { AppProviders, browserQueryClient } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { preloadUserMenu } from './app/layout/Header';
import { findRoute, loadPageList } from './app/routes';
import { changeLanguage, i18n, STARTUP_NAMESPACES } from './i18n/i18n';
import { detectLanguage, toLanguage } from '@shared/i18n/language';

/** The state the server rendered the page from (public pages), or null for a page the browser renders. */
function serverState(): SsrState | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}

async function start() {
  const state = serverState();
  const container = document.getElementById('root')!;
  const hydrate = Boolean(state) && container.hasChildNodes();
  if (state) {
    // Same answers and language as the server's render, so the first render matches its HTML.
    for (const { key, data } of state.queries) browserQueryClient.setQueryData(key, data);
    if (i18n.language !== state.language) await i18n.changeLanguage(state.language);
  }
  // Fetch the current page's chunk and the startup catalogs in parallel, then render once.
  const route = findRoute(window.location.pathname);
  const signedIn = state?.queries.some((q) => q.key[0] === '/api/auth/user' && q.data);
  await Promise.allSettled([
    i18n.loadNamespaces([...STARTUP_NAMESPACES, ...(route.ns ?? [])]),
    route.load(),
    signedIn ? preloadUserMenu() : null,
  ]);
  const app = (
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // A transition: React renders in slices and lets the browser handle input in between.
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // Once the page is idle: the loaders that fetch a page's chunks in parallel, for the next pages.
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => void loadPageList().catch(() => {}), { timeout: 5000 });
  else setTimeout(() => void loadPageList().catch(() => {}), 2000);
  // A language chosen in this browser before the server knew it (no cookie yet): switch to it now.
  const chosen = detectLanguage();
  if (state && toLanguage(state.language) !== chosen) await changeLanguage(chosen);
}

// In a task of its own: evaluating the entry is already a long task on a slow phone.
setTimeout(() => void start(), 0);
