/** Charity categories (back-office.md §2), stored as these keys. */
export const CHARITY_CATEGORIES = [
  'health',
  'education',
  'environment',
  'animal_welfare',
  'poverty',
  'other',
] as const;
export type CharityCategory = (typeof CHARITY_CATEGORIES)[number];

/** Focus areas offered at registration (public-site.md §9), stored as these keys. */
export const FOCUS_AREAS = [
  'health',
  'education',
  'environment',
  'animal_welfare',
  'poverty',
  'arts_culture',
  'religion',
  'sports_recreation',
  'community_services',
  'international_development',
] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

export const VERIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const COMPLIANCE_STATUSES = ['compliant', 'pending', 'non-compliant'] as const;

/** Registry statuses that stop verification and receipts (DECISIONS §11). */
export const BLOCKING_REGISTRY_STATUSES = ['revoked', 'annulled', 'suspended'] as const;

/**
 * The status that governs receipts: the registry's status, except that a Registered charity under a
 * suspension sanction counts as Suspended.
 */
export function effectiveRegistryStatus(entry: { status: string; sanctions: string | null }): string {
  if (entry.status.toLowerCase() === 'registered' && /suspen/i.test(entry.sanctions ?? ''))
    return 'Suspended';
  return entry.status;
}

/** Valid for verification: Registered and under no sanction (issue 12; DECISIONS §11). */
export function isRegistryEntryValid(entry: { status: string; sanctions: string | null }): boolean {
  return entry.status.toLowerCase() === 'registered' && !(entry.sanctions ?? '').trim();
}
