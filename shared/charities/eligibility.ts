import { effectiveRegistryStatus } from './categories';

/** One rule checked, with an i18n key (namespace `charities`) that says what it means, met or not. */
export interface RuleResult {
  rule: string;
  met: boolean;
  key: string;
  params?: Record<string, string | number>;
}

export interface CharityFacts {
  name: string;
  registrationNumber: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  verificationStatus: string;
  isActive: boolean;
  t3010Filed: boolean;
  signerName: string | null;
  placeOfIssue: string | null;
}

export interface RegistryFacts {
  status: string;
  sanctions: string | null;
  designationCode: string | null;
}

const rule = (name: string, met: boolean, params?: Record<string, string | number>): RuleResult => ({
  rule: name,
  met,
  key: `charities:rules.${name}.${met ? 'met' : 'failed'}`,
  ...(params ? { params } : {}),
});

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** The registry part of every check: listed, Registered (and not suspended), under no sanction. */
function registryRules(registry: RegistryFacts | null): RuleResult[] {
  if (!registry) return [rule('inRegistry', false)];
  const status = effectiveRegistryStatus(registry);
  return [
    rule('inRegistry', true),
    rule('registered', status.toLowerCase() === 'registered', { status }),
    rule('noSanction', blank(registry.sanctions), { sanction: registry.sanctions ?? '' }),
  ];
}

/**
 * May the charity receive vehicle donations here (DECISIONS §11)? Listed and Registered in the CRA
 * registry under no sanction, approved by staff and active. Restrictions are facts that do not
 * block but limit or endanger it.
 */
export function checkEligibility(charity: CharityFacts, registry: RegistryFacts | null) {
  const requirements = [
    ...registryRules(registry),
    rule('verified', charity.verificationStatus === 'verified', { status: charity.verificationStatus }),
    rule('active', charity.isActive),
  ];
  const restrictions: RuleResult[] = [];
  if (!charity.t3010Filed) restrictions.push(rule('t3010Filed', false));
  if (registry?.designationCode === 'B')
    restrictions.push({ rule: 'privateFoundation', met: true, key: 'charities:rules.privateFoundation' });
  return { isEligible: requirements.every((r) => r.met), requirements, restrictions };
}

/**
 * May the charity issue an official receipt for a gift of this amount (DECISIONS §2)? Every rule is
 * reported, met or not, so the page explains each failure; warnings name what the receipt will need.
 */
export function checkTaxReceiptAuthority(input: {
  charity: CharityFacts;
  registry: RegistryFacts | null;
  signatureStored: boolean;
  /** The platform's place of issue, used when the charity has none. */
  defaultPlaceOfIssue: string | null;
  amountCents: number;
}) {
  const { charity: c } = input;
  const place = c.placeOfIssue?.trim() || input.defaultPlaceOfIssue?.trim() || '';
  const receiptRequirements = [
    ...registryRules(input.registry),
    rule('verified', c.verificationStatus === 'verified', { status: c.verificationStatus }),
    rule('active', c.isActive),
    rule('address', ![c.address, c.city, c.province, c.postalCode].some(blank)),
    rule('signer', !blank(c.signerName), { signer: c.signerName ?? '' }),
    rule('signature', input.signatureStored),
    rule('placeOfIssue', place !== '', { place }),
    rule('amount', input.amountCents > 0),
  ];
  const warnings: RuleResult[] = [];
  // The platform's place stands in for a charity that set none: allowed, but said before any receipt.
  if (place !== '' && !c.placeOfIssue?.trim())
    warnings.push({
      rule: 'placeOfIssueFallback',
      met: true,
      key: 'charities:rules.placeOfIssueFallback',
      params: { place },
    });
  if (input.amountCents >= 100_000)
    warnings.push({ rule: 'valuationBasis', met: true, key: 'charities:rules.valuationBasis' });
  warnings.push({ rule: 'deemedValue', met: true, key: 'charities:rules.deemedValue' });
  warnings.push({ rule: 'pickupFirst', met: true, key: 'charities:rules.pickupFirst' });
  return { isAuthorized: receiptRequirements.every((r) => r.met), receiptRequirements, warnings };
}
