import type { TaxReceipt } from '../../db/schema/receipts';

/** The receipt's registry flag as the staff, charity and verify views show it. */
export const registryFlag = (
  r: Pick<TaxReceipt, 'registryFlagStatus' | 'registryFlagDate' | 'registryRestoredDate'>,
) =>
  r.registryFlagStatus && r.registryFlagDate
    ? {
        status: r.registryFlagStatus,
        effectiveDate: r.registryFlagDate,
        restoredDate: r.registryRestoredDate,
      }
    : null;
