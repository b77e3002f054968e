import { notificationsStore } from '@mantine/notifications';

/**
 * Calls `onToast` once a toast is shown or waiting in Mantine's notifications store (already, or when
 * one is raised later), then stops watching; returns the way to stop earlier. The store alone is small:
 * the toast region (client/app/Toasts.tsx) and its transition library load only for a page that raises
 * a toast.
 */
export function watchToasts(onToast: () => void): () => void {
  const raised = () => {
    const { notifications, queue } = notificationsStore.getState();
    return notifications.length + queue.length > 0;
  };
  if (raised()) {
    onToast();
    return () => {};
  }
  const stop = notificationsStore.subscribe(() => {
    if (!raised()) return;
    stop();
    onToast();
  });
  return stop;
}
