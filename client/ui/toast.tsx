import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from '@client/i18n/i18n';
import { onLeavePage } from './pageToasts';

/**
 * Each toast shown or queued, with the page it belongs to: the page on screen when it is first drawn
 * (null until then). A form that raises its message and navigates in the same step (dealer
 * registration: toast, then home) hands the message to the page it goes to; a toast the visitor has
 * seen goes away when they leave its page.
 */
const raisedOn = new Map<string, string | null>();

onLeavePage((pathname) => {
  for (const [id, page] of raisedOn) {
    if (page === null || page === pathname) continue;
    notifications.hide(id);
    raisedOn.delete(id);
  }
});

/** The page a toast belongs to is the one shown at the next frame, after any navigation of the same step. */
function belongToPageDrawn(id: string): void {
  const settle = () => {
    if (raisedOn.get(id) === null) raisedOn.set(id, window.location.pathname);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(settle);
  else setTimeout(settle, 0);
}

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
  raisedOn.set(id, null);
  belongToPageDrawn(id);
}

/** The two toast variants of the site: success and destructive. */
export function toastSuccess(title: string, message: string): void {
  show(title, message, 'brand', <IconCheck size={18} aria-hidden="true" />);
}

export function toastError(title: string, message: string): void {
  show(title, message, 'red', <IconX size={18} aria-hidden="true" />);
}
