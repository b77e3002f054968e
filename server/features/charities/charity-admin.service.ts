import { randomBytes } from 'node:crypto';
import { isRegistryEntryValid } from '@shared/charities/categories';
import type { AdminCharityRequest } from '@shared/charities/charity.schemas';
import type { Charity } from '../../db/schema/charities';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, notFound, validationError } from '../../platform/errors';
import type { SessionUser } from '../../platform/session/session';
import { accountExists, setAccountBanned } from '../users/accounts.repo';
import { createInvite, INVITE_HOURS, setPasswordPath } from '../users/invite.service';
import { createUser } from '../users/users.service';
import { findRegistryEntry } from '../registry/registry.repo';
import {
  countCharities,
  findCharityByNumber,
  insertCharity,
  listCharities,
  lockCharity,
  updateCharity,
  type CharityListFilter,
} from './charities.repo';
import { companyName, sendCharityEmail, siteUrl } from './charity-emails';
import { placeOfIssueFromAddress } from './charity-place';
import { effectiveRegistryStatus } from './charity-verify.service';
import { toCharityView } from './charity-view';

export async function listCharitiesForAdmin(
  ctx: AppContext,
  opts: CharityListFilter & { page: number; pageSize: number },
) {
  const defaultPlace = String(await ctx.settings.get('receipts', 'placeOfIssue'));
  const { items, total } = await listCharities(ctx.db, {
    ...opts,
    limit: opts.pageSize,
    offset: (opts.page - 1) * opts.pageSize,
  });
  return {
    items: items.map((c) => toCharityView(c, defaultPlace)),
    total,
    page: opts.page,
    pageSize: opts.pageSize,
    counts: await countCharities(ctx.db),
  };
}

/** An admin adds a charity by hand: pending like a self-registration, approved the same way. */
export async function createCharityByAdmin(
  ctx: AppContext,
  opts: { request: AdminCharityRequest; actor: SessionUser },
) {
  const r = opts.request;
  return ctx.db.transaction(async (tx) => {
    const entry = await findRegistryEntry(tx, r.registrationNumber);
    const charity = await insertCharity(tx, {
      ...r,
      website: r.website ?? null,
      legalName: entry?.legalName ?? null,
      craStatus: entry?.status ?? null,
      registryStatus: entry ? effectiveRegistryStatus(entry) : null,
      designationCode: entry?.designationCode ?? null,
      verificationStatus: 'pending',
    });
    if (!charity)
      throw validationError({ registrationNumber: 'charities:validation.registrationNumber.taken' });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.create',
      entityType: 'charity',
      entityId: charity.id,
    });
    return toCharityView(charity, null);
  });
}

async function lockOrThrow(tx: Parameters<typeof lockCharity>[0], id: number): Promise<Charity> {
  const charity = await lockCharity(tx, id);
  if (!charity) throw notFound('charities:errors.notFound');
  return charity;
}

/**
 * Approves a registration (DECISIONS §4, §11): the registry is checked first (Registered, no
 * sanction); then the charity is verified, an account with role charity is created and linked, and
 * a one-time link to set its password is e-mailed, all in one transaction.
 */
export async function approveCharity(ctx: AppContext, opts: { id: number; actor: SessionUser }) {
  const company = await companyName(ctx);
  return ctx.db.transaction(async (tx) => {
    const charity = await lockOrThrow(tx, opts.id);
    if (charity.verificationStatus === 'verified' && charity.userId)
      throw new AppError('CONFLICT', 'charities:approve.alreadyVerified');
    const entry = await findRegistryEntry(tx, charity.registrationNumber);
    if (!entry) throw new AppError('CONFLICT', 'charities:approve.notInRegistry');
    if (!isRegistryEntryValid(entry))
      throw new AppError('CONFLICT', 'charities:approve.registryInvalid', {
        status: effectiveRegistryStatus(entry),
        sanction: entry.sanctions ?? '',
      });
    if (!charity.email) throw new AppError('CONFLICT', 'charities:approve.noEmail');

    let userId = charity.userId;
    const username = charity.registrationNumber.toLowerCase();
    if (!userId) {
      const email = charity.email.toLowerCase();
      if (await accountExists(tx, { email, username }))
        throw new AppError('CONFLICT', 'charities:approve.emailTaken', { email });
      // A random password nobody knows: the account is usable only once the invitation sets one.
      ({ id: userId } = await createUser(tx, {
        username,
        email,
        password: randomBytes(24).toString('base64url'),
        role: 'charity',
        firstName: charity.name.slice(0, 100),
        locale: charity.locale === 'fr' ? 'fr' : 'en',
      }));
    } else {
      await setAccountBanned(tx, userId, false);
    }
    const now = new Date();
    const updated = await updateCharity(tx, charity.id, {
      userId,
      verificationStatus: 'verified',
      rejectionReason: null,
      lastVerified: now,
      legalName: entry.legalName,
      craStatus: entry.status,
      registryStatus: effectiveRegistryStatus(entry),
      designationCode: entry.designationCode,
      // Its receipts are issued where the charity is (the registry's address); staff and the charity
      // see it and may change it before the first receipt. A place already set is kept.
      placeOfIssue:
        charity.placeOfIssue?.trim() || placeOfIssueFromAddress(entry) || placeOfIssueFromAddress(charity),
    });
    const invite = await createInvite(tx, userId, now);
    await sendCharityEmail(tx, {
      company,
      to: charity.email,
      locale: charity.locale,
      kind: 'approved',
      params: {
        name: charity.name,
        username,
        url: siteUrl(ctx, setPasswordPath(invite.token)),
        hours: INVITE_HOURS,
      },
    });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.approve',
      entityType: 'charity',
      entityId: charity.id,
      details: { userId },
    });
    return toCharityView(updated, null);
  });
}

/** Rejects a registration and e-mails the reason; an existing account is closed. */
export async function rejectCharity(
  ctx: AppContext,
  opts: { id: number; reason: string; actor: SessionUser },
) {
  const company = await companyName(ctx);
  return ctx.db.transaction(async (tx) => {
    const charity = await lockOrThrow(tx, opts.id);
    const updated = await updateCharity(tx, charity.id, {
      verificationStatus: 'rejected',
      rejectionReason: opts.reason,
    });
    if (charity.userId) await setAccountBanned(tx, charity.userId, true, 'charity rejected');
    if (charity.email)
      await sendCharityEmail(tx, {
        company,
        to: charity.email,
        locale: charity.locale,
        kind: 'rejected',
        params: { name: charity.name, reason: opts.reason },
      });
    await audit(tx, {
      actor: opts.actor,
      action: 'charity.reject',
      entityType: 'charity',
      entityId: charity.id,
      details: { reason: opts.reason },
    });
    return toCharityView(updated, null);
  });
}

/** Activate or deactivate; deactivation ends the charity account's sessions at once and keeps it out. */
export async function setCharityActive(
  ctx: AppContext,
  opts: { id: number; isActive: boolean; actor: SessionUser },
) {
  return ctx.db.transaction(async (tx) => {
    const charity = await lockOrThrow(tx, opts.id);
    const updated = await updateCharity(tx, charity.id, { isActive: opts.isActive });
    if (charity.userId) await setAccountBanned(tx, charity.userId, !opts.isActive, 'charity deactivated');
    await audit(tx, {
      actor: opts.actor,
      action: opts.isActive ? 'charity.activate' : 'charity.deactivate',
      entityType: 'charity',
      entityId: charity.id,
    });
    return toCharityView(updated, null);
  });
}

export { findCharityByNumber };
