import { describe, expect, it } from 'vitest';
import { percentChange, periodRange } from './periods';

describe('percentChange', () => {
  it('is the change against the previous period in percent, one decimal', () => {
    expect(percentChange(10, 8)).toBe(25);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(0, 0)).toBe(0);
  });
  it('has no percentage when the previous period had nothing', () => {
    expect(percentChange(3, 0)).toBeNull();
  });
});

describe('periodRange', () => {
  it('covers the last N days and the N days before', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const r = periodRange(now, 7);
    expect(r.from.toISOString()).toBe('2026-11-16T12:00:00.000Z');
    expect(r.previousFrom.toISOString()).toBe('2026-11-09T12:00:00.000Z');
    expect(r.to).toBe(now);
  });
});
