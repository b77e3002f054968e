import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import QRCode from 'qrcode';
import { centsToDecimal } from '@shared/money';
import type { Tx } from '../../db/client';
import type { Charity } from '../../db/schema/charities';
import type { Donation } from '../../db/schema/donations';
import type { StoredFile } from '../../db/schema/files';
import type { ReceiptValuationChoice, TaxReceipt } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { toLocale } from '../../platform/i18n';
import { formatReceiptNumber, retentionExpiry } from './receipt-number';
import type { DeemedReason } from './receipt-amounts';
import { signerTitleFor } from './receipt-details';
import { describeVehicle, renderReceiptPdf } from './receipt-pdf';
import { isAppraised } from './receipt-rules';
import * as repo from './receipts.repo';

export interface WriteReceiptInput {
  donation: Donation;
  charity: Charity;
  signaturePng: Buffer;
  amounts: {
    fmvCents: number;
    advantageCents: number;
    eligibleCents: number;
    deemed: boolean;
    /** Why the cost limit applied (the receipt's note says which part of 248(35)). */
    deemedReason?: DeemedReason | null;
  };
  advantageDescription: string | null;
  giftYear: number;
  /** Date of issue, YYYY-MM-DD (today in Canada), checked against the gift date before. */
  issueDate: string;
  /** Number of the receipt this one replaces. */
  replaces: string | null;
  placeOfIssue: string;
  retentionDays: number;
  actorId: string;
  valuationChoice: ReceiptValuationChoice | null;
}

export interface WrittenReceipt {
  receipt: TaxReceipt;
  file: StoredFile;
  pdfGenerationTime: number;
  archiveTime: number;
}

/**
 * Takes the next serial, draws the PDF, stores it once and records the receipt and its archive
 * entry, all on the caller's transaction. The counter row stays locked until that transaction ends.
 */
export async function writeReceipt(
  ctx: AppContext,
  tx: Tx,
  input: WriteReceiptInput,
): Promise<WrittenReceipt> {
  const { donation, charity, amounts } = input;
  const locale = toLocale(donation.locale);
  const { issueDate } = input;
  const year = Number(issueDate.slice(0, 4));
  const giftDate = donation.pickupDate!;

  const serial = await repo.nextSerial(tx, charity.id, year);
  const receiptNumber = formatReceiptNumber(charity, year, serial);
  const verifyUrl = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}/receipts/verify/${receiptNumber}`;
  const donor = {
    // A corporation's receipt is in its name (DECISIONS §12); an individual's in theirs.
    name:
      donation.donorType === 'corporation' && donation.corporationName?.trim()
        ? donation.corporationName.trim()
        : `${donation.firstName.trim()} ${donation.lastName.trim()}`,
    corporation: donation.donorType === 'corporation',
    address: donation.address,
    city: donation.city,
    province: donation.province,
    postalCode: donation.postalCode,
  };
  const appraiser = isAppraised(donation)
    ? { name: donation.appraiserName!, address: donation.appraiserAddress! }
    : null;
  const vehicle = {
    year: donation.year,
    make: donation.make,
    model: donation.model,
    trim: donation.trim,
    vin: donation.vin,
    vehicleType: donation.vehicleType,
    mileage: donation.mileage,
    titleBrand: donation.titleBrand,
    rvClass: donation.rvClass,
    boatLengthFt: donation.boatLengthFt,
    boatType: donation.boatType,
  };

  const pdfStarted = performance.now();
  const pdf = await renderReceiptPdf({
    locale,
    receiptNumber,
    issueDate,
    placeOfIssue: input.placeOfIssue,
    giftDate,
    // checkReceipt refuses a charity without its legal name.
    charity: { ...charity, legalName: charity.legalName!.trim() },
    donor,
    vehicle,
    ...amounts,
    advantageDescription: input.advantageDescription,
    appraiser,
    signature: { png: input.signaturePng, name: charity.signerName!, title: signerTitleFor(charity, locale) },
    verifyUrl,
    qrPng: await QRCode.toBuffer(verifyUrl, {
      type: 'png',
      margin: 1,
      width: 240,
      errorCorrectionLevel: 'M',
    }),
    replaces: input.replaces,
  });
  const pdfGenerationTime = Math.round(performance.now() - pdfStarted);

  const archiveStarted = performance.now();
  const file = await ctx.storage.put(tx, {
    body: pdf,
    fileName: `receipt-${receiptNumber}.pdf`,
    mimeType: 'application/pdf',
    createdBy: input.actorId,
    folder: `receipts/${year}`,
  });
  const archiveId = `arc_${randomBytes(12).toString('hex')}`;
  const receipt = await repo.insertReceipt(tx, {
    receiptNumber,
    receiptYear: year,
    serial,
    donationId: donation.id,
    charityId: charity.id,
    donorName: donor.name,
    donorAddress: `${donor.address}, ${donor.city} ${donor.province}  ${donor.postalCode}`,
    receiptAmount: centsToDecimal(amounts.fmvCents),
    advantageAmount: centsToDecimal(amounts.advantageCents),
    eligibleAmount: centsToDecimal(amounts.eligibleCents),
    receiptDate: issueDate,
    giftReceivedDate: giftDate,
    locationOfDonation: donation.pickupLocation ?? `${donation.city} ${donation.province}`,
    placeOfIssue: input.placeOfIssue,
    locale,
    // The description of the advantage printed on the receipt (null when there is none).
    description: amounts.advantageCents > 0 ? input.advantageDescription : null,
    // The gift as the receipt describes it, in the receipt's language.
    vehicleDescription: describeVehicle(vehicle, locale),
    appraiserName: appraiser?.name ?? null,
    appraiserAddress: appraiser?.address ?? null,
    isReplacement: input.replaces !== null,
    originalReceiptNumber: input.replaces,
    pdfFilePath: file.storageKey,
    fileId: file.id,
    sha256: file.sha256,
    digitalArchiveId: archiveId,
    downloadToken: randomBytes(32).toString('hex'),
    generatedBy: input.actorId,
    valuationChoice: input.valuationChoice,
  });
  await repo.insertArchiveEntry(tx, {
    archiveId,
    receiptId: receipt.id,
    donationId: donation.id,
    fileId: file.id,
    fileName: file.fileName,
    originalFileName: file.fileName,
    fileSize: file.size,
    mimeType: file.mimeType,
    filePath: file.storageKey,
    fileHash: file.sha256,
    // Kept as is in the data folder: say so rather than claim an encryption that does not happen.
    isEncrypted: false,
    storageProvider: file.storageProvider,
    retentionPeriod: input.retentionDays,
    expiresAt: retentionExpiry(input.giftYear, input.retentionDays),
  });
  return { receipt, file, pdfGenerationTime, archiveTime: Math.round(performance.now() - archiveStarted) };
}
