import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { digitalReceiptArchive } from '../../db/schema/receipts';

/**
 * The archived copy of a receipt that was cancelled and replaced is marked so (issue 33): its bytes
 * stay as issued (their SHA-256 is what the verify page checks), the archive entry says it is no
 * longer the current receipt.
 */
export async function markArchiveCancelled(tx: DbOrTx, receiptId: number, at: Date): Promise<void> {
  await tx
    .update(digitalReceiptArchive)
    .set({ cancelledAt: at })
    .where(and(eq(digitalReceiptArchive.receiptId, receiptId), isNull(digitalReceiptArchive.cancelledAt)));
}
