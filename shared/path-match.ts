/**
 * The one path matcher of the app, run by the browser's router (client/lib/router.tsx), its route lookup
 * (client/app/routes.tsx) and the server's head and render (shared/routes.ts `matchSiteRoute`): a route
 * pattern (`/blog/:slug`, `/admin/*`, `*`) against a path, case and trailing slashes ignored, parameters
 * decoded, and routes ranked as react-router ranks them (client/lib/router.test.tsx compares the two).
 */

export interface PathMatch {
  params: Record<string, string>;
  pathname: string;
}

/** A pattern's expression, and its parameters' names, each marked when optional (`/x/:id?`). */
const compiled = new Map<string, { re: RegExp; names: string[]; optional: boolean[] }>();

/** A route pattern (`/blog/:slug`, `/admin/*`, `*`) as a regular expression, made once. */
function compile(pattern: string) {
  let found = compiled.get(pattern);
  if (found) return found;
  const names: string[] = [];
  const optional: boolean[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_: string, name: string, isOptional?: string) => {
      names.push(name);
      optional.push(Boolean(isOptional));
      return isOptional ? '(?:/([^\\/]+))?' : '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    names.push('*');
    optional.push(false);
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  found = { re: new RegExp(source, 'i'), names, optional };
  compiled.set(pattern, found);
  return found;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The route pattern's match of a whole path (case and trailing slashes ignored), or null. */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { re, names, optional } = compile(pattern);
  const m = re.exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    const value = m[i + 1];
    // An optional parameter not given is left out; an empty rest (`/admin` for `/admin/*`) is ''.
    if (value !== undefined || !optional[i]) params[name] = decode(value ?? '');
  });
  return { params, pathname: m[0] };
}

/** react-router's ranking: static segments over parameters over a trailing `*`. */
export function score(path: string): number {
  const segments = path.split('/');
  let total = segments.length;
  if (segments.includes('*')) total -= 2;
  for (const s of segments) if (s !== '*') total += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  return total;
}

/** The patterns' entries best first (by `score`, then in their given order), the order routes are tried in. */
export function rankByPattern<T>(entries: readonly T[], pattern: (entry: T) => string): T[] {
  return entries
    .map((entry, order) => ({ entry, order, score: score(pattern(entry)) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((e) => e.entry);
}
