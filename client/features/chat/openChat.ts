import type { MouseEvent } from 'react';

/**
 * Opening the floating chat from elsewhere on the page (public-site.md §2: the header menu and the
 * footer's "live chat" open it). A window event, so the header and footer need none of the widget's code:
 * ChatWidgetMount listens, loads the widget at once if it is still waiting for the page to be idle, and
 * opens it.
 */
export const OPEN_CHAT_EVENT = 'vdc:open-chat';

export function openLiveChat() {
  window.dispatchEvent(new Event(OPEN_CHAT_EVENT));
}

/**
 * The click of a link to `/chat` that opens the floating chat instead (the link still leads to the
 * full chat page without script, with a modifier key, and on the chat page itself).
 */
export function openChatInsteadOfNavigating(event: MouseEvent<HTMLElement>) {
  const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  if (event.button !== 0 || modified || window.location.pathname === '/chat') return;
  event.preventDefault();
  openLiveChat();
}
