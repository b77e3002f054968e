/**
 * The addresses of the app's router (router.tsx), without React: where a link leads from the current
 * address. Same behaviour as react-router's (router.test.tsx compares them). Whether and how a pattern
 * matches a path, and how routes rank, is shared with the server: shared/path-match.ts.
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
