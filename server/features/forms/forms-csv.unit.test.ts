import { describe, expect, it } from 'vitest';
import { easternIso } from './forms-csv';

describe('submission times in the CSV', () => {
  it('are Eastern time with their offset, in winter and in summer, naming the same moment', () => {
    const winter = new Date('2026-11-28T00:05:09Z');
    const summer = new Date('2026-07-01T16:00:00Z');
    expect(easternIso(winter)).toBe('2026-11-27T19:05:09-05:00');
    expect(easternIso(summer)).toBe('2026-07-01T12:00:00-04:00');
    expect(Date.parse(easternIso(winter))).toBe(winter.getTime());
    expect(Date.parse(easternIso(summer))).toBe(summer.getTime());
  });
});
