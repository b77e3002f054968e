import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

let speak: ((message: string) => void) | null = null;

/**
 * Says a message to screen-reader users through the shell's one polite live region (rendered by
 * <LiveAnnouncer /> in the layout, present before any message so it is announced). The same message
 * twice is announced twice.
 */
export function announce(message: string): void {
  speak?.(message);
}

/** The live region behind announce(); the layout renders it once. */
export function LiveAnnouncer() {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let frame = 0;
    speak = (next) => {
      setMessage('');
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setMessage(next));
    };
    return () => {
      cancelAnimationFrame(frame);
      speak = null;
    };
  }, []);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-live-announcer>
      {message}
    </VisuallyHidden>
  );
}
