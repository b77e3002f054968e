import type { ComponentType } from 'react';

/**
 * Every page module's loader, each with the list of its chunk's own imports (fetched in parallel with
 * it). client/app/routes.tsx lists only the public pages in the entry, without those lists; it reads
 * these once the first page is idle, and before the first back-office page.
 */
export const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
  '../features/**/*Page.tsx',
  '../features/**/*Redirect.tsx',
  // The error boundary's page is in the entry (client/app/RouteErrorBoundary.tsx), not a routed page.
  '!../features/errors/RouteErrorPage.tsx',
]);
