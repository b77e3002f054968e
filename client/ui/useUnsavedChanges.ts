import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from '@client/lib/router';

/** Whether an editor's state differs from what was loaded or last saved (both plain data). */
export const hasChanges = (current: unknown, saved: unknown) =>
  JSON.stringify(current) !== JSON.stringify(saved);

/** A plain left click on a link to another page of this site (the app's own navigation). */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const to = new URL(link.href, window.location.href);
  // Another site is a page unload (beforeunload asks); the same page (an anchor) loses nothing.
  if (to.origin !== window.location.origin) return null;
  if (to.pathname === window.location.pathname && to.search === window.location.search) return null;
  return link;
}

/**
 * While `dirty`, leaving the editor asks first: the browser's own question on a reload, a closed tab or
 * another site (beforeunload), and a confirmation in the visitor's language on a link inside the app
 * (the header, the admin menu, a breadcrumb), whose click is stopped before the router sees it, and on
 * the browser's Back and Forward, after which the address returns to the editor if the user stays.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  const { t } = useTranslation('admin');
  const question = t('admin:shell.unsavedChanges');
  useBlocker(
    dirty,
    useCallback(() => window.confirm(question), [question]),
  );
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingLink(event) || window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, question]);
}
