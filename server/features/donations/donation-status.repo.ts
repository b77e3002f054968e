import { and, eq, sql } from 'drizzle-orm';
import type { DonationStatus } from '@shared/donations/status-machine';
import type { DbOrTx } from '../../db/client';
import {
  donations,
  donationStatusHistory,
  type DonationStatusHistoryEntry,
  type NewDonation,
} from '../../db/schema/donations';
import { audit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';

export interface StatusChange {
  donationId: number;
  from: DonationStatus;
  to: DonationStatus;
  /** Who made the change; null for the system. */
  actor: SessionUser | null;
  note?: string | null;
  /** Other donation columns written in the same UPDATE (pickup details, receipt number...). */
  extra?: Partial<Omit<NewDonation, 'status' | 'statusHistory'>>;
}

/** The name kept on history rows, so they still read right after the account is renamed or deleted. */
export function actorDisplayName(actor: SessionUser | null): string | null {
  if (!actor) return null;
  const full = [actor.firstName, actor.lastName].filter(Boolean).join(' ').trim();
  return full || actor.username;
}

/**
 * Writes one status change on the caller's transaction: the donation row (status and `extra`
 * columns), its JSON copy of the history, a `donation_status_history` row and an audit entry.
 *
 * It does not judge the move (callers check it with `checkTransition` first). The UPDATE is guarded
 * by `status = from`: when another request changed the status in between, nothing is written and
 * a CONFLICT (409) is thrown, so the caller's transaction rolls back.
 */
export async function recordStatusChange(tx: DbOrTx, change: StatusChange): Promise<void> {
  const { donationId, from, to, actor } = change;
  const note = change.note?.trim() || null;
  const updatedByName = actorDisplayName(actor);
  const entry: DonationStatusHistoryEntry = {
    status: to,
    previousStatus: from,
    notes: note,
    updatedBy: actor?.id ?? null,
    updatedByName,
    createdAt: new Date().toISOString(),
  };

  // `status` and `statusHistory` are owned here; `extra` cannot override them, even when untyped.
  const { status: _status, statusHistory: _history, ...extra } = (change.extra ?? {}) as Partial<NewDonation>;
  const updated = await tx
    .update(donations)
    .set({
      ...extra,
      status: to,
      statusHistory: sql`${donations.statusHistory} || ${JSON.stringify([entry])}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(donations.id, donationId), eq(donations.status, from)))
    .returning({ id: donations.id });
  if (updated.length === 0) throw new AppError('CONFLICT', 'api:conflict');

  await tx.insert(donationStatusHistory).values({
    donationId,
    status: to,
    previousStatus: from,
    notes: note,
    updatedBy: actor?.id ?? null,
    updatedByName,
  });

  await audit(tx, {
    actor,
    action: 'donation.status',
    entityType: 'donation',
    entityId: donationId,
    details: { from, to, note, fields: Object.keys(extra) },
  });
}
