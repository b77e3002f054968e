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
  /** Dollars with exact cents. For Quebec, after the federal abatement. */
  federal: number;
  provincial: number;
  total: number;
  cents: { amount: number; federal: number; provincial: number; total: number; quebecAbatement: number };
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
 * government's credit is rounded half up to the cent, as on the return.
 * Assumes the gift is the donor's only one in the year, that income is below the top bracket (29%,
 * not 33%, above $200) and that the donor has enough tax to use a non-refundable credit.
 */
export function calculateDonationCredit(input: DonationCreditInput): DonationCredit {
  const amount = toCents(input.amount);
  if (amount === null || amount < 0) throw new RangeError(`Not a donation amount: ${String(input.amount)}`);
  const ratesYear = pickYear(input.taxYear);
  const federalRow = findRow(ratesYear, 'CA');
  const provincialRow = findRow(ratesYear, input.province);

  const federalCredit = credit(amount, federalRow);
  const quebecAbatement = input.province === 'QC' ? applyBps(BigInt(federalCredit), QUEBEC_ABATEMENT_BPS) : 0;
  const federal = federalCredit - quebecAbatement;
  const provincial = credit(amount, provincialRow);
  const total = federal + provincial;

  const assumptions = [`${KEY}.onlyGiftThisYear`, `${KEY}.notTopBracket`, `${KEY}.enoughTaxPayable`];
  if (input.province === 'QC') assumptions.push(`${KEY}.quebecAbatement`);
  if (ratesYear !== input.taxYear) assumptions.push(`${KEY}.latestRates`);
  if (!federalRow.verified || !provincialRow.verified) assumptions.push(`${KEY}.ratesUnconfirmed`);

  return {
    ratesYear,
    province: input.province,
    federal: centsToNumber(federal),
    provincial: centsToNumber(provincial),
    total: centsToNumber(total),
    cents: { amount, federal, provincial, total, quebecAbatement },
    effectiveRate: amount === 0 ? 0 : Math.round((total * 10_000) / amount) / 10_000,
    assumptions,
    rates: { federal: federalRow, provincial: provincialRow },
  };
}

/** Credit in cents: first $200 at the low rate, the rest at the higher one. */
function credit(amountCents: number, row: CreditRateRow): number {
  const first = BigInt(Math.min(amountCents, FIRST_TIER_CENTS));
  const above = BigInt(Math.max(0, amountCents - FIRST_TIER_CENTS));
  return roundHalfUp(first * BigInt(row.firstBps) + above * BigInt(row.aboveBps), 10_000n);
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
