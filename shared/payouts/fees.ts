/**
 * How a sale is settled (decision 020): pure integer-cent arithmetic, run by the server when the sale
 * is recorded and by the screens that show a charity its terms.
 */
import { toCents } from '../money';

export const COST_KINDS = ['towing', 'saleFee', 'storage', 'processing'] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** Line kinds as stored (`settlement_lines.kind`). */
export const LINE_KINDS = [
  'gross',
  'towing',
  'sale_fee',
  'storage',
  'processing',
  'tax',
  'cap',
  'correction',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const lineKindOf: Record<CostKind, LineKind> = {
  towing: 'towing',
  saleFee: 'sale_fee',
  storage: 'storage',
  processing: 'processing',
};

/** A fee schedule's terms, as decimal strings: `<kind>Percent` (12.5 = 12.5 %), `<kind>Flat` in dollars, `taxPercent`. */
export type FeeTerms = Record<`${CostKind}${'Percent' | 'Flat'}` | 'taxPercent', string>;

export const ZERO_TERMS: FeeTerms = {
  towingPercent: '0',
  towingFlat: '0',
  saleFeePercent: '0',
  saleFeeFlat: '0',
  storagePercent: '0',
  storageFlat: '0',
  processingPercent: '0',
  processingFlat: '0',
  taxPercent: '0',
};

/** A percentage ("12.5", three decimals at most) as thousandths of a percent: 12.5 -> 12500. */
export function toMilliPercent(value: string | number): number | null {
  const text = String(value).trim();
  const match = /^(\d{1,3})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  const milli = Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  return milli <= 100_000 ? milli : null;
}

/** `cents` × `milliPercent` / 100 000, rounded half up (amounts here are never negative). */
export function percentOf(cents: number, milliPercent: number): number {
  return Math.floor((cents * milliPercent + 50_000) / 100_000);
}

export interface PlannedLine {
  kind: LineKind;
  /** What the line adds to the net due to the charity: gross positive, costs negative. */
  amountCents: number;
}

/**
 * The lines of a sale: the gross, each cost (percentage of the gross plus the flat amount), the tax on
 * the costs, and, when the costs would exceed the gross, a `cap` line bringing the net back to zero
 * (a negative net needs a staff correction with its reason, never a formula).
 */
export function planSettlement(grossCents: number, terms: FeeTerms): PlannedLine[] {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError(`Bad gross: ${grossCents}`);
  const lines: PlannedLine[] = [{ kind: 'gross', amountCents: grossCents }];
  let costs = 0;
  for (const kind of COST_KINDS) {
    const cost =
      percentOf(grossCents, toMilliPercent(terms[`${kind}Percent`]) ?? 0) +
      (toCents(terms[`${kind}Flat`]) ?? 0);
    if (cost > 0) {
      lines.push({ kind: lineKindOf[kind], amountCents: -cost });
      costs += cost;
    }
  }
  const tax = percentOf(costs, toMilliPercent(terms.taxPercent) ?? 0);
  if (tax > 0) {
    lines.push({ kind: 'tax', amountCents: -tax });
    costs += tax;
  }
  if (costs > grossCents) lines.push({ kind: 'cap', amountCents: costs - grossCents });
  return lines;
}

export const netOf = (lines: readonly { amountCents: number }[]) =>
  lines.reduce((sum, l) => sum + l.amountCents, 0);
