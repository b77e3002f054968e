import { describe, expect, it } from 'vitest';
import { computeMetrics, metricLevel, shownOverall, type MetricsInput } from './metrics';

const strong: MetricsInput = {
  annualRevenue: '1000000.00',
  charitablePurposes: '850000.00',
  fundraisingCosts: '100000.00',
  administrativeCosts: '50000.00',
  t3010Filed: true,
  t3010DueDate: '2026-06-30',
  lastFilingDate: '2026-05-01',
  website: 'https://example.org',
  description: 'Runs food banks in three towns.',
  boardSize: 7,
  compensatedPositions: 0,
  conflictOfInterestPolicy: true,
  complianceStatus: 'compliant',
  registryStatus: 'Registered',
  programAreas: ['Food banks', 'Shelters', 'Meals'],
  targetPopulation: ['Families'],
  partnerOrganizations: ['Local grocers'],
};

describe('computeMetrics (docs/charity-metrics.md)', () => {
  it('scores a charity that files on time, spends 85% on programs and has an independent board', () => {
    expect(computeMetrics(strong)).toEqual({
      efficiency: 85,
      transparency: 100,
      impact: 91,
      governance: 100,
      overall: 93,
    });
  });

  it('leaves efficiency and impact unknown without financial figures and weights the overall over the rest', () => {
    const m = computeMetrics({
      ...strong,
      annualRevenue: null,
      charitablePurposes: null,
      fundraisingCosts: null,
      administrativeCosts: null,
    });
    expect(m.efficiency).toBeNull();
    expect(m.impact).toBeNull();
    expect(m.transparency).toBe(80);
    expect(m.governance).toBe(100);
    // (80 × 0.25 + 100 × 0.2) / 0.45
    expect(m.overall).toBe(89);
    // Shown as "not enough data" until a financial score is known.
    expect(shownOverall(m)).toBeNull();
    expect(shownOverall(computeMetrics(strong))).toBe(computeMetrics(strong).overall);
    expect(shownOverall({ efficiency: null, impact: 40, overall: 55 })).toBe(55);
  });

  it('lowers transparency for a late or missing T3010 and governance for a small, paid board', () => {
    const m = computeMetrics({
      ...strong,
      lastFilingDate: '2026-08-01',
      boardSize: 2,
      compensatedPositions: 1,
      conflictOfInterestPolicy: false,
      complianceStatus: 'non-compliant',
      registryStatus: 'Revoked',
    });
    expect(m.transparency).toBe(80);
    expect(m.governance).toBe(15);
    expect(computeMetrics({ ...strong, t3010Filed: false }).transparency).toBe(40);
  });

  it('is the same for the same figures (never random)', () => {
    expect(computeMetrics(strong)).toEqual(computeMetrics({ ...strong }));
  });
});

describe('metricLevel', () => {
  it('is good from 80, fair from 60, weak below, unknown without a score', () => {
    expect([80, 79, 60, 59, 0, null].map(metricLevel)).toEqual([
      'good',
      'fair',
      'fair',
      'weak',
      'weak',
      'unknown',
    ]);
  });
});
