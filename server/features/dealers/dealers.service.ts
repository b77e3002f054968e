import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type {
  DealerListResponse,
  DealerRegistrationRequest,
  DealerStatus,
  DealerView,
} from '@shared/dealers/dealer.schemas';
import type { AutoDealer } from '../../db/schema/dealers';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { createInvite, INVITE_HOURS, setPasswordPath } from '../users/invite.service';
import { accountExists, setAccountBanned } from '../users/accounts.repo';
import { createUser } from '../users/users.service';
import { notifyAdminsOfRegistration, sendDealerEmail, sendDuplicateNotice } from './dealer-emails';
import {
  dealerCounts,
  findDealerByEmail,
  insertDealer,
  listDealerRows,
  lockDealer,
  updateDealer,
} from './dealers.repo';

export function toDealerView(d: AutoDealer): DealerView {
  return {
    id: d.id,
    businessName: d.businessName,
    contactName: d.contactName,
    email: d.email,
    phone: d.phone,
    address: d.address,
    city: d.city,
    province: d.province,
    postalCode: d.postalCode,
    businessLicense: d.businessLicense,
    dealerLicense: d.dealerLicense,
    gstNumber: d.gstNumber,
    specialties: d.specialties,
    operatingRadius: d.operatingRadius,
    operatingHours: d.operatingHours,
    notes: d.notes,
    verificationStatus: d.verificationStatus as DealerStatus,
    isVerified: d.isVerified,
    isActive: d.isActive,
    hasAccount: d.userId !== null,
    totalBids: d.totalBids,
    successfulBids: d.successfulBids,
    createdAt: d.createdAt.toISOString(),
  };
}

/** The registration as the shared schema reads it (the page's form and this service hold the same fields). */
export type DealerRegistration = z.output<typeof DealerRegistrationRequest>;

/** At most one "someone used your address" notice an hour to one dealer, however often it is tried. */
const DUPLICATE_NOTICE = { limit: 1, windowSeconds: 3600 };

/**
 * Stores a pending dealer (no account yet, DECISIONS §11) and tells the applicant and the admins. An
 * address already registered gets the same answer, so the form does not tell who is a dealer: its owner
 * is told by e-mail instead, in its language, that someone tried to register with it.
 */
export async function registerDealer(ctx: AppContext, input: DealerRegistration): Promise<void> {
  const email = input.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    const dealer = await insertDealer(tx, {
      ...input,
      email,
      gstNumber: input.gstNumber ? input.gstNumber.replace(/[\s-]/g, '').toUpperCase() : null,
      businessLicense: input.businessLicense ?? null,
      notes: input.notes ?? null,
      verificationStatus: 'pending',
      isVerified: false,
    });
    if (!dealer) {
      const registered = await findDealerByEmail(tx, email);
      const notice = await ctx.rateLimiter.hit(
        `dealers:duplicate-notice:${email}`,
        DUPLICATE_NOTICE.limit,
        DUPLICATE_NOTICE.windowSeconds,
      );
      if (registered && notice.allowed) await sendDuplicateNotice(ctx, tx, registered);
      return;
    }
    await sendDealerEmail(ctx, tx, {
      to: dealer.email,
      locale: dealer.locale,
      kind: 'received',
      params: { name: dealer.contactName, business: dealer.businessName },
    });
    await notifyAdminsOfRegistration(ctx, tx, dealer);
  });
}

export async function listDealers(
  ctx: AppContext,
  q: { search?: string; status?: DealerStatus; page: number; pageSize: number },
): Promise<DealerListResponse> {
  const { rows, total } = await listDealerRows(ctx.db, q);
  return {
    dealers: rows.map(toDealerView),
    total,
    counts: await dealerCounts(ctx.db),
    page: q.page,
    pageSize: q.pageSize,
  };
}

const siteUrl = (ctx: AppContext, path: string) => `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/**
 * Approves or rejects a dealer. Approval creates the dealer's account (role dealer, linked to the
 * record) the first time, or reopens it, and e-mails a one-time set-password link. Rejecting an
 * approved dealer revokes it: the account is closed and its sessions end at once, so its next bid
 * is refused.
 */
export async function setDealerStatus(
  ctx: AppContext,
  opts: { id: number; status: 'verified' | 'rejected'; reason?: string; actor: SessionUser },
): Promise<DealerView> {
  return ctx.db.transaction(async (tx) => {
    const dealer = await lockDealer(tx, opts.id);
    if (!dealer) throw notFound('dealers:errors.notFound');
    const now = new Date();
    if (opts.status === 'verified') {
      if (dealer.verificationStatus === 'verified' && dealer.userId)
        throw new AppError('CONFLICT', 'dealers:errors.alreadyVerified');
      let userId = dealer.userId;
      const username = `dealer-${dealer.id}`;
      if (!userId) {
        if (await accountExists(tx, { email: dealer.email, username }))
          throw new AppError('CONFLICT', 'dealers:errors.accountEmailTaken', { email: dealer.email });
        // A password nobody knows: the account works once the invitation sets one.
        ({ id: userId } = await createUser(tx, {
          username,
          email: dealer.email,
          password: randomBytes(24).toString('base64url'),
          role: 'dealer',
          firstName: dealer.contactName.slice(0, 100),
          locale: dealer.locale === 'fr' ? 'fr' : 'en',
        }));
      } else {
        await setAccountBanned(tx, userId, false);
      }
      const updated = await updateDealer(tx, dealer.id, {
        userId,
        verificationStatus: 'verified',
        isVerified: true,
        verificationDate: now,
        statusReason: null,
      });
      const invite = await createInvite(tx, userId, now);
      await sendDealerEmail(ctx, tx, {
        to: dealer.email,
        locale: dealer.locale,
        kind: 'approved',
        params: {
          name: dealer.contactName,
          username,
          url: siteUrl(ctx, setPasswordPath(invite.token)),
          hours: INVITE_HOURS,
        },
      });
      await audit(tx, {
        actor: opts.actor,
        action: 'dealer.approve',
        entityType: 'dealer',
        entityId: dealer.id,
        details: { userId },
      });
      return toDealerView(updated);
    }

    const revoking = dealer.verificationStatus === 'verified';
    const updated = await updateDealer(tx, dealer.id, {
      verificationStatus: 'rejected',
      isVerified: false,
      statusReason: opts.reason ?? null,
    });
    if (dealer.userId) await setAccountBanned(tx, dealer.userId, true, 'dealer revoked');
    await sendDealerEmail(ctx, tx, {
      to: dealer.email,
      locale: dealer.locale,
      kind: revoking ? 'revoked' : 'rejected',
      params: { name: dealer.contactName, reason: opts.reason ?? '' },
    });
    await audit(tx, {
      actor: opts.actor,
      action: revoking ? 'dealer.revoke' : 'dealer.reject',
      entityType: 'dealer',
      entityId: dealer.id,
      details: { reason: opts.reason ?? null },
    });
    return toDealerView(updated);
  });
}
