import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import type { DbOrTx } from '../../db/client';
import type { Donation } from '../../db/schema/donations';
import type { AppContext } from '../../platform/context';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { todayInCanada } from '@shared/canada-date';
import { pickupErrors, valuationErrors } from '@shared/donations/stage-requirements';
import {
  pickupChanges,
  receiptLocksDetails,
  refuseFuturePickup,
  valuationChanges,
  type DonationChanges,
} from './donation-details.rules';
import { notifyDonor, TEMPLATES, type DonorNotice } from './donation-emails';
import { recordStatusChange } from './donation-status.repo';
import type { DonationDetail } from './donation-views.schemas';
import type { UpdateStatusRequest } from './donations.schemas';
import { getDonationDetail } from './donations.service';
import { hasQueuedEmail, lockDonation } from './donations.repo';

/** The donor's e-mail for a move: the first contact (once, even if the status comes back), pickup, picked up. */
async function noticeFor(tx: DbOrTx, donationId: number, to: DonationStatus): Promise<DonorNotice | null> {
  if (to === 'pickup_scheduled') return 'pickupScheduled';
  if (to === 'picked_up') return 'pickedUp';
  if (to === 'contacted' && !(await hasQueuedEmail(tx, donationId, TEMPLATES.contacted))) return 'contacted';
  return null;
}

export interface ChangeStatusOptions {
  id: number;
  request: UpdateStatusRequest;
  actor: SessionUser;
}

/** Merges the request's pickup and valuation details into the donation, as it would be after the change. */
function withDetails(before: Donation, request: UpdateStatusRequest, today: string) {
  const changes: DonationChanges = {
    ...pickupChanges(request.pickup),
    ...valuationChanges(request.valuation, before, today),
  };
  // The day it is marked picked up is the day the gift was received, unless staff said otherwise.
  if (request.status === 'picked_up' && !(changes.pickupDate ?? before.pickupDate))
    changes.pickupDate = today;
  return { changes, after: { ...before, ...changes } as Donation };
}

/**
 * Moves a donation to another status, with the details that status needs, in one transaction:
 * the check (status machine, then required details), the update with its history and audit rows,
 * and the donor's e-mail for the first contact, pickup_scheduled and picked_up. A refused move writes nothing.
 */
export async function changeStatus(ctx: AppContext, opts: ChangeStatusOptions): Promise<DonationDetail> {
  const { request, actor } = opts;
  return ctx.db.transaction(async (tx) => {
    const before = await lockDonation(tx, opts.id);
    if (!before) throw notFound('staff:errors.donationNotFound');
    // Checked under the row lock: a screen that missed a newer change cannot overwrite it.
    if (request.expectedUpdatedAt && before.updatedAt.getTime() !== Date.parse(request.expectedUpdatedAt))
      throw new AppError('CONFLICT', 'staff:errors.staleDonation');
    const from = before.status as DonationStatus;
    const to = request.status;
    if ((request.pickup || request.valuation) && receiptLocksDetails(before)) {
      throw new AppError('CONFLICT', 'staff:errors.receiptLocksDetails');
    }
    const today = todayInCanada();
    const { changes, after } = withDetails(before, request, today);

    const verdict = checkTransition({
      from,
      to,
      role: actor.role,
      hasFinalValue: after.finalValue !== null,
      receiptDeclined: after.receiptDeclined,
      note: request.notes,
      viaReceipt: false,
    });
    if (!verdict.ok) {
      // The catalog names both statuses from their codes: `$t(domain:status.{{from}})`.
      const labels = verdict.params;
      if (verdict.code === 'finalValueRequired') {
        throw new AppError('VALIDATION', verdict.messageKey, labels, {
          'valuation.finalValue': 'staff:validation.finalValueRequired',
        });
      }
      if (verdict.code === 'noteRequired') {
        throw new AppError('VALIDATION', verdict.messageKey, labels, {
          notes: 'staff:validation.noteRequired',
        });
      }
      throw new AppError('ILLEGAL_TRANSITION', verdict.messageKey, labels);
    }

    const fieldErrors = {
      ...pickupErrors(after, to),
      ...(request.valuation || to === 'valued' ? valuationErrors(after, to) : {}),
    };
    if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
    refuseFuturePickup(after, to, today);

    await recordStatusChange(tx, {
      donationId: before.id,
      from,
      to,
      actor,
      note: request.notes,
      extra: changes,
    });
    const notice = await noticeFor(tx, before.id, to);
    if (notice) await notifyDonor(ctx, tx, { ...after, status: to }, notice);
    return getDonationDetail(tx, { id: before.id, actor });
  });
}
