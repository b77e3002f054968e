import { describe, expect, it } from 'vitest';
import { checkEligibility, checkTaxReceiptAuthority, type CharityFacts } from './eligibility';

const charity: CharityFacts = {
  name: 'Brindlewood Food Bank',
  registrationNumber: '892417536RR0001',
  address: '1 Main St',
  city: 'Brindlewood',
  province: 'ON',
  postalCode: 'K1A 0B1',
  verificationStatus: 'verified',
  isActive: true,
  t3010Filed: true,
  signerName: 'Ann Lee',
  placeOfIssue: null,
};
const registered = { status: 'Registered', sanctions: null, designationCode: 'C' };
const failed = (rules: { rule: string; met: boolean }[]) => rules.filter((r) => !r.met).map((r) => r.rule);

describe('checkEligibility', () => {
  it('is eligible when registered, unsanctioned, verified and active', () => {
    expect(checkEligibility(charity, registered)).toMatchObject({ isEligible: true, restrictions: [] });
  });

  it('names every failed rule', () => {
    const r = checkEligibility(
      { ...charity, verificationStatus: 'pending', isActive: false, t3010Filed: false },
      { ...registered, status: 'Registered', sanctions: 'Suspension of receipting privileges' },
    );
    expect(r.isEligible).toBe(false);
    expect(failed(r.requirements)).toEqual(['registered', 'noSanction', 'verified', 'active']);
    expect(r.requirements.find((x) => x.rule === 'registered')?.params).toEqual({ status: 'Suspended' });
    expect(failed(r.restrictions)).toEqual(['t3010Filed']);
    expect(failed(checkEligibility(charity, null).requirements)).toEqual(['inRegistry']);
  });
});

describe('checkTaxReceiptAuthority', () => {
  const base = {
    charity,
    registry: registered,
    signatureStored: true,
    defaultPlaceOfIssue: 'Toronto, ON',
    amountCents: 50_000,
  };

  it('authorizes a registered charity with signer, signature and a place of issue (the platform default)', () => {
    const r = checkTaxReceiptAuthority(base);
    expect(r.isAuthorized).toBe(true);
    expect(r.receiptRequirements.find((x) => x.rule === 'placeOfIssue')?.params).toEqual({
      place: 'Toronto, ON',
    });
    expect(r.warnings.map((w) => w.rule)).not.toContain('valuationBasis');
    // The platform's place stands in, and the charity is told so before its first receipt.
    expect(r.warnings.find((w) => w.rule === 'placeOfIssueFallback')?.params).toEqual({
      place: 'Toronto, ON',
    });
    const own = checkTaxReceiptAuthority({
      ...base,
      charity: { ...base.charity, placeOfIssue: 'Kingston, ON' },
    });
    expect(own.receiptRequirements.find((x) => x.rule === 'placeOfIssue')?.params).toEqual({
      place: 'Kingston, ON',
    });
    expect(own.warnings.map((w) => w.rule)).not.toContain('placeOfIssueFallback');
  });

  it('refuses a revoked charity without signature or signer and a zero amount, and says why', () => {
    const r = checkTaxReceiptAuthority({
      ...base,
      registry: { ...registered, status: 'Revoked' },
      signatureStored: false,
      charity: { ...charity, signerName: ' ' },
      amountCents: 0,
    });
    expect(r.isAuthorized).toBe(false);
    expect(failed(r.receiptRequirements)).toEqual(['registered', 'signer', 'signature', 'amount']);
  });

  it('asks for the valuation basis from $1,000', () => {
    expect(checkTaxReceiptAuthority({ ...base, amountCents: 100_000 }).warnings.map((w) => w.rule)).toContain(
      'valuationBasis',
    );
  });
});
