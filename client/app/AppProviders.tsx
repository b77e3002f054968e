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

// The toast region (its container, F8 shortcut and transition library) loads with the first toast:
// toasts raised before it mounts wait in the notifications store and show when it arrives. Its chunk is
// fetched ahead on the visitor's first interaction, since toasts answer what they do.
const loadToasts = () => import('./Toasts');
const Toasts = lazy(() => loadToasts().then((m) => ({ default: m.Toasts })));
const INTERACTIONS = ['pointerdown', 'keydown'] as const;

function NotificationRegion() {
  // Never in the first render: the server's HTML has no toast region.
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    void import('@client/lib/toastWatch').then(({ watchToasts }) => {
      if (active) stop = watchToasts(() => setRaised(true));
    });
    const prefetch = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, prefetch, true);
      void loadToasts().catch(() => {});
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, prefetch, { capture: true, passive: true });
    return () => {
      active = false;
      stop?.();
      for (const type of INTERACTIONS) window.removeEventListener(type, prefetch, true);
    };
  }, []);
  if (!raised) return null;
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
