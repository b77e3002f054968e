import type { Charity } from '../../db/schema/charities';
import type { CharityView } from './charities.schemas';

const money = (v: string | null) => (v === null ? null : Number(v));

/**
 * A charity as the API shows it, with its receipt readiness at a glance: Registered in the registry,
 * a signer, a stored signature and a place of issue (its own, or the platform's `defaultPlace`).
 */
export function toCharityView(c: Charity, defaultPlace: string | null): CharityView {
  const readiness = {
    registered: c.registryStatus === 'Registered',
    signer: !!c.signerName?.trim(),
    signature: c.signatureFileId !== null,
    placeOfIssue: !!(c.placeOfIssue?.trim() || defaultPlace?.trim()),
  };
  return {
    id: c.id,
    name: c.name,
    nameFr: c.nameFr,
    legalName: c.legalName,
    registrationNumber: c.registrationNumber,
    address: c.address,
    city: c.city,
    province: c.province,
    postalCode: c.postalCode,
    phone: c.phone,
    email: c.email,
    website: c.website,
    description: c.description,
    category: c.category,
    focusAreas: c.focusAreas,
    isActive: c.isActive,
    verificationStatus: c.verificationStatus,
    rejectionReason: c.rejectionReason,
    hasAccount: c.userId !== null,
    craStatus: c.craStatus,
    registryStatus: c.registryStatus,
    designationCode: c.designationCode,
    lastVerified: c.lastVerified?.toISOString() ?? null,
    lastSyncDate: c.lastSyncDate?.toISOString() ?? null,
    syncStatus: c.syncStatus,
    signerName: c.signerName,
    signerTitle: c.signerTitle,
    signerTitleFr: c.signerTitleFr,
    hasSignature: c.signatureFileId !== null,
    placeOfIssue: c.placeOfIssue,
    annualRevenue: money(c.annualRevenue),
    charitablePurposes: money(c.charitablePurposes),
    fundraisingCosts: money(c.fundraisingCosts),
    administrativeCosts: money(c.administrativeCosts),
    governmentFunding: money(c.governmentFunding),
    fiscalYear: c.fiscalYear,
    t3010Filed: c.t3010Filed,
    t3010DueDate: c.t3010DueDate,
    lastFilingDate: c.lastFilingDate,
    complianceStatus: c.complianceStatus,
    boardSize: c.boardSize,
    compensatedPositions: c.compensatedPositions,
    conflictOfInterestPolicy: c.conflictOfInterestPolicy,
    programAreas: c.programAreas,
    targetPopulation: c.targetPopulation,
    partnerOrganizations: c.partnerOrganizations,
    readiness: { ...readiness, ready: Object.values(readiness).every(Boolean) },
    createdAt: c.createdAt.toISOString(),
  };
}
