import { normalizeAccessCode } from '@shared/donations/access-code';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { RouteRateLimit } from '../../platform/rate-limit-route';
import type { DonorPortalResponse } from './donor-portal.schemas';
import {
  findDonorDonation,
  listLatestCommunications,
  listStatusHistory,
  recordCodeAccess,
} from './donor-portal.repo';
import { toDonorDonation, toDonorStatusEntry } from './donor-view';

/** Failed lookups per IP: enough for typing mistakes, far too few to guess a 60-bit code. */
export const CODE_FAILURES_PER_IP = 30;
const CODE_WINDOW_SECONDS = 15 * 60;
/** Declared on the route: counted before the lookup, taken back when the code is found. */
export const CODE_LOOKUP_LIMIT: RouteRateLimit = {
  name: 'portal:code',
  limit: CODE_FAILURES_PER_IP,
  windowSeconds: CODE_WINDOW_SECONDS,
  failuresOnly: true,
};
const LATEST = 3;

const codeNotFound = () => new AppError('NOT_FOUND', 'portal:errors.codeNotFound');

/**
 * The donor portal by access code. Only failures count against the IP: guessing produces failures,
 * while a donor (or staff on one office address) reopening real codes does not. A malformed code and
 * an unknown one answer the same 404, so the answer says nothing about which codes exist.
 */
export async function lookupByAccessCode(
  ctx: AppContext,
  opts: { code: string; ip: string },
): Promise<DonorPortalResponse> {
  const code = normalizeAccessCode(opts.code);
  const found = code
    ? await ctx.db.transaction(async (tx) => {
        const access = await recordCodeAccess(tx, code);
        if (!access) return undefined;
        const donation = await findDonorDonation(tx, access.donationId);
        if (!donation) return undefined;
        const history = await listStatusHistory(tx, [donation.id], LATEST);
        const communications = await listLatestCommunications(tx, donation.id, LATEST);
        return { access, donation, history, communications };
      })
    : undefined;

  if (!found) throw codeNotFound();
  return {
    donation: toDonorDonation(found.donation),
    statusHistory: found.history.map(toDonorStatusEntry),
    communications: found.communications.map((c) => ({ ...c, sentAt: c.sentAt.toISOString() })),
    accessInfo: {
      accessCount: found.access.accessCount,
      lastAccessedAt: found.access.previousAccessAt?.toISOString() ?? null,
    },
  };
}
