/**
 * A toast belongs to the page that raised it. The layout calls leavePage() on every navigation;
 * toast.tsx registers how to hide its toasts once one is shown, so the layout never loads the
 * notifications library for a page that raised none.
 */
let hideOthers: ((pathname: string) => void) | null = null;

export function onLeavePage(hide: (pathname: string) => void): void {
  hideOthers = hide;
}

/** Hides the toasts raised on any page but `pathname`, shown or waiting. */
export function leavePage(pathname: string): void {
  hideOthers?.(pathname);
}
