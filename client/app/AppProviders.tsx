import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n as browserI18n } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** The browser's one query client (the server renders each page with its own). */
export const browserQueryClient = createQueryClient();

// The container, its F8 shortcut and its transition library load after the first paint; toasts raised
// before it mounts wait in the notifications store and show when it arrives.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

function NotificationRegion() {
  // After mounting only: the server's HTML has no toast region, so the first render must not either.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** The server passes a per-request instance in the visitor's language; the browser uses its own. */
  i18n?: I18n;
  queryClient?: QueryClient;
  /**
   * The server's render gives MantineProvider's first elements (its CSS variables and classes) made once
   * (client/ssr/mantine-styles.tsx) instead of made again on every render; the browser lets it write them.
   */
  mantineStyles?: ReactNode;
}

export function AppProviders({
  children,
  i18n = browserI18n,
  queryClient = browserQueryClient,
  mantineStyles,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        withCssVariables={!mantineStyles}
        withGlobalClasses={!mantineStyles}
      >
        {mantineStyles}
        <QueryClientProvider client={queryClient}>
          <NotificationRegion />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
