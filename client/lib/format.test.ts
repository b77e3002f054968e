import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, sortByLabel } from './format';

// Intl separates French groups and the currency sign with (narrow) no-break spaces.
const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('formats Canadian dollars in English and French', () => {
    expect(formatMoney(1234.56, 'en')).toBe('$1,234.56');
    expect(spaces(formatMoney(1234.56, 'fr'))).toBe('1 234,56 $');
  });

  it('accepts decimals sent as strings and can drop the cents', () => {
    expect(formatMoney('2500.00', 'en', { wholeDollars: true })).toBe('$2,500');
  });

  it('gives an empty string for a missing or invalid amount', () => {
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney('abc', 'fr')).toBe('');
  });
});

describe('formatDate', () => {
  const date = new Date(2026, 0, 5, 12);

  it('writes dates for each locale', () => {
    expect(formatDate(date, 'en')).toBe('Jan 5, 2026');
    expect(formatDate(date, 'fr')).toBe('5 janv. 2026');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups digits per locale', () => {
    expect(formatNumber(150000, 'en')).toBe('150,000');
    expect(spaces(formatNumber(150000, 'fr'))).toBe('150 000');
  });
});

describe('sortByLabel', () => {
  it('orders French labels without regard to accents or case', () => {
    const labels = [
      'Québec',
      'Île-du-Prince-Édouard',
      'Ontario',
      'Alberta',
      'Nouvelle-Écosse',
      'Nouveau-Brunswick',
    ];
    expect(sortByLabel(labels.map((label) => ({ label }))).map((i) => i.label)).toEqual([
      'Alberta',
      'Île-du-Prince-Édouard',
      'Nouveau-Brunswick',
      'Nouvelle-Écosse',
      'Ontario',
      'Québec',
    ]);
  });
});
