import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from '@client/i18n/i18n';

function show(title: string, message: string, color: string, icon: React.ReactNode): void {
  notifications.show({
    title,
    message,
    color,
    icon,
    closeButtonProps: { 'aria-label': i18n.t('common:closeNotification') },
  });
}

/** The two toast variants of the site: success and destructive. */
export function toastSuccess(title: string, message: string): void {
  show(title, message, 'brand', <IconCheck size={18} aria-hidden="true" />);
}

export function toastError(title: string, message: string): void {
  show(title, message, 'red', <IconX size={18} aria-hidden="true" />);
}
