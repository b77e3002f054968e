import { performance } from 'node:perf_hooks';
import { checkTransition, type DonationStatus } from '@shared/donations/status-machine';
import { centsToDecimal, formatCents, toCents } from '@shared/money';
import type { Tx } from '../../db/client';
import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/errors';
import type { Locale } from '../../platform/i18n';
import type { SessionUser } from '../../platform/session/session';
import { receiptSignature } from '../charities/charity-signature.service';
import { recordStatusChange } from '../donations/donation-status.repo';
import { markArchiveCancelled } from './receipt-archive.repo';
import { receiptPlaceOfIssue } from './receipt-details';
import { queueReceiptEmail } from './receipt-email';
import { chooseEvidence, choiceRecord, evidenceText, loadEvidence } from './receipt-evidence';
import { todayInCanada } from './receipt-number';
import { checkReceipt, type IssueMode } from './receipt-rules';
import { writeReceipt } from './receipt-write';
import * as repo from './receipts.repo';
import type { IssueReceiptResponse } from './receipts.schemas';

export interface IssueReceiptOptions {
  donationId: number;
  /** The fair market value staff confirm; must equal the computed one. Optional for a replacement. */
  receiptValue?: number;
  notes?: string | null;
  /** The evidence the value rests on (an id from the proposal's evidence); the default when absent. */
  basis?: string | null;
  /** Why staff chose another figure than the default; required then. */
  basisReason?: string | null;
  advantageDescription?: string | null;
  sendEmail: boolean;
  actor: SessionUser;
  /** Language of the request, for the error messages. */
  locale: Locale;
}

export interface ReplaceReceiptOptions extends IssueReceiptOptions {
  reason: string;
}

/** Issues the donation's official receipt and moves it to `receipt_issued`, all in one transaction. */
export function issueReceipt(ctx: AppContext, opts: IssueReceiptOptions): Promise<IssueReceiptResponse> {
  return withFailureLog(ctx, opts, 'original', async () => {
    const settings = await receiptSettings(ctx);
    return ctx.storage.transaction(ctx.db, (tx) => issueInTx(ctx, tx, { ...opts, ...settings }, 'issue'));
  });
}

/** Cancels the current receipt and issues a new number that says it replaces it, in one transaction. */
export function replaceReceipt(ctx: AppContext, opts: ReplaceReceiptOptions): Promise<IssueReceiptResponse> {
  return withFailureLog(ctx, opts, 'replacement', async () => {
    const settings = await receiptSettings(ctx);
    return ctx.storage.transaction(ctx.db, (tx) => issueInTx(ctx, tx, { ...opts, ...settings }, 'replace'));
  });
}

/**
 * Read before the transaction opens: a settings reload takes a pooled connection, and transactions
 * queued on the counter lock must not each wait for a second one.
 */
async function receiptSettings(ctx: AppContext) {
  return {
    placeOfIssue: String(await ctx.settings.get('receipts', 'placeOfIssue')),
    retentionDays: await ctx.settings.number('receipts', 'retentionDays'),
  };
}

