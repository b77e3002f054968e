import type { RouteData } from '@shared/routes';
import type { SsrQuery } from '@shared/ssr';
import type { AppContext } from '../../platform/context';
import type { Locale } from '../../platform/i18n';
import type { PageHead } from './head-tags';

/** What a loader is asked for: the matched route's `:params`, the visitor's language and the site's address. */
export interface RouteDataRequest {
  params: Record<string, string>;
  locale: Locale;
  /** PUBLIC_URL without a trailing slash. */
  base: string;
  /** The normalized path asked for. */
  path: string;
  /** The visitor's address (TRUST_PROXY applied), for loaders that share a route's rate limit. */
  ip: string;
}

/**
 * A page's head (its title without the site's name) and the answers its first render reads, under the
 * client's query keys; null when there is nothing at the address (a 404 with noindex).
 */
export interface RouteDataResult {
  head: PageHead;
  queries: SsrQuery[];
}

export type RouteDataLoader = (ctx: AppContext, req: RouteDataRequest) => Promise<RouteDataResult | null>;

/**
 * One loader for each data kind of the route list (shared/routes.ts), provided by the feature that owns
 * the content (blog, forms, pages) and put together where the app is built (server/app.ts): the head
 * renderer knows no feature by name.
 */
export type RouteDataLoaders = Record<RouteData, RouteDataLoader>;
