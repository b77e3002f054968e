import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@client/lib/router';
import { i18n } from '@client/i18n/i18n';
import { OPEN_CHAT_EVENT } from './openChat';

// The widget, its namespace and its components load once the page is idle: nothing of it is in a
// page's first download (public-site.md §2: a floating chat on every page).
const ChatWidget = lazy(() =>
  Promise.all([import('./ChatWidget'), i18n.loadNamespaces('chat')]).then(([m]) => ({
    default: m.ChatWidget,
  })),
);

const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1500);
  return () => clearTimeout(id);
};

/** Mounts the chat widget after the page is interactive; not on the full chat page itself. */
export function ChatWidgetMount() {
  const [ready, setReady] = useState(false);
  // How many times the header menu or the footer asked for the chat: the widget opens on each new one.
  const [openRequests, setOpenRequests] = useState(0);
  const { pathname } = useLocation();
  useTranslation(); // re-render on a language change
  useEffect(() => {
    const onOpen = () => {
      setReady(true);
      setOpenRequests((n) => n + 1);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);
  useEffect(() => {
    const start = () => whenIdle(() => setReady(true));
    if (document.readyState === 'complete') return start();
    let cancel: (() => void) | undefined;
    const onLoad = () => (cancel = start());
    window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel?.();
    };
  }, []);
  if (!ready || pathname === '/chat') return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget openRequests={openRequests} />
    </Suspense>
  );
}
