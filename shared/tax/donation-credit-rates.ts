import type { ProvinceCode } from '../geo/provinces';

/**
 * Charitable donation tax credit rates, dated by tax year (docs/tax-credits.md). Rates are basis
 * points (1% = 100) so every computation stays in integers. Each row names the form whose line it
 * fills (Schedule 9, ON428, ..., TP-1) and the year of the figure; a figure not yet published for
 * the year is carried from an earlier one and says so.
 */
export interface CreditRateRow {
  taxYear: number;
  jurisdiction: 'CA' | ProvinceCode;
  /** Rate on the first $200 of gifts in the year. */
  firstBps: number;
  /** Rate on gifts above $200. */
  aboveBps: number;
  /**
   * Rate above $200 for a donor in the top bracket (federal 33%, BC 20.5%, QC 25.75%), or the
   * effective rate where a surtax raises the credit's worth (Ontario: 11.16% x 1.56).
   */
  topBps: number;
  /**
   * A surtax computed on basic provincial tax (Ontario: 20% + 36% above the thresholds, ON428 Part C):
   * the whole credit reduces basic tax, so at the top it is worth (1 + surtax) times itself. 0 elsewhere.
   */
  topSurtaxBps: number;
  /** The form whose line the rate fills: 'Schedule 9', 'ON428', 'TP-1'. */
  form: string;
  /** Year of the form or statute the figure comes from (taxYear, or the year it is carried from). */
  formYear: number;
  /** Set when the taxYear's form is not yet published and the figure is carried from formYear. */
  carried: boolean;
  /** Where the figure was read: the Act or the form itself, or a secondary source (named in evidence). */
  basis: 'statute' | 'form' | 'secondary';
  evidence: string;
}

/** Gifts up to this amount in a year earn the lower rate. */
export const FIRST_TIER_CENTS = 20_000;

/** Quebec residents' basic federal tax is reduced by 16.5% (ITA s. 120(2)); so is the credit's worth. */
export const QUEBEC_ABATEMENT_BPS = 1_650;

type Row = Omit<CreditRateRow, 'taxYear' | 'jurisdiction' | 'formYear' | 'carried'>;

const row = (
  form: string,
  firstBps: number,
  aboveBps: number,
  basis: Row['basis'],
  evidence: string,
  topBps = aboveBps,
  topSurtaxBps = 0,
): Row => ({ form, firstBps, aboveBps, topBps, topSurtaxBps, basis, evidence });

const TABLE_2016_2017 = 'CRA table of charitable donation tax credit rates (2016–2017), unchanged since';
const LOWEST_AND_TOP = "the province's lowest and top personal rates (TaxTips.ca 2025 rates)";

const PROVINCES_2025: Record<ProvinceCode, Row> = {
  AB: row(
    'AB428',
    6000,
    2100,
    'statute',
    'Alberta Personal Income Tax Act: 60% on the first $200 from 2023, 21% above',
  ),
  BC: row(
    'BC428',
    506,
    1680,
    'secondary',
    `${LOWEST_AND_TOP}; 20.5% on the part matched by income above the top bracket`,
    2050,
  ),
  MB: row('MB428', 1080, 1740, 'secondary', `${TABLE_2016_2017}; ${LOWEST_AND_TOP}`),
  NB: row(
    'NB428',
    940,
    1795,
    'secondary',
    'lowest NB rate 9.4% (2023 on); 17.95% fixed in the NB Income Tax Act s. 25',
  ),
  NL: row('NL428', 870, 2180, 'secondary', LOWEST_AND_TOP),
  NS: row('NS428', 879, 2100, 'secondary', `${TABLE_2016_2017}: 8.79% and 21%`),
  NT: row('NT428', 590, 1405, 'secondary', `${TABLE_2016_2017}: 5.9% and 14.05%`),
  NU: row('NU428', 400, 1150, 'secondary', `${TABLE_2016_2017}: 4% and 11.5%`),
  ON: row(
    'ON428',
    505,
    1116,
    'statute',
    'Taxation Act, 2007 (Ontario): 5.05% and 11.16%; the Ontario surtax (20% and 36% of basic tax above the thresholds, ON428 Part C) applies to basic tax after the whole credit, so at the top the credit is worth 1.56 times itself (11.16% x 1.56 = 17.4096%, 5.05% x 1.56 = 7.878%)',
    1116,
    5600,
  ),
  PE: row(
    'PE428',
    950,
    1900,
    'secondary',
    "PEI's lowest and top 2025 bracket rates (9.5%, 19%; TaxTips 2025, confirmed to CRA information): the credit follows the bracket rates (PE428 2023 line 5: 9.8% / 16.7%, the old credit rates; PE428 2024 line 5: 9.65% to 18.75%; T3PE 2024 Step 2 line 10: first $200 x 9.65%, the lowest rate); open: T3PE 2024 line 11 takes the remainder at 16.65% (the trust rate, third bracket), and the 2025 PE428's donation lines were not read",
  ),
  QC: row(
    'TP-1 (Schedule V)',
    2000,
    2400,
    'statute',
    'Taxation Act (Québec): 20% on the first $200, 24% above, 25.75% on the part matched by income in the top bracket',
    2575,
  ),
  SK: row('SK428', 1050, 1450, 'secondary', LOWEST_AND_TOP),
  YT: row('YT428', 640, 1280, 'secondary', `${TABLE_2016_2017}: 6.4% and 12.8%`),
};

function year(
  taxYear: number,
  federal: Row,
  provinces: Record<ProvinceCode, Row>,
  carriedFrom: Partial<Record<ProvinceCode, number>> = {},
): CreditRateRow[] {
  return [
    { taxYear, jurisdiction: 'CA', formYear: taxYear, carried: false, ...federal },
    ...Object.entries(provinces).map(([code, r]) => {
      const from = carriedFrom[code as ProvinceCode];
      return {
        taxYear,
        jurisdiction: code as ProvinceCode,
        formYear: from ?? taxYear,
        carried: from !== undefined,
        ...r,
      };
    }),
  ];
}

const RATES_2025 = year(
  2025,
  row(
    'Schedule 9',
    1450,
    2900,
    'statute',
    'ITA s. 118.1(3) and 117(2): lowest rate 15% to June 30 and 14% from July 1, 2025 (14.5% for the year); 33% on the part matched by income above $253,414',
    3300,
  ),
  PROVINCES_2025,
);

/** 2026: federal and BC figures are new; the other provinces' 2026 forms are not yet published. */
const CARRIED_2026 = Object.fromEntries(
  (Object.keys(PROVINCES_2025) as ProvinceCode[]).filter((p) => p !== 'BC').map((p) => [p, 2025]),
) as Partial<Record<ProvinceCode, number>>;

const RATES_2026 = year(
  2026,
  row(
    'Schedule 9',
    1400,
    2900,
    'statute',
    'ITA s. 117(2) and 118.1(3): lowest rate 14% for the full year; 33% above the indexed top threshold',
    3300,
  ),
  {
    ...PROVINCES_2025,
    BC: row(
      'BC428',
      560,
      1680,
      'secondary',
      'BC Budget 2026: lowest rate 5.60% from 2026; top rate 20.5% unchanged (the 2026 BC428 is not yet published)',
      2050,
    ),
  },
  CARRIED_2026,
);

export const DONATION_CREDIT_RATES: readonly CreditRateRow[] = [...RATES_2025, ...RATES_2026];

export const RATE_YEARS: readonly number[] = [...new Set(DONATION_CREDIT_RATES.map((r) => r.taxYear))].sort();
