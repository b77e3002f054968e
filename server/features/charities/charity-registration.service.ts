import type { CreateCharityRegistrationRequest } from '@shared/charities/charity.schemas';
import type { AppContext } from '../../platform/context';
import { AppError, validationError } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import { findRegistryEntry } from '../registry/registry.repo';
import { findCharityByNumber, insertCharity } from './charities.repo';
import { companyName, emailAdmins, sendCharityEmail, siteUrl } from './charity-emails';
import { effectiveRegistryStatus } from './charity-verify.service';

const REGISTRATIONS_PER_IP = 5;

export async function limitRegistrations(ctx: AppContext, ip: string): Promise<void> {
  const state = await ctx.rateLimiter.hit(`charity-register:ip:${ip}`, REGISTRATIONS_PER_IP, 3600);
  if (!state.allowed)
    throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: state.retryAfterSeconds });
}

/**
 * Stores a charity's self-registration as pending (DECISIONS §11): no account yet. The registry
 * facts known now are kept for the reviewer; staff approve after checking the registry again.
 * A number already registered is refused with a message, even when two submissions race (unique index).
 * The applicant and the admins are e-mailed in the same transaction.
 */
export async function registerCharity(
  ctx: AppContext,
  opts: { request: CreateCharityRegistrationRequest; locale: Locale },
) {
  const { request: r, locale } = opts;
  const company = await companyName(ctx);
  return ctx.db.transaction(async (tx) => {
    const duplicate = () =>
      validationError({ registrationNumber: 'charities:validation.registrationNumber.taken' });
    if (await findCharityByNumber(tx, r.registrationNumber)) throw duplicate();
    const entry = await findRegistryEntry(tx, r.registrationNumber);
    const charity = await insertCharity(tx, {
      registrationNumber: r.registrationNumber,
      name: r.name,
      legalName: entry?.legalName ?? null,
      address: r.address,
      city: r.city,
      province: r.province,
      postalCode: r.postalCode,
      phone: r.phone,
      email: r.email,
      website: r.website ?? null,
      description: r.description,
      category: r.category,
      focusAreas: r.focusAreas,
      isActive: true,
      verificationStatus: 'pending',
      craStatus: entry?.status ?? null,
      registryStatus: entry ? effectiveRegistryStatus(entry) : null,
      designationCode: entry?.designationCode ?? null,
      locale,
    });
    if (!charity) throw duplicate();
    await sendCharityEmail(tx, {
      company,
      to: r.email,
      locale,
      kind: 'received',
      params: { name: r.name, registrationNumber: r.registrationNumber },
    });
    await emailAdmins(tx, company, 'adminNewRegistration', {
      name: r.name,
      registrationNumber: r.registrationNumber,
      registryStatus: charity.registryStatus ?? '-',
      url: siteUrl(ctx, '/admin/charities'),
    });
    return {
      id: charity.id,
      registrationNumber: charity.registrationNumber,
      verificationStatus: 'pending' as const,
    };
  });
}
