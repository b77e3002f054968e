import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from '@client/lib/router';
import { ChatWidgetMount } from '@client/features/chat/ChatWidgetMount';
import { LiveAnnouncer } from '@client/ui/LiveAnnouncer';
import { PageLoader } from '@client/ui/PageLoader';
import { leavePage } from '@client/ui/pageToasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import classes from './AppLayout.module.css';

/** Skip link, header, the page in <main>, footer. Pages load lazily inside. */
export function AppLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LiveAnnouncer />
      <ChatWidgetMount />
      <ScrollToTop />
    </>
  );
}

/**
 * A new page starts at its top; an in-page anchor (#faq) scrolls to its target instead. Toasts of
 * the page left behind go with it.
 */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => leavePage(pathname), [pathname]);
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
