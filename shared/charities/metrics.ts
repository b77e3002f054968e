/**
 * Charity metrics: efficiency, transparency, impact, governance and overall, each 0-100, computed
 * from the charity's own figures by the formula in docs/charity-metrics.md (never random). A score
 * that lacks the figures it needs is null, and the overall score is weighted over the others.
 */
export interface MetricsInput {
  /** Dollars as exact decimal strings or numbers (numeric columns), null when unknown. */
  annualRevenue: string | number | null;
  charitablePurposes: string | number | null;
  fundraisingCosts: string | number | null;
  administrativeCosts: string | number | null;
  t3010Filed: boolean;
  t3010DueDate: string | null;
  lastFilingDate: string | null;
  website: string | null;
  description: string | null;
  boardSize: number | null;
  compensatedPositions: number | null;
  conflictOfInterestPolicy: boolean | null;
  complianceStatus: string;
  registryStatus: string | null;
  programAreas: string[];
  targetPopulation: string[];
  partnerOrganizations: string[];
}

export interface CharityMetrics {
  efficiency: number | null;
  transparency: number;
  impact: number | null;
  governance: number;
  overall: number;
}

export const METRIC_WEIGHTS = { efficiency: 0.3, transparency: 0.25, impact: 0.25, governance: 0.2 } as const;

/** 80 and above is good (green), 60 to 79 fair (yellow), below 60 weak (red). */
export function metricLevel(score: number | null): 'good' | 'fair' | 'weak' | 'unknown' {
  if (score === null) return 'unknown';
  if (score >= 80) return 'good';
  if (score >= 60) return 'fair';
  return 'weak';
}

/**
 * The overall score a person is shown: none ("not enough data") until a financial score (efficiency or
 * impact) is known. A new charity's overall from its registration facts alone (a website, the registry
 * status) read as "19 % (weak)" before it had entered anything (issue 35).
 */
export function shownOverall(m: Pick<CharityMetrics, 'efficiency' | 'impact' | 'overall'>): number | null {
  return m.efficiency === null && m.impact === null ? null : m.overall;
}

const cents = (v: string | number | null): number | null => {
  if (v === null || v === '') return null;
  const n = Math.round(Number(v) * 100);
  return Number.isFinite(n) ? n : null;
};
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

export function computeMetrics(c: MetricsInput): CharityMetrics {
  const revenue = cents(c.annualRevenue);
  const programs = cents(c.charitablePurposes);
  const fundraising = cents(c.fundraisingCosts);
  const admin = cents(c.administrativeCosts);

  // Efficiency: the share of spending that goes to charitable programs.
  const spending = (programs ?? 0) + (fundraising ?? 0) + (admin ?? 0);
  const efficiency = programs === null || spending === 0 ? null : clamp((programs / spending) * 100);

  // Transparency: what the charity has filed and published.
  const onTime =
    c.t3010Filed &&
    c.lastFilingDate !== null &&
    c.t3010DueDate !== null &&
    c.lastFilingDate <= c.t3010DueDate;
  const transparency = clamp(
    (c.t3010Filed ? 40 : 0) +
      (onTime ? 20 : 0) +
      (revenue !== null && programs !== null ? 20 : 0) +
      (c.website ? 10 : 0) +
      ((c.description ?? '').trim().length >= 10 ? 10 : 0),
  );

  // Impact: program spending against revenue, and how well the programs are described.
  const impact =
    revenue === null || programs === null || revenue === 0
      ? null
      : clamp(
          Math.min(1, programs / revenue) * 60 +
            (Math.min(c.programAreas.length, 3) / 3) * 20 +
            (c.targetPopulation.length > 0 ? 10 : 0) +
            (c.partnerOrganizations.length > 0 ? 10 : 0),
        );

  // Governance: an independent board with a conflict-of-interest policy, in good standing.
  const board = c.boardSize ?? 0;
  const independent = c.compensatedPositions === null || c.compensatedPositions * 2 < board;
  const standing = (c.registryStatus ?? '').toLowerCase() === 'registered';
  const governance = clamp(
    (board >= 3 ? 30 : board > 0 ? 15 : 0) +
      (board > 0 && independent ? 10 : 0) +
      (c.conflictOfInterestPolicy ? 20 : 0) +
      (c.complianceStatus === 'compliant' ? 20 : c.complianceStatus === 'pending' ? 10 : 0) +
      (standing ? 20 : 0),
  );

  const parts: [number | null, number][] = [
    [efficiency, METRIC_WEIGHTS.efficiency],
    [transparency, METRIC_WEIGHTS.transparency],
    [impact, METRIC_WEIGHTS.impact],
    [governance, METRIC_WEIGHTS.governance],
  ];
  const known = parts.filter((p): p is [number, number] => p[0] !== null);
  const weight = known.reduce((s, [, w]) => s + w, 0);
  const overall = clamp(known.reduce((s, [v, w]) => s + v * w, 0) / weight);
  return { efficiency, transparency, impact, governance, overall };
}
