import { ipRateLimitKey } from '../../platform/rate-limit/rate-limit-route';
import { translate } from '../../platform/i18n';
import type { RouteDataLoaders } from '../seo/route-data';
import { VERIFY_LIMIT, verifyReceipt } from './receipt-access.service';

/** The longest number GET /api/receipts/verify/:number takes (its params schema). */
const MAX_NUMBER_LENGTH = 100;

/**
 * /receipts/verify/:number: the check of that number rendered with the page, under the query key the
 * page reads (GET /api/receipts/verify/:number), so the answer does not replace "Checking the receipt…"
 * after hydration and push the rest of the page down. The render counts against the API's own per-IP
 * allowance (VERIFY_LIMIT): a visitor past it gets the page without the answer, and the page's own
 * request is then refused with the wait, as before. Never kept in the signed-out page cache (head.ts
 * keeps only the blog's pages): a receipt can be cancelled or flagged at any time.
 */
export const receiptRouteData: Pick<RouteDataLoaders, 'receiptCheck'> = {
  receiptCheck: async (ctx, { params, locale, base, path, ip }) => {
    const head = {
      title: translate(locale, 'seo:routes.verifyReceipt.title'),
      description: translate(locale, 'seo:routes.verifyReceipt.description'),
      url: `${base}${path}`,
      noindex: true,
    };
    const number = params.number ?? '';
    if (number === '' || number.length > MAX_NUMBER_LENGTH) return { head, queries: [] };
    const allowance = await ctx.rateLimiter.hit(
      ipRateLimitKey(VERIFY_LIMIT, ip),
      VERIFY_LIMIT.limit,
      VERIFY_LIMIT.windowSeconds,
    );
    if (!allowance.allowed) return { head, queries: [] };
    const answer = await verifyReceipt(ctx, number, ip);
    return { head, queries: [{ key: [`/api/receipts/verify/${encodeURIComponent(number)}`], data: answer }] };
  },
};
