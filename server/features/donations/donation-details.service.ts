import type { DonationStatus } from '@shared/donations/status-machine';
import type { Donation } from '../../db/schema/donations';
import { audit } from '../../platform/audit';
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
import { notifyDonor } from './donation-emails';
import type { DonationDetail } from './donation-views.schemas';
import type { UpdateDetailsRequest } from './donations.schemas';
import { getDonationDetail } from './donations.service';
import { lockDonation, updateDonation } from './donations.repo';

/** Changes a donor must hear about once the pickup is scheduled. */
const RESCHEDULE_KEYS = ['pickupDate', 'pickupTime', 'towingCompany', 'pickupLocation'] as const;

function refuseLocked(before: Donation, request: UpdateDetailsRequest) {
  const touchesReceiptFacts =
    request.pickup !== undefined || request.valuation !== undefined || request.receiptDeclined !== undefined;
  if (touchesReceiptFacts && receiptLocksDetails(before)) {
    throw new AppError('CONFLICT', 'staff:errors.receiptLocksDetails');
  }
  // A donation completed without a receipt cannot take the receipt back: reopen it first.
  if (request.receiptDeclined === false && before.status === 'completed' && before.receiptDeclined) {
    throw new AppError('CONFLICT', 'staff:errors.completedWithoutReceipt');
  }
}

/**
 * Records what a stage needs (pickup, valuation), internal notes and a declined receipt, without a
 * status change. What the current status requires stays required (a scheduled pickup keeps its date,
 * time and towing company); a scheduled donor is told when their pickup changes.
 */
export async function updateDetails(
  ctx: AppContext,
  opts: { id: number; request: UpdateDetailsRequest; actor: SessionUser },
): Promise<DonationDetail> {
  const { request, actor } = opts;
  if (Object.values(request).every((v) => v === undefined)) {
    throw validationError({ body: 'staff:validation.nothingToUpdate' });
  }
  return ctx.db.transaction(async (tx) => {
    const before = await lockDonation(tx, opts.id);
    if (!before) throw notFound('staff:errors.donationNotFound');
    refuseLocked(before, request);
    const status = before.status as DonationStatus;

    const today = todayInCanada();
    const changes: DonationChanges = {
      ...pickupChanges(request.pickup),
      ...valuationChanges(request.valuation, before, today),
    };
    if (request.internalNotes !== undefined) changes.internalNotes = request.internalNotes;
    if (request.receiptDeclined !== undefined) changes.receiptDeclined = request.receiptDeclined;
    const after = { ...before, ...changes } as Donation;

    const fieldErrors = {
      ...(request.pickup ? pickupErrors(after, status) : {}),
      ...(request.valuation ? valuationErrors(after, status) : {}),
    };
    if (Object.keys(fieldErrors).length > 0) throw validationError(fieldErrors);
    if (request.pickup) refuseFuturePickup(after, status, today);

    await updateDonation(tx, before.id, changes);
    await audit(tx, {
      actor,
      action: 'donation.details',
      entityType: 'donation',
      entityId: before.id,
      // Internal notes can be long and personal: the audit says they changed, not what they say.
      details: { fields: Object.keys(changes) },
    });
    const rescheduled = RESCHEDULE_KEYS.some((k) => k in changes && changes[k] !== before[k]);
    if (status === 'pickup_scheduled' && rescheduled) await notifyDonor(ctx, tx, after, 'pickupRescheduled');
    return getDonationDetail(tx, { id: before.id, actor });
  });
}
