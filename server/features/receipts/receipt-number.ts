/**
 * Receipt numbers read `<BN>-<year>-<serial>`, e.g. `123456789-2026-000017`. The serial is gapless
 * per charity and year (DECISIONS §2); the charity's 9-digit business number in front makes the
 * number unique across charities, as `tax_receipts.receipt_number` requires, and tells a reader
 * which charity issued it.
 */
export function formatReceiptNumber(
  charity: { id: number; registrationNumber: string },
  year: number,
  serial: number,
): string {
  const bn = /^\d{9}/.exec(charity.registrationNumber.replace(/\s/g, ''))?.[0] ?? `C${charity.id}`;
  return `${bn}-${year}-${String(serial).padStart(6, '0')}`;
}

/** Receipt numbers as typed into the verify page: digits, letters and hyphens only, at most 50. */
export function isReceiptNumberShape(value: string): boolean {
  return /^[A-Za-z0-9-]{1,50}$/.test(value);
}

/** One definition for the donations and the receipts. */
export { todayInCanada } from '@shared/canada-date';

/** Archive expiry: the end of the gift's calendar year plus the retention period (DECISIONS §2). */
export function retentionExpiry(giftYear: number, retentionDays: number): Date {
  return new Date(Date.UTC(giftYear + 1, 0, 1) + retentionDays * 86_400_000);
}
