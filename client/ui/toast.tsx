import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from '@client/i18n/i18n';
import { onLeavePage } from './pageToasts';

/** Each toast shown or queued, with the page it was raised on. */
const raisedOn = new Map<string, string>();

onLeavePage((pathname) => {
  for (const [id, page] of raisedOn) {
    if (page === pathname) continue;
    notifications.hide(id);
    raisedOn.delete(id);
  }
});

/**
 * One toast at a time (Toasts.tsx), and the newest wins: a toast still shown or waiting is hidden
 * first. Queued behind the earlier ones, the message of the action just taken waited 5 s for each
 * (longer while the pointer rested on one), after several status updates in a row.
 */
function show(title: string, message: string, color: string, icon: React.ReactNode): void {
  for (const earlier of raisedOn.keys()) notifications.hide(earlier);
  raisedOn.clear();
  const id = notifications.show({
    title,
    message,
    color,
    icon,
    closeButtonProps: { 'aria-label': i18n.t('common:closeNotification') },
    onClose: ({ id: closed }) => void (closed && raisedOn.delete(closed)),
  });
  raisedOn.set(id, window.location.pathname);
}

/** The two toast variants of the site: success and destructive. */
export function toastSuccess(title: string, message: string): void {
  show(title, message, 'brand', <IconCheck size={18} aria-hidden="true" />);
}

export function toastError(title: string, message: string): void {
  show(title, message, 'red', <IconX size={18} aria-hidden="true" />);
}
