import { VALUATION_BASIS_THRESHOLD_CENTS } from '@shared/donations/stage-requirements';
import { toCents } from '@shared/money';
import { deemedFmvRule, type AcquisitionKind, type MissingAcquisitionFact } from '@shared/tax/deemed-fmv';

export interface ReceiptAmountInput {
  /** donation.finalValue: the fair market value staff established. */
  finalValue: string | number | null;
  advantageAmount: string | number | null;
  acquisitionYear: number | null;
  acquisitionMonth: number | null;
  acquisitionKind: AcquisitionKind | null;
  acquisitionCost: string | number | null;
  /** Staff answered yes to the gifting-arrangement question of ITA 248(35)(a)/(b)(ii). */
  acquiredForGifting?: boolean;
  /** Date the gift was received (pickup date), YYYY-MM-DD. */
  giftDate: string;
}

export type AmountProblem =
  | 'noFairMarketValue'
  | MissingAcquisitionFact
  | 'acquisitionAfterGift'
  | 'acquisitionCostGifting'
  | 'deemedValueZero'
  | 'advantageTooHigh';

export type DeemedReason = 'heldUnderThreeYears' | 'giftingArrangement';

export interface ReceiptAmounts {
  /** Fair market value printed on the receipt, after the deemed-value rule; null when unknown. */
  fmvCents: number | null;
  advantageCents: number;
  /** FMV minus advantage; null when the FMV is unknown. */
  eligibleCents: number | null;
  /** True when the donor's cost replaced a higher appraised value. */
  deemed: boolean;
  /** Why the cost limit applied: held under 3 years, or the gifting-arrangement answer; null when not. */
  deemedReason?: DeemedReason | null;
  problem: AmountProblem | null;
}

/**
 * The receipt's amounts. Where the donor acquired the vehicle less than three years before the gift
 * (by month and year, `deemedFmvRule`), or staff answered yes to the gifting-arrangement question
 * (ITA 248(35)(a), (b)(ii)), the fair market value is the lesser of the established value
 * and the donor's cost; without the acquisition date, or the cost when the rule applies, there is no
 * amount. An advantage above 80% of the value leaves no gift to receipt (CRA's threshold for the
 * intention to give).
 */
export function computeReceiptAmounts(input: ReceiptAmountInput): ReceiptAmounts {
  const advantageCents = Math.max(
    0,
    input.advantageAmount == null ? 0 : (toCents(input.advantageAmount) ?? 0),
  );
  const finalCents = input.finalValue == null ? null : toCents(input.finalValue);
  const none = (problem: AmountProblem, fmvCents: number | null = null): ReceiptAmounts => ({
    fmvCents,
    advantageCents,
    eligibleCents: fmvCents === null ? null : fmvCents - advantageCents,
    deemed: false,
    problem,
  });
  if (finalCents === null || finalCents <= 0) return none('noFairMarketValue');

  if (acquiredAfterGift(input.acquisitionYear, input.acquisitionMonth, input.giftDate))
    return none('acquisitionAfterGift');

  let fmvCents = finalCents;
  let deemed = false;
  const rule = deemedFmvRule(
    {
      year: input.acquisitionYear,
      month: input.acquisitionMonth,
      kind: input.acquisitionKind,
      forGifting: input.acquiredForGifting ?? false,
    },
    input.giftDate,
  );
  if (rule.applies === null) return none(rule.missing);
  let deemedReason: DeemedReason | null = null;
  if (rule.applies) {
    const gifting = 'reason' in rule;
    const costCents = input.acquisitionCost == null ? null : toCents(input.acquisitionCost);
    if (costCents === null || costCents < 0)
      return none(gifting ? 'acquisitionCostGifting' : 'acquisitionCost');
    if (costCents < finalCents) {
      fmvCents = costCents;
      deemed = true;
      deemedReason = gifting ? 'giftingArrangement' : 'heldUnderThreeYears';
    }
  }
  // Named only when the limit applied, so a plain result reads as before.
  const why = deemedReason ? { deemedReason } : {};
  if (fmvCents <= 0) return { ...none('deemedValueZero', 0), deemed, ...why };
  // Integer comparison of advantage / fmv > 0.8.
  if (advantageCents * 5 > fmvCents * 4) return { ...none('advantageTooHigh', fmvCents), deemed, ...why };
  return {
    fmvCents,
    advantageCents,
    eligibleCents: fmvCents - advantageCents,
    deemed,
    ...why,
    problem: null,
  };
}

/** The donor cannot give what they acquired later: by month when it is known, else by year. */
export function acquiredAfterGift(year: number | null, month: number | null, giftDate: string): boolean {
  if (year == null) return false;
  const giftYear = Number(giftDate.slice(0, 4));
  if (year !== giftYear) return year > giftYear;
  return month != null && month > Number(giftDate.slice(5, 7));
}

/** True when the value needs an appraiser or evidence behind it. */
export function needsValuationBasis(fmvCents: number): boolean {
  return fmvCents >= VALUATION_BASIS_THRESHOLD_CENTS;
}
