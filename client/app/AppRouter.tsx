import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes } from '@client/lib/router';
import { isAdminPath } from '@shared/routes';
import { PageLoader } from '@client/ui/PageLoader';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteGuard } from './RouteGuard';
import { pageComponent, routePolicy, ROUTES, type AppRoute } from './routes';

// The admin shell loads only for admins: its drawer and menu code never weigh on public pages.
const AdminLayout = lazy(() => import('./layout/AdminLayout').then((m) => ({ default: m.AdminLayout })));

/**
 * Marks `<html data-app-ready>` once the page itself has rendered (or hydrated what the server rendered)
 * in the browser: from then on its forms are handled by the app. /boot.js holds form submissions until
 * then. Inside the page, so a page hydrated after the shell is counted.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** The route's page, then the ready mark once it has rendered. */
function pageOf(route: AppRoute) {
  const Component = pageComponent(route);
  return function Page() {
    return (
      <>
        <Component />
        <AppReady />
      </>
    );
  };
}

const PAGES = ROUTES.map((route) => ({ route, Page: pageOf(route) }));

const pageRoute = ({ route, Page }: (typeof PAGES)[number]) => (
  <Route
    key={route.path}
    path={route.path}
    element={
      <RouteErrorBoundary>
        <RouteGuard policy={routePolicy(route)}>
          <Page />
        </RouteGuard>
      </RouteErrorBoundary>
    }
  />
);

/**
 * The route tree, shared by the browser (BrowserRouter) and the server's first render (StaticRouter,
 * client/entry-server.tsx). Declarative routing: pages load their own data with TanStack Query, so the
 * data router's loaders are not needed, and leaving them out keeps the public pages' first download small.
 * Every /admin page sits in the admin shell, behind the admin guard (unknown /admin paths too).
 */
export function AppRoutes({ only }: { only?: AppRoute }) {
  // The server's render lists only the page it renders (client/entry-server.tsx): the router then
  // matches one route instead of ranking all of them, and the markup is the same as with all of them.
  const pages = only ? PAGES.filter((p) => p.route === only) : PAGES;
  const adminPages = pages.filter((p) => isAdminPath(p.route.path));
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {pages.filter((p) => !isAdminPath(p.route.path)).map(pageRoute)}
        {adminPages.length > 0 && (
          <Route
            element={
              // Staff: editors write the blog in the shell; every page keeps its own guard (admin for most).
              <RouteGuard policy="staff">
                <Suspense fallback={<PageLoader />}>
                  <AdminLayout />
                </Suspense>
              </RouteGuard>
            }
          >
            {adminPages.map(pageRoute)}
          </Route>
        )}
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
