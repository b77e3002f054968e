import { describe, expect, it } from 'vitest';
import { formatWait as format } from './wait';

// French puts a no-break space between the number and its unit.
const formatWait = (s: number, l: 'en' | 'fr') => format(s, l).replace(/\s/g, ' ');

describe('formatWait', () => {
  it('speaks in whole minutes, then hours, in each language', () => {
    expect(formatWait(669, 'fr')).toBe('12 minutes');
    expect(formatWait(669, 'en')).toBe('12 minutes');
    expect(formatWait(5, 'en')).toBe('1 minute');
    expect(formatWait(60, 'fr')).toBe('1 minute');
    expect(formatWait(90 * 60, 'en')).toBe('90 minutes');
    expect(formatWait(3 * 3600, 'fr')).toBe('3 heures');
    expect(formatWait(2 * 3600 - 100, 'en')).toBe('2 hours');
  });
});
