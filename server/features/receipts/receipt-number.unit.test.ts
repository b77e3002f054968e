import { describe, expect, it } from 'vitest';
import { formatReceiptNumber, isReceiptNumberShape, retentionExpiry, todayInCanada } from './receipt-number';

describe('receipt numbers', () => {
  it('puts the 9-digit business number, the year and a 6-digit serial together', () => {
    expect(formatReceiptNumber({ id: 4, registrationNumber: '118830851RR0001' }, 2026, 17)).toBe(
      '118830851-2026-000017',
    );
  });

  it('falls back to the charity id when the registration number has no business number', () => {
    expect(formatReceiptNumber({ id: 4, registrationNumber: 'pending' }, 2026, 1)).toBe('C4-2026-000001');
  });

  it('accepts only digits, letters and hyphens as a number to look up', () => {
    expect(isReceiptNumberShape('118830851-2026-000017')).toBe(true);
    expect(isReceiptNumberShape('1 OR 1=1')).toBe(false);
    expect(isReceiptNumberShape('x'.repeat(51))).toBe(false);
  });

  it('dates the receipt in Eastern time', () => {
    // 03:00 UTC on Jan 1 is still Dec 31 in Toronto.
    expect(todayInCanada(new Date('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('keeps the archive until the end of the gift year plus the retention period', () => {
    expect(retentionExpiry(2026, 2555).toISOString()).toBe('2033-12-30T00:00:00.000Z');
  });
});
