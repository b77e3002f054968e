import type { ProvinceCode } from '../geo/provinces';

/**
 * Charitable donation tax credit rates, dated by tax year (docs/tax-credits.md). Rates are basis
 * points (1% = 100) so every computation stays in integers.
 */
export interface CreditRateRow {
  taxYear: number;
  jurisdiction: 'CA' | ProvinceCode;
  /** Rate on the first $200 of gifts in the year. */
  firstBps: number;
  /** Rate on gifts above $200. */
  aboveBps: number;
  /** Higher rate above $200 for the part matched by income in the top bracket; shown, never applied. */
  topBracketBps?: number;
  /** Where the figure is published. */
  source: string;
  /**
   * True only for figures we are sure of for that year: federal rates set in the Act, and provincial
   * rates fixed in statute (AB, ON, QC). Others are the best-known figure (see evidence).
   */
  verified: boolean;
  evidence: string;
}

/** Gifts up to this amount in a year earn the lower rate. */
export const FIRST_TIER_CENTS = 20_000;

/** Quebec residents' federal tax is reduced by 16.5% of basic federal tax (ITA s. 120(2)). */
export const QUEBEC_ABATEMENT_BPS = 1_650;

const T2024 = 'Same figure in the published 2024 table (TaxTips.ca, 2024 donation tax credit rates)';
const NO_CHANGE = 'no change for 2025 known, but not checked on the 2025 form';
const STATUTE = 'fixed in statute, unchanged for years';
const CARRIED = 'carried forward from 2025: confirm against the 2026 form';

type Row = Omit<CreditRateRow, 'taxYear' | 'jurisdiction'>;

function rows(taxYear: number, table: Partial<Record<'CA' | ProvinceCode, Row>>): CreditRateRow[] {
  return Object.entries(table).map(([jurisdiction, row]) => ({
    taxYear,
    jurisdiction: jurisdiction as 'CA' | ProvinceCode,
    ...(row as Row),
  }));
}

const r = (firstBps: number, aboveBps: number, source: string, verified: boolean, evidence: string): Row => ({
  firstBps,
  aboveBps,
  source,
  verified,
  evidence,
});

const RATES_2025 = rows(2025, {
  CA: {
    ...r(
      1450,
      2900,
      'CRA, 2025 Schedule 9; ITA s. 118.1(3)',
      true,
      'Lowest rate 15% to June 30 and 14% from July 1, 2025 (14.5% for the year)',
    ),
    topBracketBps: 3300,
  },
  AB: r(
    6000,
    2100,
    'CRA, 2025 Form AB428',
    true,
    `AB428 donations lines (60% and 21%, in force since 2023); ${STATUTE}`,
  ),
  BC: { ...r(506, 1680, 'CRA, 2025 Form BC428', false, `${T2024}; ${NO_CHANGE}`), topBracketBps: 2050 },
  MB: r(1080, 1740, 'CRA, 2025 Form MB428', false, `${T2024}; ${NO_CHANGE}`),
  NB: r(940, 1795, 'CRA, 2025 Form NB428', false, `${T2024}; ${NO_CHANGE}`),
  NL: r(870, 2180, 'CRA, 2025 Form NL428', false, `${T2024}; ${NO_CHANGE}`),
  NS: r(879, 2100, 'CRA, 2025 Form NS428', false, `${T2024}; ${NO_CHANGE}`),
  NT: r(590, 1405, 'CRA, 2025 Form NT428', false, `${T2024}; ${NO_CHANGE}`),
  NU: r(400, 1150, 'CRA, 2025 Form NU428', false, `${T2024}; ${NO_CHANGE}`),
  ON: r(505, 1116, 'CRA, 2025 Form ON428; Taxation Act, 2007 (Ontario) s. 21', true, `${T2024}; ${STATUTE}`),
  PE: r(
    950,
    1900,
    'CRA, 2025 Form PE428',
    false,
    'Lowest (9.5%) and highest (19%) 2025 PEI rates; not checked on the form',
  ),
  QC: {
    ...r(2000, 2400, 'Revenu Québec, 2025 TP-1 (Schedule V)', true, `${T2024}; ${STATUTE}`),
    topBracketBps: 2575,
  },
  SK: r(1050, 1450, 'CRA, 2025 Form SK428', false, `${T2024}; ${NO_CHANGE}`),
  YT: r(640, 1280, 'CRA, 2025 Form YT428', false, `${T2024}; ${NO_CHANGE}`),
});

/** Provincial rates written as fixed figures in statute rather than tied to a bracket rate. */
const STATUTORY = new Set<string>(['AB', 'ON', 'QC']);

/** 2026 reuses the 2025 provincial figures; only the statutory ones are marked verified. */
const RATES_2026: CreditRateRow[] = [
  {
    taxYear: 2026,
    jurisdiction: 'CA',
    ...r(
      1400,
      2900,
      'CRA, 2026 Schedule 9; ITA s. 118.1(3)',
      true,
      'Lowest federal rate 14% for the full year',
    ),
    topBracketBps: 3300,
  },
  ...RATES_2025.filter((row) => row.jurisdiction !== 'CA').map((row) => ({
    ...row,
    taxYear: 2026,
    source: row.source.replace('2025', '2026'),
    verified: row.verified && STATUTORY.has(row.jurisdiction),
    evidence: STATUTORY.has(row.jurisdiction)
      ? 'Fixed in provincial statute and unchanged for years (AB since 2023); no 2026 change known'
      : row.jurisdiction === 'BC'
        ? `${CARRIED} (BC's 2026 budget may change its lowest rate)`
        : CARRIED,
  })),
];

export const DONATION_CREDIT_RATES: readonly CreditRateRow[] = [...RATES_2025, ...RATES_2026];

export const RATE_YEARS: readonly number[] = [
  ...new Set(DONATION_CREDIT_RATES.map((row) => row.taxYear)),
].sort();
