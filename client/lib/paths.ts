/**
 * The addresses and route patterns of the app's router (router.tsx), without React: where a link
 * leads from the current address, whether and how a pattern matches a path, and how routes rank.
 * Same behaviour as react-router's (router.test.tsx compares them).
 */

// Addresses -------------------------------------------------------------------------------------

export const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export function splitPath(to: string): Path {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const rest = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 ? rest.slice(searchAt) : '',
    hash,
  };
}

/** `.` and `..` segments taken out, as react-router resolves them. */
function normalize(pathname: string): string {
  const out: string[] = [];
  for (const segment of pathname.split('/').slice(1)) {
    if (segment === '..') out.pop();
    else if (segment !== '.') out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * Where `to` leads from the current address: from the root when it starts with `/`, the same page
 * with another query or anchor when it starts with `?` or `#`, else relative to the current address
 * (react-router's `relative="path"`; the app's links all start from the root).
 */
export function resolvePath(to: string, from: string): Path {
  const path = splitPath(to);
  const questionOnly = path.pathname === '';
  const pathname = questionOnly
    ? from
    : normalize(
        path.pathname.startsWith('/') ? path.pathname : `${from.replace(/\/+$/, '')}/${path.pathname}`,
      );
  const search = path.search === '?' ? '' : path.search;
  const hash = path.hash === '#' ? '' : path.hash;
  return { pathname, search, hash };
}

export const href = (p: Path) => p.pathname + p.search + p.hash;

// Matching ---------------------------------------------------------------------------------------

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
