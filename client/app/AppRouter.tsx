import { lazy } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { RouteErrorPage } from '@client/features/errors/RouteErrorPage';
import { preloadNamespaces } from '@client/i18n/i18n';
import { AppLayout } from './layout/AppLayout';
import { RouteGuard } from './RouteGuard';
import { routePolicy, ROUTES, type AppRoute } from './routes';

function toRouteObject(route: AppRoute): RouteObject {
  // One lazy component per entry; entries sharing a module share its chunk.
  const Page = lazy(async () => {
    const namespaces = route.ns ? preloadNamespaces(route.ns).catch(() => undefined) : undefined;
    const [Component] = await Promise.all([route.load(), namespaces]);
    return { default: Component };
  });
  return {
    path: route.path,
    element: (
      <RouteGuard policy={routePolicy(route)}>
        <Page />
      </RouteGuard>
    ),
  };
}

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // A pathless child keeps header and footer on screen when a page fails to load or render.
    children: [{ errorElement: <RouteErrorPage />, children: ROUTES.map(toRouteObject) }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
