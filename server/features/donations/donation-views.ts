import { legalNextStatuses, progressPercent, type DonationStatus } from '@shared/donations/status-machine';
import { centsToNumber, toCents } from '@shared/money';
import type { Role } from '@shared/permissions';
import type { Donation, DonationCommunication, DonationStatusHistory } from '../../db/schema/donations';
import type { EmailOutboxMessage } from '../../db/schema/platform';
import type {
  Communication,
  DonationDetail,
  DonationListItem,
  DonationNotification,
  HistoryEntry,
  LegalMove,
} from './donation-views.schemas';
import { hasDetailsFor } from '@shared/donations/stage-requirements';

/** numeric(10,2) string to a JSON number of dollars, exactly. */
export function money(value: string | null): number | null {
  if (value === null) return null;
  const cents = toCents(value);
  return cents === null ? null : centsToNumber(cents);
}

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The moves this role may offer. `valued` is offered without a final value because the staff panel
 * asks for it in the same request; `needsDetails` tells lists that cannot ask to leave it out.
 */
/** The columns a list row reads: what it shows, and what its legal moves depend on. */
export const LIST_COLUMNS = [
  'id',
  'status',
  'firstName',
  'lastName',
  'email',
  'phone',
  'vehicleType',
  'year',
  'make',
  'model',
  'vin',
  'mileage',
  'estimatedValue',
  'finalValue',
  'pickupDate',
  'createdAt',
  'receiptDeclined',
  'pickupTime',
  'towingCompany',
  'advantageAmount',
  'valuationBasis',
  'appraiserName',
  'appraiserAddress',
  'valuationEvidence',
  'donorType',
  'corporationName',
] as const satisfies readonly (keyof Donation)[];

export type DonationListRow = Pick<Donation, (typeof LIST_COLUMNS)[number]>;

export function legalMoves(d: DonationListRow, role: Role): LegalMove[] {
  const from = d.status as DonationStatus;
  return legalNextStatuses({ from, role, hasFinalValue: true, receiptDeclined: d.receiptDeclined }).map(
    (m) => ({
      ...m,
      needsDetails: !hasDetailsFor(d, m.status),
    }),
  );
}

export function toListItem(d: DonationListRow, charityName: string | null, role: Role): DonationListItem {
  const status = d.status as DonationStatus;
  return {
    id: d.id,
    status,
    progress: progressPercent(status),
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    phone: d.phone,
    vehicleType: d.vehicleType,
    year: d.year,
    make: d.make,
    model: d.model,
    vin: d.vin,
    mileage: d.mileage,
    estimatedValue: money(d.estimatedValue),
    finalValue: money(d.finalValue),
    charityName,
    pickupDate: d.pickupDate,
    createdAt: iso(d.createdAt),
    legalNextStatuses: legalMoves(d, role),
  };
}

export function toDetail(
  d: Donation,
  charityName: string | null,
  role: Role,
  accessCode: string | null,
): DonationDetail {
  return {
    ...toListItem(d, charityName, role),
    trim: d.trim,
    condition: d.condition,
    hasLienOrFinance: d.hasLienOrFinance,
    hasAccidents: d.hasAccidents,
    titleBrand: d.titleBrand as DonationDetail['titleBrand'],
    rvClass: d.rvClass as DonationDetail['rvClass'],
    boatLengthFt: d.boatLengthFt,
    boatType: d.boatType as DonationDetail['boatType'],
    address: d.address,
    city: d.city,
    province: d.province,
    postalCode: d.postalCode,
    locale: d.locale === 'fr' ? 'fr' : 'en',
    acquisitionYear: d.acquisitionYear,
    acquisitionMonth: d.acquisitionMonth,
    acquisitionKind: d.acquisitionKind as DonationDetail['acquisitionKind'],
    acquisitionCost: money(d.acquisitionCost),
    acquiredForGifting: d.acquiredForGifting,
    donorType: d.donorType === 'corporation' ? 'corporation' : 'individual',
    corporationName: d.corporationName,
    charityId: d.charityId,
    preferredCharity: d.preferredCharity,
    charityChoice: d.charityChoice,
    bestTimeToCall: d.bestTimeToCall,
    comments: d.comments,
    pickupPreference: d.pickupPreference,
    preferredDate: d.preferredDate,
    preferredPickupTime: d.preferredPickupTime,
    unattendedPickup: d.unattendedPickup,
    notes: d.notes,
    pickupTime: d.pickupTime,
    pickupLocation: d.pickupLocation,
    pickupNotes: d.pickupNotes,
    towingCompany: d.towingCompany,
    towingDriverName: d.towingDriverName,
    towingDriverPhone: d.towingDriverPhone,
    valuationDate: d.valuationDate,
    valuationNotes: d.valuationNotes,
    valuationBasis:
      d.valuationBasis === 'appraisal' || d.valuationBasis === 'evidence' ? d.valuationBasis : null,
    appraiserName: d.appraiserName,
    appraiserAddress: d.appraiserAddress,
    valuationEvidence: d.valuationEvidence,
    advantageAmount: money(d.advantageAmount) ?? 0,
    receiptDeclined: d.receiptDeclined,
    receiptIssued: d.receiptIssued,
    receiptNumber: d.receiptNumber,
    receiptDate: d.receiptDate,
    taxReceiptValue: money(d.taxReceiptValue),
    receiptEmailSent: d.receiptEmailSent,
    donorNotificationsSent: d.donorNotificationsSent,
    internalNotes: d.internalNotes,
    lastContactedAt: isoOrNull(d.lastContactedAt),
    updatedAt: iso(d.updatedAt),
    accessCode,
  };
}

export function toHistoryEntry(h: DonationStatusHistory): HistoryEntry {
  return {
    id: h.id,
    status: h.status as DonationStatus,
    previousStatus: (h.previousStatus as DonationStatus | null) ?? null,
    notes: h.notes,
    createdAt: iso(h.createdAt),
    updatedByName: h.updatedByName,
  };
}

export function toCommunication(c: DonationCommunication): Communication {
  return {
    id: c.id,
    type: c.type,
    method: c.method,
    subject: c.subject,
    message: c.message,
    sentByName: c.sentByName,
    sentAt: iso(c.sentAt),
    status: c.status,
  };
}

export function toNotification(m: EmailOutboxMessage): DonationNotification {
  return {
    id: m.id,
    toAddress: m.toAddress,
    subject: m.subject,
    status: m.status as DonationNotification['status'],
    template: m.template,
    locale: m.locale,
    attachmentsCount: m.attachments.length,
    createdAt: iso(m.createdAt),
    sentAt: isoOrNull(m.sentAt),
  };
}
