import { normalizeAccessCode } from '@shared/donations/access-code';
import { centsToDecimal, centsToNumber } from '@shared/money';
import { can } from '@shared/record-access';
import type { TaxReceipt } from '../../db/schema/receipts';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { toLocale, translate, type Locale } from '../../platform/i18n';
import type { RouteRateLimit } from '../../platform/rate-limit/rate-limit-route';
import { receiptSignature } from '../charities/charity-signature.service';
import { requireDonorEmailProof } from '../donor-portal/donor-proof';
import { receiptPlaceOfIssue, receiptWarnings } from './receipt-details';
import { registryFlag } from './receipt-flag';
import { todayInCanada } from './receipt-number';
import { checkReceipt } from './receipt-rules';
import { loadEvidence } from './receipt-evidence';
import { isReceiptNumberShape } from './receipt-number';
import * as repo from './receipts.repo';
import type { DonationReceiptsResponse, ReceiptSummary, VerifyReceiptResponse } from './receipts.schemas';

export interface ReceiptPdf {
  fileName: string;
  body: Buffer;
}

const money = (value: string) => Number(value);

function summary(r: TaxReceipt): ReceiptSummary {
  return {
    receiptNumber: r.receiptNumber,
    receiptDate: r.receiptDate,
    status: r.status === 'cancelled' ? 'cancelled' : 'issued',
    receiptAmount: money(r.receiptAmount),
    advantageAmount: money(r.advantageAmount),
    eligibleAmount: money(r.eligibleAmount),
    isReplacement: r.isReplacement,
    originalReceiptNumber: r.originalReceiptNumber,
    replacedByReceiptNumber: r.replacedByReceiptNumber,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelReason: r.cancelReason,
    emailSent: r.emailSent,
    downloadCount: r.downloadCount,
    locale: r.locale,
    createdAt: r.createdAt.toISOString(),
    registryFlag: registryFlag(r),
  };
}

/** Every receipt of a donation (newest first) and what the next one would say, for the staff panel. */
export async function listDonationReceipts(
  ctx: AppContext,
  donationId: number,
  locale: Locale,
): Promise<DonationReceiptsResponse> {
  const donation = await repo.findDonation(ctx.db, donationId);
  if (!donation) throw notFound();
  const receipts = await repo.listReceipts(ctx.db, donationId);
  const hasCurrent = receipts.some((r) => r.status === 'issued');
  const charity = donation.charityId ? await repo.findCharity(ctx.db, donation.charityId) : undefined;
  const signature = await receiptSignature(ctx, ctx.db, charity?.signatureFileId ?? null);
  const mode = hasCurrent ? 'replace' : 'issue';
  const evidence = await loadEvidence(ctx.db, donation);
  // The proposal on each figure on file; the default one is the receipt proposed.
  const checkOn = (amountCents: number | null) =>
    checkReceipt({
      donation: amountCents === null ? donation : { ...donation, finalValue: centsToDecimal(amountCents) },
      charity: charity ?? null,
      signatureStored: signature.state === 'ok',
      signatureUnreadable: signature.state === 'unreadable',
      hasCurrentReceipt: hasCurrent,
      mode,
      issueDate: todayInCanada(),
    });
  const byDefault = evidence.items.find((i) => i.id === evidence.defaultId);
  const check = checkOn(byDefault?.amountCents ?? null);
  const { fmvCents, advantageCents, eligibleCents, deemed, deemedReason } = check.amounts;
  const platformPlace = String(await ctx.settings.get('receipts', 'placeOfIssue'));
  return {
    receipts: receipts.map(summary),
    proposed: {
      mode,
      fairMarketValue: fmvCents === null ? null : centsToNumber(fmvCents),
      advantageAmount: centsToNumber(advantageCents),
      eligibleAmount: eligibleCents === null ? null : centsToNumber(eligibleCents),
      deemed,
      deemedReason: deemedReason ?? null,
      advantageDescriptionRequired: advantageCents > 0,
      refusals: check.refusals.map((r) => translate(locale, r.key, r.params)),
      canIssue: check.refusals.length === 0,
      evidence: evidence.items.map((i) => {
        const value = checkOn(i.amountCents).amounts.fmvCents;
        return {
          id: i.id,
          kind: i.kind,
          amount: centsToNumber(i.amountCents),
          receiptValue: value === null ? null : centsToNumber(value),
          armsLength: i.armsLength,
          date: i.date,
          source: i.source,
          auctionId: i.auctionId,
          isDefault: i.id === evidence.defaultId,
        };
      }),
      placeOfIssue: charity ? receiptPlaceOfIssue(charity, platformPlace).place : platformPlace,
      warnings: receiptWarnings(charity ?? null, toLocale(donation.locale), platformPlace, locale),
    },
  };
}

async function readPdf(ctx: AppContext, receipt: TaxReceipt): Promise<ReceiptPdf> {
  const stored = receipt.fileId ? await ctx.storage.get(ctx.db, receipt.fileId) : null;
  if (!stored) throw notFound();
  return { fileName: `receipt-${receipt.receiptNumber}.pdf`, body: stored.body };
}

