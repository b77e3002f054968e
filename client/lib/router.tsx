import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { matchPath, score } from '@shared/path-match';
import { createHistoryGuard, type LeaveCheck } from './history-guard';
import { EXTERNAL, href, resolvePath, splitPath } from './paths';

export { matchPath, type PathMatch } from '@shared/path-match';
export { resolvePath } from './paths';

/**
 * The app's router: the part of react-router's declarative API the app uses (BrowserRouter,
 * StaticRouter, Routes, Route, Outlet, Link, NavLink, Navigate and the location hooks), with the same
 * behaviour, in 3 kB instead of react-router's 10 (issue 18: every public page downloads it first).
 * router.test.tsx checks its matching and ranking against react-router's over every route of the app.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the page that navigated here passed along (`navigate(to, { state })`). */
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigator = (to: string | number, opts?: NavigateOptions) => void;

type Block = (check: LeaveCheck) => () => void;

const LocationContext = createContext<{ location: Location; navigate: Navigator; block: Block } | null>(null);
const RouteContext = createContext<{ params: Record<string, string>; outlet: ReactNode }>({
  params: {},
  outlet: null,
});

function useRouterContext() {
  const context = useContext(LocationContext);
  if (!context) throw new Error('A link or a location hook is used outside the router');
  return context;
}

export const useLocation = (): Location => useRouterContext().location;
export const useNavigate = (): Navigator => useRouterContext().navigate;
export const useParams = <T extends Record<string, string | undefined> = Record<string, string>>() =>
  useContext(RouteContext).params as T;
/**
 * While `when`, Back and Forward out of this page ask `leave()` first; when it says stay, the address
 * returns to this page (links are the page's own to stop: they never reach the router if stopped).
 */
export function useBlocker(when: boolean, leave: LeaveCheck) {
  const { block } = useRouterContext();
  useEffect(() => (when ? block(leave) : undefined), [block, when, leave]);
}
/** The page's place in its layout: the page itself, inside the layout route that holds it. */
export const Outlet = () => <>{useContext(RouteContext).outlet}</>;

// Routes -----------------------------------------------------------------------------------------

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; rendered by Routes, never on its own. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> is only ever used as a child of <Routes>');
}

/** A page route with the layouts around it, outermost first. */
interface Branch {
  path: string;
  layouts: ReactNode[];
  element: ReactNode;
  score: number;
  order: number;
}

function branchesOf(children: ReactNode, parentPath: string, layouts: ReactNode[], out: Branch[]) {
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      branchesOf((child.props as { children?: ReactNode }).children, parentPath, layouts, out);
      return;
    }
    const { path, element, children: nested } = child.props as RouteProps;
    const full =
      path === undefined
        ? parentPath
        : path.startsWith('/')
          ? path
          : `${parentPath.replace(/\/+$/, '')}/${path}`.replace(/^\/\*$/, '*');
    if (nested) branchesOf(nested, full, [...layouts, element], out);
    else if (path !== undefined)
      out.push({ path: full, layouts, element, score: score(full), order: out.length });
  });
}

/** The route that the current address shows, inside its layouts (nothing when none matches). */
export function Routes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const branches = useMemo(() => {
    const out: Branch[] = [];
    branchesOf(children, '/', [], out);
    return out.sort((a, b) => b.score - a.score || a.order - b.order);
  }, [children]);
  for (const branch of branches) {
    const match = matchPath(branch.path, pathname);
    if (!match) continue;
    return branch.layouts.reduceRight<ReactNode>(
      (outlet, layout) => (
        <RouteContext.Provider value={{ params: match.params, outlet }}>{layout}</RouteContext.Provider>
      ),
      <RouteContext.Provider value={{ params: match.params, outlet: null }}>
        {branch.element}
      </RouteContext.Provider>,
    );
  }
  return null;
}

// Routers ----------------------------------------------------------------------------------------

let keys = 0;
const newKey = () => `${Date.now().toString(36)}${(++keys).toString(36)}`;

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  const saved = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
}

/** The router of the browser: the address bar's location, moved by links and by back and forward. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const [guard] = useState(() => createHistoryGuard(window.history));
  const shown = useRef(location);
  // As react-router does: a new page renders as a transition, the previous one staying until it is ready.
  const show = useCallback(() => {
    shown.current = browserLocation();
    startTransition(() => setLocation(shown.current));
  }, []);
  useLayoutEffect(() => {
    const popped = () => {
      const { pathname, search } = window.location;
      if (guard.popped(pathname === shown.current.pathname && search === shown.current.search)) show();
    };
    window.addEventListener('popstate', popped);
    return () => window.removeEventListener('popstate', popped);
  }, [guard, show]);
  const navigate = useCallback<Navigator>(
    (to, opts = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const path = resolvePath(to, window.location.pathname);
      const saved = { usr: opts.state ?? null, key: newKey(), idx: guard.entry(!opts.replace) };
      if (opts.replace) window.history.replaceState(saved, '', href(path));
      else window.history.pushState(saved, '', href(path));
      show();
    },
    [guard, show],
  );
  const value = useMemo(() => ({ location, navigate, block: guard.block }), [location, navigate, guard]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

const cannotNavigate: Navigator = () => {
  throw new Error('The server render cannot navigate');
};
const nothingToBlock: Block = () => () => undefined;

/** The router of the server's render: one fixed address. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo(
    () => ({
      location: { ...splitPath(location), state: null, key: 'default' },
      navigate: cannotNavigate,
      block: nothingToBlock,
    }),
    [location],
  );
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

// Links ------------------------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of the app's navigation. */
  reloadDocument?: boolean;
}

/**
 * An anchor whose plain left click navigates inside the app; a click with a modifier key, another
 * target or an address of another site stays the browser's.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, replace, state, reloadDocument, onClick, target, ...rest },
  ref,
) {
  const { location, navigate } = useRouterContext();
  const external = EXTERNAL.test(to);
  const path = external ? null : resolvePath(to, location.pathname);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !path || reloadDocument) return;
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    // A link to the address already shown replaces it instead of adding a step to the history.
    navigate(href(path), { replace: replace ?? href(path) === href(location), state });
  };
  return <a {...rest} ref={ref} href={path ? href(path) : to} target={target} onClick={handleClick} />;
});

export interface NavLinkProps extends LinkProps {
  /** Current only on this very address, not on the addresses below it. */
  end?: boolean;
}

/** A link that knows when it leads to the current page: `aria-current="page"` and the class `active`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { end = false, className = '', to, ...rest },
  ref,
) {
  const { location } = useRouterContext();
  const target = resolvePath(to, location.pathname).pathname.toLowerCase();
  const current = location.pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      ref={ref}
      to={to}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ')}
    />
  );
});

/** Navigates once rendered (`replace`: instead of the current address, as a redirect does). */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

/** The address's query, and a setter that navigates to the same page with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((current: URLSearchParams) => SearchInit), opts?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouterContext();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), opts?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(params) : next).toString();
      navigate(`?${value}`, opts);
    },
    [navigate, params],
  );
  return [params, set];
}
