import { normalizeAccessCode } from '@shared/donations/access-code';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import type { DonorPortalResponse } from './donor-portal.schemas';
import { openByAccessCode } from './donor-portal.repo';
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
  // One statement: counts the visit and reads what the donor sees (no transaction, one round trip).
  const found = code ? await openByAccessCode(ctx.db, code, new Date()) : undefined;
  if (!found) throw codeNotFound();
  const { accessCount, previousAccessAt, history, communications, ...donation } = found;
  return {
    donation: toDonorDonation(donation),
    statusHistory: history.map((h) => toDonorStatusEntry({ ...h, createdAt: new Date(h.createdAt) })),
    communications: communications.map((c) => ({
      id: c.id,
      type: c.type,
      subject: c.subject,
      sentAt: new Date(c.createdAt).toISOString(),
    })),
    accessInfo: {
      accessCount,
      lastAccessedAt: previousAccessAt?.toISOString() ?? null,
    },
  };
}
