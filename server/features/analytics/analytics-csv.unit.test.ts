import { describe, expect, it } from 'vitest';
import { neutralise } from './analytics-csv';
import { fillWeeks, mondayOf } from './analytics.service';

describe('neutralise', () => {
  it('prefixes text a spreadsheet would run as a formula, and leaves the rest', () => {
    for (const s of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(s)).toBe(`'${s}`);
    expect(neutralise('Québec')).toBe('Québec');
    expect(neutralise(-5)).toBe(-5);
    expect(neutralise(null)).toBeNull();
  });
});

describe('weeks', () => {
  it('start on Monday, Eastern time', () => {
    // Sunday 22:00 in Toronto, already Monday in UTC.
    expect(mondayOf(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-16');
    expect(mondayOf(new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-23');
  });

  it('are all listed across the span, 0 where nothing happened', () => {
    const weeks = fillWeeks(
      { from: new Date('2026-11-01T12:00:00Z'), to: new Date('2026-11-20T12:00:00Z') },
      [{ weekStart: '2026-11-09', count: 3 }],
    );
    expect(weeks).toEqual([
      { weekStart: '2026-10-26', count: 0 },
      { weekStart: '2026-11-02', count: 0 },
      { weekStart: '2026-11-09', count: 3 },
      { weekStart: '2026-11-16', count: 0 },
    ]);
  });
});
