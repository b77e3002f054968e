import { DONATION_STATUSES, statusGroup, type DonationStatus } from '@shared/donations/status-machine';
import type { DbOrTx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import type { DonationDetail, DonationListResponse } from './donation-views.schemas';
import { toCommunication, toDetail, toHistoryEntry, toListItem, toNotification } from './donation-views';
import type { ListDonationsQuery } from './donations.schemas';
import {
  findAccessCode,
  findDonation,
  listCommunications,
  listDonationOutbox,
  listStatusHistory,
} from './donations.repo';
import { searchDonations } from './donation-search.repo';

/** A real status, or every status of a group of the admin list (`statusGroup` in the status machine). */
function statusesOf(filter: ListDonationsQuery['status']): readonly DonationStatus[] | undefined {
  if (!filter) return undefined;
  if ((DONATION_STATUSES as readonly string[]).includes(filter)) return [filter as DonationStatus];
  return DONATION_STATUSES.filter((s) => statusGroup(s) === filter);
}

export async function listDonations(
  ctx: AppContext,
  opts: { query: ListDonationsQuery; actor: SessionUser },
): Promise<DonationListResponse> {
  const { search, status, page, pageSize } = opts.query;
  const { rows, total } = await searchDonations(ctx.db, {
    search,
    statuses: statusesOf(status),
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return {
    items: rows.map((r) => toListItem(r.donation, r.charityName, opts.actor.role)),
    total,
    page,
    pageSize,
  };
}

/** The full record for staff, read on `db` (or the transaction that just changed it). */
export async function getDonationDetail(
  db: DbOrTx,
  opts: { id: number; actor: SessionUser },
): Promise<DonationDetail> {
  const row = await findDonation(db, opts.id);
  if (!row) throw notFound('staff:errors.donationNotFound');
  const code = await findAccessCode(db, opts.id);
  return toDetail(row.donation, row.charityName, opts.actor.role, code);
}

async function requireDonation(db: DbOrTx, id: number) {
  if (!(await findDonation(db, id))) throw notFound('staff:errors.donationNotFound');
}

export async function getStatusHistory(ctx: AppContext, opts: { id: number }) {
  await requireDonation(ctx.db, opts.id);
  return (await listStatusHistory(ctx.db, opts.id)).map(toHistoryEntry);
}

export async function getCommunications(ctx: AppContext, opts: { id: number }) {
  await requireDonation(ctx.db, opts.id);
  return (await listCommunications(ctx.db, opts.id)).map(toCommunication);
}

export async function getNotifications(ctx: AppContext, opts: { id: number }) {
  await requireDonation(ctx.db, opts.id);
  return (await listDonationOutbox(ctx.db, opts.id)).map(toNotification);
}
