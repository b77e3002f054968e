import { todayInCanada } from '@shared/canada-date';
import { centsToDecimal, toCents } from '@shared/money';
import type { DbOrTx } from '../../db/client';
import type { Donation } from '../../db/schema/donations';
import type { ReceiptValuationChoice } from '../../db/schema/receipts';
import { AppError } from '../../platform/errors';
import { auctionsOfDonation, highestBidsOfDonation } from './receipt-evidence.repo';
import { isAppraised } from './receipt-rules';

/**
 * Every figure on file that can support the receipt's fair market value (issue 33): dealers' bids at
 * the donation's auctions, the auction sale, the scrap sale after an unsold auction, an appraisal, and
 * the value staff recorded with its written evidence.
 */
export type EvidenceKind = 'sale' | 'bid' | 'appraisal' | 'scrap' | 'recorded';

export interface EvidenceItem {
  /** Stable reference staff send back: `bid:<bid id>`, `sale:<auction id>`, `scrap:<auction id>`, `appraisal`, `recorded`. */
  id: string;
  kind: EvidenceKind;
  amountCents: number;
  /** An offer or sale between parties dealing independently (a dealer who is not the donor, a scrap buyer). */
  armsLength: boolean;
  /** YYYY-MM-DD, when known. */
  date: string | null;
  /** The dealer, the appraiser, or the evidence staff wrote. */
  source: string | null;
  auctionId: number | null;
}

export interface EvidenceFile {
  items: EvidenceItem[];
  /** The highest arm's-length figure; null when the file holds none. */
  defaultId: string | null;
}

const ORDER: EvidenceKind[] = ['sale', 'bid', 'appraisal', 'scrap', 'recorded'];
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export async function loadEvidence(db: DbOrTx, donation: Donation): Promise<EvidenceFile> {
  const [auctions, bids] = await Promise.all([
    auctionsOfDonation(db, donation.id),
    highestBidsOfDonation(db, donation.id),
  ]);
  const items: EvidenceItem[] = [];
  for (const b of bids) {
    const auction = auctions.find((a) => a.id === b.auctionId);
    const won = auction?.winningDealerId === b.dealerId && auction.status === 'completed';
    items.push({
      id: won ? `sale:${b.auctionId}` : `bid:${b.bidId}`,
      kind: won ? 'sale' : 'bid',
      amountCents: toCents(b.amount) ?? 0,
      // A dealer bidding on their own donated vehicle is not dealing at arm's length.
      armsLength: !same(b.dealerEmail, donation.email),
      date: todayInCanada(b.bidDate),
      source: b.dealerName,
      auctionId: b.auctionId,
    });
  }
  for (const a of auctions) {
    if (a.scrapValue === null) continue;
    items.push({
      id: `scrap:${a.id}`,
      kind: 'scrap',
      amountCents: toCents(a.scrapValue) ?? 0,
      armsLength: true,
      date: a.scrappedAt ? todayInCanada(a.scrappedAt) : null,
      source: null,
      auctionId: a.id,
    });
  }
  const recorded = donation.finalValue === null ? null : toCents(donation.finalValue);
  if (recorded !== null && recorded > 0) {
    const appraisal = isAppraised(donation) && donation.valuationBasis === 'appraisal';
    // The auction flows write the sale or scrap price as the recorded value: list that figure once.
    if (appraisal || !items.some((i) => i.amountCents === recorded))
      items.push({
        id: appraisal ? 'appraisal' : 'recorded',
        kind: appraisal ? 'appraisal' : 'recorded',
        amountCents: recorded,
        // The value staff established (an appraisal, or their reading of the evidence) counts as found.
        armsLength: true,
        date: donation.valuationDate,
        source: appraisal ? donation.appraiserName : (donation.valuationEvidence?.trim() ?? null),
        auctionId: null,
      });
  }
  items.sort((a, b) => b.amountCents - a.amountCents || ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const best = items.find((i) => i.armsLength);
  return { items, defaultId: best?.id ?? null };
}

export interface ChosenEvidence {
  item: EvidenceItem | null;
  isDefault: boolean;
  reason: string | null;
}

/**
 * The figure the receipt rests on: the one staff chose, or the default. Choosing anything but the
 * default needs a reason, kept with the receipt and told to the donor.
 */
export function chooseEvidence(
  file: EvidenceFile,
  opts: { basis?: string | null; basisReason?: string | null },
): ChosenEvidence {
  const id = opts.basis?.trim() || file.defaultId;
  const item = id ? file.items.find((i) => i.id === id) : undefined;
  if (id && !item)
    throw new AppError('VALIDATION', 'api:validation', {}, { basis: 'receipts:errors.basisUnknown' });
  const isDefault = !item || item.id === file.defaultId;
  const reason = opts.basisReason?.trim() || null;
  if (!isDefault && !reason)
    throw new AppError(
      'VALIDATION',
      'api:validation',
      {},
      { basisReason: 'receipts:errors.basisReasonRequired' },
    );
  return { item: item ?? null, isDefault, reason };
}

/** English evidence text kept on the donation (as the auction flows write theirs). */
export function evidenceText(item: EvidenceItem): string {
  const amount = `$${centsToDecimal(item.amountCents)}`;
  switch (item.kind) {
    case 'bid':
      return `Arm's-length bid of ${amount} from ${item.source} at auction #${item.auctionId} (${item.date})`;
    case 'sale':
      return `Sold at arm's length at auction #${item.auctionId} to ${item.source} for ${amount} (${item.date})`;
    case 'scrap':
      return `Sold for scrap for ${amount} after auction #${item.auctionId} closed unsold (${item.date})`;
    default:
      return item.source ?? amount;
  }
}

export function choiceRecord(file: EvidenceFile, chosen: ChosenEvidence): ReceiptValuationChoice | null {
  if (!chosen.item) return null;
  return {
    chosen: chosen.item.id,
    defaultChoice: file.defaultId,
    amount: centsToDecimal(chosen.item.amountCents),
    reason: chosen.reason,
    evidence: file.items.map((i) => ({
      id: i.id,
      kind: i.kind,
      amount: centsToDecimal(i.amountCents),
      armsLength: i.armsLength,
      label: evidenceText(i),
    })),
  };
}
