/**
 * The deemed fair market value rule (Income Tax Act 248(35)), tested on dates: where the donor
 * acquired the property less than 3 years before the gift (b)(i), or under a gifting arrangement that
 * is a tax shelter (a), or less than 10 years before with giving it as one of the main reasons
 * (b)(ii), the value on the receipt is the lesser of its fair market value and the donor's cost. Property acquired as a consequence of a death is
 * excluded (248(37)(g)). A gift the donor received counts as an acquisition at its value then
 * (ITA 69(1)(c)); the cost is what staff record, and $0 is an answer, not a gap.
 */

export const ACQUISITION_KINDS = ['purchase', 'gift', 'inheritance'] as const;
export type AcquisitionKind = (typeof ACQUISITION_KINDS)[number];

/** Months of ownership under which the rule applies (3 years). */
export const DEEMED_FMV_MONTHS = 36;

export interface Acquisition {
  year: number | null;
  /** 1–12, or null when the donor gave the year only. */
  month: number | null;
  kind: AcquisitionKind | null;
  /**
   * Staff's answer to the one question of ITA 248(35)(a) and (b)(ii): the donor acquired the vehicle
   * under a gifting arrangement that is a tax shelter, or less than 10 years before the gift with
   * giving it to a qualified donee as one of the main reasons. Yes: the rule applies whatever the
   * time held. Absent or false: only the 3-year test of (b)(i).
   */
  forGifting?: boolean;
}

/** A fact the rule needs and the file does not hold; the receipt is refused until it is given. */
export type MissingAcquisitionFact = 'acquisitionDate' | 'acquisitionMonth' | 'acquisitionCost';

export type DeemedFmvRule =
  | { applies: true; monthsHeld: number }
  | { applies: true; reason: 'giftingArrangement' }
  | { applies: false; reason: 'heldThreeYears' | 'inheritance' }
  | { applies: null; missing: Exclude<MissingAcquisitionFact, 'acquisitionCost'> };

const monthIndex = (year: number, month: number) => year * 12 + (month - 1);

/**
 * Whether the rule applies to a gift received on `giftDate` (YYYY-MM-DD). Only month and year of
 * acquisition are asked, so exactly 36 months apart counts as under 3 years (the day could be later
 * in the month): the receipt never states more than the law allows. A year alone settles it when the
 * years are 2 or fewer, or 4 or more, apart; 3 years apart needs the month.
 */
export function deemedFmvRule(acquisition: Acquisition, giftDate: string): DeemedFmvRule {
  // 248(35)(a) has no exception for property received on a death, and the time held does not matter.
  if (acquisition.forGifting) return { applies: true, reason: 'giftingArrangement' };
  if (acquisition.kind === 'inheritance') return { applies: false, reason: 'inheritance' };
  if (acquisition.year == null) return { applies: null, missing: 'acquisitionDate' };
  const giftYear = Number(giftDate.slice(0, 4));
  const giftMonth = Number(giftDate.slice(5, 7));
  if (acquisition.month == null) {
    const years = giftYear - acquisition.year;
    if (years <= 2) return { applies: true, monthsHeld: Math.max(0, years * 12) };
    if (years >= 4) return { applies: false, reason: 'heldThreeYears' };
    return { applies: null, missing: 'acquisitionMonth' };
  }
  const monthsHeld = monthIndex(giftYear, giftMonth) - monthIndex(acquisition.year, acquisition.month);
  return monthsHeld <= DEEMED_FMV_MONTHS
    ? { applies: true, monthsHeld: Math.max(0, monthsHeld) }
    : { applies: false, reason: 'heldThreeYears' };
}

/**
 * True when a vehicle acquired at that month and year, given today, would fall under the rule: the
 * calculator's "recently acquired" hint. Unknown month counts as December (the latest, so the hint
 * shows whenever the rule might apply).
 */
export function recentlyAcquired(acquisition: Acquisition, today: string): boolean {
  if (acquisition.kind === 'inheritance' || acquisition.year == null) return false;
  const rule = deemedFmvRule({ ...acquisition, month: acquisition.month ?? 12 }, today);
  return rule.applies === true;
}
