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

function show(title: string, message: string, color: string, icon: React.ReactNode): void {
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
