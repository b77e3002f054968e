import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@client/i18n/i18n';
import { createQueryClient } from '@client/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

const queryClient = createQueryClient();

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
  return (
    <Suspense fallback={null}>
      <Notifications limit={1} autoClose={5000} position="top-right" />
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
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
