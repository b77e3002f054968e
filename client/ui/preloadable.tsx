import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that renders at once when its chunk is already loaded. React.lazy alone
 * suspends on its first render even then, which leaves a server-rendered part dehydrated (and deaf to
 * clicks) for another round; `preload()` before hydrating avoids that.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (Component) => (loaded = Component),
      (error: unknown) => {
        pending = undefined; // a failed chunk (a release in between) may be retried
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((Component) => ({ default: Component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component: Preloadable, preload };
}
