import type { ProvinceCode } from '../geo/provinces';
import { centsToNumber, toCents } from '../money';
import {
  type CreditRateRow,
  DONATION_CREDIT_RATES,
  FIRST_TIER_CENTS,
  QUEBEC_ABATEMENT_BPS,
  RATE_YEARS,
} from './donation-credit-rates';

export interface DonationCreditInput {
  /** Eligible amount of the gift in dollars (number or decimal string). */
  amount: number | string;
  province: ProvinceCode;
  taxYear: number;
}

export interface DonationCredit {
  /** The year whose rates were used (the latest in the table when taxYear is beyond it). */
  ratesYear: number;
  province: ProvinceCode;
  /** The full federal credit, before the Quebec abatement (dollars with exact cents). */
  federalCredit: number;
  /** Quebec only: 16.5% of the federal credit, taken off it through the abatement; 0 elsewhere. */
  quebecAbatement: number;
  /** Federal credit after the abatement (the federal credit itself outside Quebec). */
  federal: number;
  provincial: number;
  total: number;
  /**
   * The same gift for a donor in the top bracket (federal 33%, the provincial top rate or surtax
   * effect above $200, on the whole gift above $200): the high end of the range shown.
   */
  topBracket: { federal: number; provincial: number; total: number };
  cents: {
    amount: number;
    federalCredit: number;
    federal: number;
    provincial: number;
    total: number;
    quebecAbatement: number;
    topTotal: number;
  };
  /** total / amount, rounded to 4 decimals (0.3594 = 35.94%). */
  effectiveRate: number;
  /** i18next keys of what the figure takes for granted; show them beside it. */
  assumptions: string[];
  rates: { federal: CreditRateRow; provincial: CreditRateRow };
}

const KEY = 'domain:tax.assumption';

/**
 * Federal plus provincial charitable donation tax credit for one gift, from the dated rate table.
 * Arithmetic is in integer cents and basis points (BigInt, so no size can lose a cent); each
 * government's credit is rounded half up to the cent, as on the return. For Quebec the full federal
 * credit is shown, then the 16.5% abatement as its own line, then the net. The standard figure
 * assumes income below the top bracket; `topBracket` is the same gift at the top rates, so the
 * saving is shown as a range. Assumes the gift is the donor's only one in the year and that the donor
 * has enough tax to use a non-refundable credit.
 */
export function calculateDonationCredit(input: DonationCreditInput): DonationCredit {
  const amount = toCents(input.amount);
  if (amount === null || amount < 0) throw new RangeError(`Not a donation amount: ${String(input.amount)}`);
  const ratesYear = pickYear(input.taxYear);
  const federalRow = findRow(ratesYear, 'CA');
  const provincialRow = findRow(ratesYear, input.province);
  const quebec = input.province === 'QC';
  const abatement = (federalCents: number) =>
    quebec ? applyBps(BigInt(federalCents), QUEBEC_ABATEMENT_BPS) : 0;

  const federalCredit = credit(amount, federalRow.firstBps, federalRow.aboveBps);
  const quebecAbatement = abatement(federalCredit);
  const federal = federalCredit - quebecAbatement;
  const provincial = credit(amount, provincialRow.firstBps, provincialRow.aboveBps);
  const total = federal + provincial;

  const topFederalCredit = credit(amount, federalRow.firstBps, federalRow.topBps);
  const topFederal = topFederalCredit - abatement(topFederalCredit);
  // A surtax on basic provincial tax (Ontario) is cut by the whole credit, the first $200 included.
  const topProvincialCredit = credit(amount, provincialRow.firstBps, provincialRow.topBps);
  const topProvincial =
    topProvincialCredit + applyBps(BigInt(topProvincialCredit), provincialRow.topSurtaxBps);
  const topTotal = topFederal + topProvincial;

  const assumptions = [`${KEY}.onlyGiftThisYear`, `${KEY}.enoughTaxPayable`];
  if (ratesYear !== input.taxYear) assumptions.push(`${KEY}.latestRates`);
  if (federalRow.carried || provincialRow.carried) assumptions.push(`${KEY}.ratesCarried`);

  return {
    ratesYear,
    province: input.province,
    federalCredit: centsToNumber(federalCredit),
    quebecAbatement: centsToNumber(quebecAbatement),
    federal: centsToNumber(federal),
    provincial: centsToNumber(provincial),
    total: centsToNumber(total),
    topBracket: {
      federal: centsToNumber(topFederal),
      provincial: centsToNumber(topProvincial),
      total: centsToNumber(topTotal),
    },
    cents: { amount, federalCredit, federal, provincial, total, quebecAbatement, topTotal },
    effectiveRate: amount === 0 ? 0 : Math.round((total * 10_000) / amount) / 10_000,
    assumptions,
    rates: { federal: federalRow, provincial: provincialRow },
  };
}

/** Credit in cents: first $200 at the low rate, the rest at the higher one. */
function credit(amountCents: number, firstBps: number, aboveBps: number): number {
  const first = BigInt(Math.min(amountCents, FIRST_TIER_CENTS));
  const above = BigInt(Math.max(0, amountCents - FIRST_TIER_CENTS));
  return roundHalfUp(first * BigInt(firstBps) + above * BigInt(aboveBps), 10_000n);
}

function applyBps(cents: bigint, bps: number): number {
  return roundHalfUp(cents * BigInt(bps), 10_000n);
}

function roundHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** The requested year when the table has it, else the nearest year it has (latest for the future). */
function pickYear(taxYear: number): number {
  if (RATE_YEARS.includes(taxYear)) return taxYear;
  const earlier = RATE_YEARS.filter((year) => year < taxYear);
  return earlier.at(-1) ?? (RATE_YEARS[0] as number);
}

function findRow(taxYear: number, jurisdiction: 'CA' | ProvinceCode): CreditRateRow {
  const row = DONATION_CREDIT_RATES.find((r) => r.taxYear === taxYear && r.jurisdiction === jurisdiction);
  if (!row) throw new Error(`No donation credit rate for ${jurisdiction} in ${taxYear}`);
  return row;
}
