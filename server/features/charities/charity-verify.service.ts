import { BLOCKING_REGISTRY_STATUSES, effectiveRegistryStatus } from '@shared/charities/categories';
import {
  registrationNumberMessage,
  registrationNumberProblem,
  normalizeRegistrationNumber,
} from '@shared/charities/registration-number';
import type { AppContext } from '../../platform/context';
import { AppError, validationError } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import { findRegistryEntry } from '../registry/registry.repo';
import { findCharityByNumber } from './charities.repo';
import { registryView } from './registry-view';

const LOOKUPS_PER_IP = 60;

/** Registry lookups are public: 60 a minute per IP keeps them from being a bulk download. */
export async function limitLookups(ctx: AppContext, ip: string): Promise<void> {
  const state = await ctx.rateLimiter.hit(`charity-verify:ip:${ip}`, LOOKUPS_PER_IP, 60);
  if (!state.allowed)
    throw new AppError('RATE_LIMITED', 'api:rateLimited', { seconds: state.retryAfterSeconds });
}

/** A number from a URL, checked like a form field (400 with the rule's message). */
export function parseRegNumber(raw: string): string {
  const problem = registrationNumberProblem(raw);
  if (problem) throw validationError({ registrationNumber: registrationNumberMessage(problem) });
  return normalizeRegistrationNumber(raw);
}

/** POST /api/charities/verify: the registry's answer for a number, valid only when Registered and unsanctioned. */
export async function verifyRegistration(
  ctx: AppContext,
  opts: { registrationNumber: string; locale: Locale },
) {
  const entry = await findRegistryEntry(ctx.db, opts.registrationNumber);
  const existing = await findCharityByNumber(ctx.db, opts.registrationNumber);
  return { ...registryView(entry, opts.locale), alreadyRegistered: existing !== undefined };
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'for', 'de', 'du', 'des', 'la', 'le', 'les', 'et', 'en']);

/** "55 ST. CLAIR AVENUE WEST" -> "55 St. Clair Avenue West" (registry fields are often all capitals). */
export function normalCase(value: string | null): string | undefined {
  if (!value) return undefined;
  if (value !== value.toUpperCase()) return value;
  return value
    .toLowerCase()
    .split(/(\s+|-|\/)/)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join('');
}

/** POST /api/charities/verify-detailed: the same answer, plus the values that fill the registration form. */
export async function verifyRegistrationDetailed(
  ctx: AppContext,
  opts: { registrationNumber: string; locale: Locale },
) {
  const basic = await verifyRegistration(ctx, opts);
  const entry = await findRegistryEntry(ctx.db, opts.registrationNumber);
  return {
    ...basic,
    fill: entry
      ? {
          name: normalCase(entry.legalName),
          address: normalCase(entry.address),
          city: normalCase(entry.city),
          province: entry.province ?? undefined,
          postalCode: entry.postalCode ?? undefined,
        }
      : null,
    // The CRA list carries no contact details or financial figures: the applicant types them.
    contact: { phone: null, email: null, website: null },
    programs: [entry?.categoryDescription, entry?.categoryCode].filter((v): v is string => !!v),
    financialInfo: null,
  };
}

/** GET /api/charities/:regNumber/verify: the registry check in the admin's shape, with our record's details. */
export async function verifyByNumber(ctx: AppContext, opts: { registrationNumber: string; locale: Locale }) {
  const view = registryView(await findRegistryEntry(ctx.db, opts.registrationNumber), opts.locale);
  const charity = await findCharityByNumber(ctx.db, opts.registrationNumber);
  return {
    verified: view.isValid,
    name: view.name,
    address: view.address?.streetAddress ?? null,
    city: view.address?.city ?? null,
    province: view.address?.province ?? null,
    postalCode: view.address?.postalCode ?? null,
    website: charity?.website ?? null,
    description: charity?.description ?? null,
    status: view.status,
  };
}

export const isBlockingStatus = (status: string | null | undefined) =>
  (BLOCKING_REGISTRY_STATUSES as readonly string[]).includes((status ?? '').toLowerCase());

export { effectiveRegistryStatus };