/** Staff read any stored receipt, cancelled ones included (named as cancelled). */
export async function staffReceiptPdf(ctx: AppContext, receiptNumber: string): Promise<ReceiptPdf> {
  const receipt = isReceiptNumberShape(receiptNumber)
    ? await repo.findReceiptByNumber(ctx.db, receiptNumber)
    : undefined;
  if (!receipt) throw notFound();
  const pdf = await readPdf(ctx, receipt);
  // The bytes stay as issued; the name a staff member saves it under says it is cancelled.
  return receipt.status === 'cancelled'
    ? { ...pdf, fileName: `receipt-${receipt.receiptNumber}-CANCELLED.pdf` }
    : pdf;
}

/**
 * Donor downloads answer 404 for anything but the current receipt of the right donation, with no
 * hint of why; failed guesses count per IP, and past the limit the answer is 429.
 */
export const DOWNLOAD_LIMIT: RouteRateLimit = {
  name: 'receipt-download',
  limit: 20,
  windowSeconds: 15 * 60,
  failuresOnly: true,
};

/** The limit (DOWNLOAD_LIMIT) is declared on the routes and counted before this runs. */
async function guarded(
  ctx: AppContext,
  _ip: string,
  find: () => Promise<TaxReceipt | undefined>,
): Promise<ReceiptPdf> {
  const receipt = await find();
  if (!receipt || receipt.status !== 'issued') throw notFound();
  const pdf = await readPdf(ctx, receipt);
  await repo.countDownload(ctx.db, receipt.id);
  return pdf;
}

export function downloadByToken(ctx: AppContext, token: string, ip: string): Promise<ReceiptPdf> {
  return guarded(ctx, ip, async () =>
    /^[0-9a-f]{64}$/.test(token) ? repo.findReceiptByToken(ctx.db, token) : undefined,
  );
}

export function downloadByAccessCode(ctx: AppContext, code: string, ip: string): Promise<ReceiptPdf> {
  return guarded(ctx, ip, async () => {
    const normalized = normalizeAccessCode(code);
    const donationId = normalized ? await repo.findDonationIdByAccessCode(ctx.db, normalized) : undefined;
    return donationId ? repo.currentReceipt(ctx.db, donationId) : undefined;
  });
}

/** The e-mail route needs the donor's proof of the address first (403 without it). */
export async function downloadByEmail(
  ctx: AppContext,
  opts: { email: string; donationId: number; proofToken: string | null; ip: string },
): Promise<ReceiptPdf> {
  const provenEmail = await requireDonorEmailProof(ctx.db, { token: opts.proofToken, email: opts.email });
  return guarded(ctx, opts.ip, async () => {
    const donation = await repo.findDonation(ctx.db, opts.donationId);
    const covered =
      donation && can(null, 'donation.read-by-proof', { donationEmail: donation.email, provenEmail });
    return covered ? repo.currentReceipt(ctx.db, opts.donationId) : undefined;
  });
}

export const VERIFY_LIMIT: RouteRateLimit = { name: 'receipt-verify', limit: 30, windowSeconds: 60 };

/**
 * Public check of a receipt number, rate-limited per IP (VERIFY_LIMIT, on the route). By the number
 * alone (a serial anyone can guess): only whether it exists and its status. With the SHA-256 of the
 * issued PDF, which only someone holding the receipt has: its charity, date and amount too. Never the
 * donor.
 */
export async function verifyReceipt(
  ctx: AppContext,
  receiptNumber: string,
  _ip: string,
  /** Lower-case hex SHA-256 of a PDF the visitor holds, to compare with the archived file's. */
  sha256?: string,
): Promise<VerifyReceiptResponse> {
  const number = receiptNumber.trim();
  const receipt = isReceiptNumberShape(number) ? await repo.findReceiptByNumber(ctx.db, number) : undefined;
  if (!receipt) {
    return {
      valid: false,
      receiptNumber: number,
      charityName: null,
      registrationNumber: null,
      dateIssued: null,
      eligibleAmount: null,
      status: null,
      registryFlag: null,
      replacedBy: null,
      fileMatches: null,
    };
  }
  const cancelled = receipt.status === 'cancelled';
  const fileMatches =
    sha256 === undefined || !receipt.sha256 ? null : sha256 === receipt.sha256.toLowerCase();
  const charity = fileMatches ? await repo.findCharity(ctx.db, receipt.charityId) : undefined;
  return {
    // A receipt issued on or after the charity's revocation or suspension is not valid either.
    valid: !cancelled && !receipt.registryFlagStatus,
    receiptNumber: receipt.receiptNumber,
    // The name the receipt carries: the one recorded with the CRA.
    charityName: charity ? charity.legalName?.trim() || charity.name : null,
    registrationNumber: charity?.registrationNumber ?? null,
    dateIssued: fileMatches ? receipt.receiptDate : null,
    eligibleAmount: fileMatches ? money(receipt.eligibleAmount) : null,
    status: cancelled ? 'cancelled' : 'issued',
    registryFlag: registryFlag(receipt),
    replacedBy: receipt.replacedByReceiptNumber,
    fileMatches,
  };
}
