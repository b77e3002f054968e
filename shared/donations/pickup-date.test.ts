import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from '../geo/provinces';
import { dateInZone, earliestPickupDate, isPickupDateInPast, PROVINCE_TIME_ZONES } from './pickup-date';

describe('earliest pickup date', () => {
  it('is today in the donor’s province', () => {
    const now = new Date('2026-11-23T05:30:00Z'); // 01:30 AST, 00:30 EST, 23:30 CST, 21:30 PST
    expect(earliestPickupDate('NS', now)).toBe('2026-11-23');
    expect(earliestPickupDate('QC', now)).toBe('2026-11-23');
    expect(earliestPickupDate('MB', now)).toBe('2026-11-22');
    expect(earliestPickupDate('BC', now)).toBe('2026-11-22');
  });

  it('gives a province spanning several zones the earliest date of its zones', () => {
    // 00:30 in Toronto is still 23:30 the day before in Kenora (Central time).
    const now = new Date('2026-11-23T05:30:00Z');
    expect(dateInZone(now, 'America/Toronto')).toBe('2026-11-23');
    expect(earliestPickupDate('ON', now)).toBe('2026-11-22');
    // 06:20 UTC: past midnight in Iqaluit and Rankin Inlet, not yet in Cambridge Bay.
    expect(earliestPickupDate('NU', new Date('2026-11-23T06:20:00Z'))).toBe('2026-11-22');
  });

  it('follows daylight time: Saskatchewan keeps standard time but Lloydminster follows Alberta', () => {
    // 06:30 UTC in January: 00:30 in Regina (CST), 23:30 the day before in Lloydminster (MST).
    expect(earliestPickupDate('SK', new Date('2026-01-15T06:30:00Z'))).toBe('2026-01-14');
    // In July both read 00:30.
    expect(earliestPickupDate('SK', new Date('2026-07-15T06:30:00Z'))).toBe('2026-07-15');
  });

  it('without a province, takes the westernmost Canadian zone', () => {
    // Time zone data 2026c (Node 24): British Columbia keeps UTC−7 all year from November 2026, like Yukon,
    // so 06:30 UTC is still the day before there and 07:30 UTC is the next day everywhere in Canada.
    expect(earliestPickupDate(null, new Date('2026-11-23T06:30:00Z'))).toBe('2026-11-22');
    expect(earliestPickupDate(null, new Date('2026-11-23T07:30:00Z'))).toBe('2026-11-23');
  });

  it('knows a zone for every province and territory', () => {
    for (const code of PROVINCE_CODES) {
      expect(PROVINCE_TIME_ZONES[code].length).toBeGreaterThan(0);
      for (const zone of PROVINCE_TIME_ZONES[code]) expect(() => dateInZone(new Date(), zone)).not.toThrow();
    }
  });

  it('refuses only dates before today', () => {
    const now = new Date('2026-11-23T17:00:00Z');
    expect(isPickupDateInPast('2020-01-15', 'QC', now)).toBe(true);
    expect(isPickupDateInPast('2026-11-22', 'QC', now)).toBe(true);
    expect(isPickupDateInPast('2026-11-23', 'QC', now)).toBe(false);
    expect(isPickupDateInPast('2026-12-01', 'QC', now)).toBe(false);
  });
});
