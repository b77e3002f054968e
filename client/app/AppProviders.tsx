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

// The toast region (its container, F8 shortcut and transition library) mounts on the visitor's first
// interaction (toasts answer what they do), or with the first toast raised before any: toasts raised
// before it mounts wait in the notifications store and show when it arrives. Not at start-up: its chunk's
// evaluation and the Notifications portal's extra render were two more tasks after the first paint.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function NotificationRegion() {
  // Never in the first render: the server's HTML has no toast region.
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let active = true;
    const stopListening = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, true);
    };
    const want = () => {
      active = false;
      stopListening();
      stopWatching?.();
      setWanted(true);
    };
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true });
    void import('@client/lib/toastWatch').then(({ watchToasts }) => {
      if (active) stopWatching = watchToasts(want);
    });
    return () => {
      active = false;
      stopListening();
      stopWatching?.();
    };
  }, []);
  if (!wanted) return null;
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
