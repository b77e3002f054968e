import { can, type RecordAction } from '@shared/record-access';
import type { Charity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { forbidden, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { findCharityByNumber } from './charities.repo';
import {
  normalizeRegistrationNumber,
  registrationNumberProblem,
} from '@shared/charities/registration-number';

/**
 * Loads the charity a management call is about and applies the per-record rule: staff reach any
 * charity, a charity account only the one it manages (shared/record-access.ts).
 */
export async function charityForActor(
  ctx: AppContext,
  opts: { regNumber: string; actor: SessionUser; action: Extract<RecordAction, `charity.${string}`> },
): Promise<Charity> {
  // A malformed number in a URL names no charity: 404, like an unknown one.
  const number = registrationNumberProblem(opts.regNumber)
    ? null
    : normalizeRegistrationNumber(opts.regNumber);
  const charity = number ? await findCharityByNumber(ctx.db, number) : undefined;
  if (!charity) throw notFound('charities:errors.notFound');
  if (!can({ userId: opts.actor.id, role: opts.actor.role }, opts.action, charity))
    throw forbidden('charities:errors.notYours');
  return charity;
}