async function issueInTx(
  ctx: AppContext,
  tx: Tx,
  opts: IssueReceiptOptions & { reason?: string; placeOfIssue: string; retentionDays: number },
  mode: IssueMode,
): Promise<IssueReceiptResponse> {
  const started = performance.now();
  const donation = await repo.lockDonation(tx, opts.donationId);
  if (!donation) throw notFound();
  const current = await repo.currentReceipt(tx, donation.id);
  const charity = donation.charityId ? await repo.findCharity(tx, donation.charityId) : undefined;
  const signature = await receiptSignature(ctx, tx, charity?.signatureFileId ?? null);
  const issueDate = todayInCanada();
  const evidence = await loadEvidence(tx, donation);
  const chosen = chooseEvidence(evidence, opts);
  const valuationChoice = choiceRecord(evidence, chosen);
  // The value rests on the chosen figure; an auction figure is written back as the donation's evidence.
  const fromAuction = chosen.item && ['bid', 'sale', 'scrap'].includes(chosen.item.kind);
  const valuation = fromAuction
    ? {
        finalValue: valuationChoice!.amount,
        valuationBasis: 'evidence',
        valuationEvidence: evidenceText(chosen.item!),
      }
    : {};

  const check = checkReceipt({
    donation: { ...donation, ...valuation },
    charity: charity ?? null,
    signatureStored: signature.state === 'ok',
    signatureUnreadable: signature.state === 'unreadable',
    hasCurrentReceipt: current !== undefined,
    mode,
    issueDate,
  });
  const [refusal] = check.refusals;
  if (refusal) throw new AppError('RECEIPT_REFUSED', refusal.key, refusal.params);
  const { fmvCents, advantageCents, eligibleCents, deemed, deemedReason } = check.amounts;
  if (
    !charity ||
    signature.state !== 'ok' ||
    fmvCents === null ||
    eligibleCents === null ||
    !check.giftYear ||
    !donation.pickupDate
  ) {
    throw new Error('checkReceipt let an incomplete receipt through');
  }

  if (opts.receiptValue !== undefined && toCents(opts.receiptValue) !== fmvCents) {
    throw new AppError(
      'VALIDATION',
      'receipts:errors.receiptValueMismatch',
      { expected: formatCents(fmvCents, opts.locale) },
      { receiptValue: 'receipts:errors.receiptValueMismatchField' },
    );
  }
  const advantageDescription = opts.advantageDescription?.trim() || null;
  if (advantageCents > 0 && !advantageDescription) {
    throw new AppError(
      'VALIDATION',
      'api:validation',
      {},
      { advantageDescription: 'receipts:errors.advantageDescriptionRequired' },
    );
  }
  if (mode === 'issue') {
    const move = checkTransition({
      from: donation.status as DonationStatus,
      to: 'receipt_issued',
      role: opts.actor.role,
      hasFinalValue: true,
      viaReceipt: true,
    });
    if (!move.ok) throw new AppError('ILLEGAL_TRANSITION', move.messageKey, move.params);
  }

  const { receipt, file, pdfGenerationTime, archiveTime } = await writeReceipt(ctx, tx, {
    donation,
    charity,
    signaturePng: signature.png,
    amounts: { fmvCents, advantageCents, eligibleCents, deemed, deemedReason: deemedReason ?? null },
    advantageDescription,
    giftYear: check.giftYear,
    issueDate,
    replaces: current && mode === 'replace' ? current.receiptNumber : null,
    // Each charity issues from its own place; the platform setting is the fallback (staff were warned).
    placeOfIssue: receiptPlaceOfIssue(charity, opts.placeOfIssue).place,
    retentionDays: opts.retentionDays,
    actorId: opts.actor.id,
    valuationChoice,
  });
  if (valuationChoice)
    await audit(tx, {
      actor: opts.actor,
      action: 'receipt.valuation-basis',
      entityType: 'donation',
      entityId: donation.id,
      details: { receiptNumber: receipt.receiptNumber, ...valuationChoice },
    });
  const { receiptNumber } = receipt;

  const taxReceiptValue = centsToDecimal(eligibleCents);
  if (mode === 'replace') {
    if (
      !(await repo.cancelReceipt(tx, current!.id, {
        reason: opts.reason ?? '',
        replacedByReceiptNumber: receiptNumber,
      }))
    )
      throw new AppError('CONFLICT', 'api:conflict');
    await markArchiveCancelled(tx, current!.id, new Date());
    await repo.updateDonationReceiptFields(tx, donation.id, {
      receiptNumber,
      receiptDate: issueDate,
      taxReceiptValue,
      ...valuation,
    });
    await audit(tx, {
      actor: opts.actor,
      action: 'receipt.replace',
      entityType: 'donation',
      entityId: donation.id,
      details: {
        cancelled: current!.receiptNumber,
        issued: receiptNumber,
        reason: opts.reason,
        notes: opts.notes ?? null,
      },
    });
  } else {
    await recordStatusChange(tx, {
      donationId: donation.id,
      from: donation.status as DonationStatus,
      to: 'receipt_issued',
      actor: opts.actor,
      note: opts.notes ?? null,
      extra: { receiptIssued: true, receiptNumber, receiptDate: issueDate, taxReceiptValue, ...valuation },
    });
  }

  let emailDeliveryTime: number | null = null;
  if (opts.sendEmail) {
    const emailStarted = performance.now();
    await queueReceiptEmail(ctx, tx, {
      donation,
      charity,
      receipt,
      file,
      eligibleCents,
      actor: opts.actor,
      evidence,
      chosen,
    });
    emailDeliveryTime = Math.round(performance.now() - emailStarted);
  }
  await repo.insertGenerationLog(tx, {
    receiptId: receipt.id,
    donationId: donation.id,
    generationType: mode === 'replace' ? 'replacement' : 'original',
    generatedBy: opts.actor.id,
    generationTrigger: 'staff',
    pdfGenerationTime,
    archiveTime,
    emailDeliveryTime,
    processingTime: Math.round(performance.now() - started),
    metadata: {
      receiptNumber,
      notes: opts.notes ?? null,
      sendEmail: opts.sendEmail,
      deemed,
      replaces: current?.receiptNumber ?? null,
    },
  });

  return {
    receiptNumber,
    receiptDate: issueDate,
    eligibleAmount: Number(taxReceiptValue),
    sendEmail: opts.sendEmail,
    emailQueued: opts.sendEmail,
    replacedReceiptNumber: mode === 'replace' ? current!.receiptNumber : null,
  };
}

/**
 * An unexpected failure (storage, PDF) rolled everything back; a log row written afterwards, outside
 * that transaction, keeps a trace of it for staff. Refusals and bad input are answers, not failures.
 */
async function withFailureLog<T>(
  ctx: AppContext,
  opts: IssueReceiptOptions,
  type: string,
  run: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof AppError)) {
      await repo
        .insertGenerationLog(ctx.db, {
          donationId: opts.donationId,
          generationType: type,
          generatedBy: opts.actor.id,
          generationTrigger: 'staff',
          processingTime: Math.round(performance.now() - started),
          status: 'failed',
          errorMessage: (err as Error).message.slice(0, 1000),
        })
        .catch(() => undefined);
    }
    throw err;
  }
}
