import { lazy, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteGuard } from './RouteGuard';
import { routePolicy, ROUTES, type AppRoute } from './routes';

/**
 * Declarative routing (BrowserRouter + Routes): the pages load their own data with TanStack Query, so the
 * data router's loaders are not needed, and leaving them out keeps the public pages' first download small.
 */
function useRouteElements() {
  return useMemo(
    () =>
      ROUTES.map((route: AppRoute) => {
        const Page = lazy(() => route.load().then((Component) => ({ default: Component })));
        return { route, Page };
      }),
    [],
  );
}

export function AppRouter() {
  const pages = useRouteElements();
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<AppLayout />}>
          {pages.map(({ route, Page }) => (
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
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
