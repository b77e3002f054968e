import type { RouteOptions } from 'fastify';

type LifecycleHook = 'onRequest' | 'preParsing' | 'preValidation' | 'preHandler' | 'onSend' | 'onResponse';

/**
 * Adds a hook to one route from an `onRoute` hook, after the route's own hooks of that kind (or before
 * them, `first`): the work is then only done by the routes that need it, decided once at registration
 * instead of tested per request.
 * The route's array is copied, never changed in place: Fastify copies a GET route's options for its HEAD
 * route before the `onRoute` hooks run, and the HEAD route gets its own hooks when they run for it.
 */
export function addRouteHook(
  route: RouteOptions,
  hook: LifecycleHook,
  fn: (...args: never[]) => unknown,
  position: 'last' | 'first' = 'last',
) {
  const options = route as unknown as Record<LifecycleHook, unknown>;
  const existing = options[hook];
  const others = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  options[hook] = position === 'first' ? [fn, ...others] : [...others, fn];
}
