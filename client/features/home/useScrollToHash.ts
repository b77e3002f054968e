import { useEffect } from 'react';
import { useLocation } from '@client/lib/router';

/**
 * Scrolls to `#how-it-works`, `#faq`... once the lazily loaded page has rendered: the router's
 * scroll restoration runs before the page's sections exist.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);
}
