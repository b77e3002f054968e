import { Notifications } from '@mantine/notifications';
import { useHotkeys } from '@mantine/hooks';

/**
 * The toast region (AppProviders loads it after the first paint, with its transition library): toasts
 * raised before it mounts wait in the notifications store and show when it arrives.
 */
export function Toasts() {
  // F8 moves focus to the visible notification (its close button), as in the specification.
  useHotkeys([
    [
      'F8',
      () => document.querySelector<HTMLElement>('.mantine-Notifications-root [role="alert"] button')?.focus(),
    ],
  ]);
  // At the bottom: a toast never covers the header, its menus or the phone's navigation.
  return <Notifications limit={1} autoClose={5000} position="bottom-right" />;
}
