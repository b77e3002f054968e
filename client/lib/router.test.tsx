import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as RR from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@client/app/routes';
import { isAdminPath } from '@shared/routes';
import * as own from './router';

/**
 * The app's router against react-router (a development dependency kept as the reference): the same
 * matches, parameters, ranking, addresses and current links, over every route of the app and the
 * awkward paths (case, trailing and doubled slashes, encoded characters, splats).
 */
type Lib = typeof own | typeof RR;

const samplePaths = ROUTES.flatMap((r) => {
  const p = r.path.replace(/:\w+/g, 'some-slug').replace(/\*$/, 'a/b');
  return [
    p,
    p.toUpperCase(),
    `${p}/`,
    `${p}//`,
    `${p}x`,
    `${p}/unknown`,
    `${p.replace(/\/$/, '')}/%C3%A9t%C3%A9`,
  ];
});
const odd = [
  '/',
  '//',
  '/blog/a%20b',
  '/blog/a%2Fb',
  '/blog/%E0%A4%A',
  '/pages/caf%C3%A9/',
  '/ADMIN/',
  '/admin',
];

describe('matchPath', () => {
  const patterns = [
    '/',
    '*',
    '/*',
    '/blog',
    '/blog/:slug',
    '/admin/*',
    '/a/:x/b/:y',
    '/forms/:slug/',
    '/x/:id?',
  ];
  it('matches and reads parameters as react-router does', () => {
    for (const pattern of [...patterns, ...ROUTES.map((r) => r.path)])
      for (const path of [...samplePaths, ...odd]) {
        const theirs = RR.matchPath(pattern, path);
        const ours = own.matchPath(pattern, path);
        expect(ours && { params: ours.params }, `${pattern} ${path}`).toEqual(
          theirs && { params: decodeAll(theirs.params) },
        );
      }
  });
});

/** react-router's matchPath leaves parameters as written (its router decodes the path first). */
function decodeAll(params: Record<string, string | undefined>) {
  return Object.fromEntries(
    Object.entries(params).map(([k, v]) => {
      if (v === undefined) return [k, v];
      try {
        return [k, decodeURIComponent(v)];
      } catch {
        return [k, v];
      }
    }),
  );
}

/** The app's route tree (AppRouter's shape), each page showing its pattern and its parameters. */
function tree(lib: Lib) {
  const { Route, Routes, Outlet, useParams } = lib as typeof own;
  function Page({ path }: { path: string }) {
    return <i>{`${path} ${JSON.stringify(useParams())}`}</i>;
  }
  function Layout({ name }: { name: string }) {
    return (
      <b>
        {name}
        <Outlet />
      </b>
    );
  }
  const page = (path: string) => <Route key={path} path={path} element={<Page path={path} />} />;
  return (
    <Routes>
      <Route element={<Layout name="site" />}>
        {ROUTES.filter((r) => !isAdminPath(r.path)).map((r) => page(r.path))}
        <Route element={<Layout name="admin" />}>
          {ROUTES.filter((r) => isAdminPath(r.path)).map((r) => page(r.path))}
        </Route>
      </Route>
    </Routes>
  );
}

const rendered = (lib: Lib, location: string, children: ReactNode) => {
  const { StaticRouter } = lib as typeof own;
  return renderToString(<StaticRouter location={location}>{children}</StaticRouter>);
};

describe('Routes', () => {
  it('shows the page react-router shows for every path, in the same layouts, with the same parameters', () => {
    const ourTree = tree(own);
    const theirTree = tree(RR);
    for (const path of [...samplePaths, ...odd]) {
      // react-router decodes the path before matching; the address bar holds it encoded.
      expect(rendered(own, path, ourTree), path).toBe(rendered(RR, path, theirTree));
    }
  });
});

describe('Link and NavLink', () => {
  const from = ['/', '/blog/some-post', '/admin/posts/12/edit', '/blog/'];
  const targets = [
    '/unified-donation',
    '/donate?from=blog#top',
    '/#how-it-works',
    '#faq',
    '?days=90',
    'edit',
    '../list',
    './x?y=1',
    '/a/./b/../c',
    'https://example.org/x',
    '//cdn.example.org/x',
    'mailto:info@example.org',
  ];
  it('writes the address react-router writes, from wherever the page is', () => {
    for (const location of from)
      for (const to of targets) {
        const link = (lib: Lib) => {
          const { Link, Route, Routes } = lib as typeof own;
          // Inside the route of the page, as every link of the app is.
          const html = rendered(
            lib,
            location,
            <Routes>
              <Route
                path={location}
                element={
                  // Relative addresses from the page's address (react-router's default is its route's).
                  <Link to={to} {...(lib === RR ? { relative: 'path' } : {})}>
                    x
                  </Link>
                }
              />
            </Routes>,
          );
          return /href="([^"]*)"/.exec(html)?.[1];
        };
        expect(link(own), `${to} from ${location}`).toBe(link(RR));
      }
  });

  it('marks the link to the current page (and, unless `end`, to the pages below it) as react-router does', () => {
    const locations = ['/', '/blog', '/blog/a-post', '/BLOG/', '/blogs', '/admin/posts/1'];
    const links = ['/', '/blog', '/blog/', '/admin', '/admin/posts'];
    for (const location of locations)
      for (const to of links)
        for (const end of [false, true]) {
          const nav = (lib: Lib) => {
            const { NavLink } = lib as typeof own;
            return rendered(
              lib,
              location,
              <NavLink to={to} end={end} className="link">
                x
              </NavLink>,
            ).replace(' data-discover="true"', '');
          };
          expect(nav(own), `${to} at ${location} end=${end}`).toBe(nav(RR));
        }
  });
});

describe('resolvePath', () => {
  it('keeps the page for a query or an anchor alone, and drops an empty one', () => {
    expect(own.resolvePath('?a=1', '/blog')).toEqual({ pathname: '/blog', search: '?a=1', hash: '' });
    expect(own.resolvePath('#top', '/blog')).toEqual({ pathname: '/blog', search: '', hash: '#top' });
    expect(own.resolvePath('?', '/blog')).toEqual({ pathname: '/blog', search: '', hash: '' });
  });
});
