import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n as browserI18n } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/** The browser's one query client (the server renders each page with its own). */
export const browserQueryClient = createQueryClient();

// The container (and its transition library) loads after the first paint; toasts raised before it
// mounts wait in the notifications store and show when it arrives.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

function NotificationRegion() {
  // F8 moves focus to the visible notification (its close button), as in the specification.
  useHotkeys([
    [
      'F8',
      () => document.querySelector<HTMLElement>('.mantine-Notifications-root [role="alert"] button')?.focus(),
    ],
  ]);
  // After mounting only: the server's HTML has no toast region, so the first render must not either.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {/* At the bottom: a toast never covers the header, its menus or the phone's navigation. */}
      <Notifications limit={1} autoClose={5000} position="bottom-right" />
    </Suspense>
  );
}

interface AppProvidersProps {
  children: ReactNode;
  /** The server passes a per-request instance in the visitor's language; the browser uses its own. */
  i18n?: I18n;
  queryClient?: QueryClient;
}

export function AppProviders({
  children,
  i18n = browserI18n,
  queryClient = browserQueryClient,
}: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <NotificationRegion />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
