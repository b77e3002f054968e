import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router';
import './app/styles';
import { AppProviders } from './app/AppProviders';
import { AppRouter } from './app/AppRouter';
import { ROUTES } from './app/routes';
import { i18n, STARTUP_NAMESPACES } from './i18n/i18n';

// Fetch the current page's chunk and the visitor's startup catalogs in parallel, then render once.
const route = ROUTES.find((r) => r.path !== '*' && matchPath(r.path, window.location.pathname));
void Promise.allSettled([
  i18n.loadNamespaces([...STARTUP_NAMESPACES, ...(route?.ns ?? [])]),
  route?.load(),
]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
