import type { DbOrTx } from '../../db/client';
import { autoDealers } from '../../db/schema/dealers';
import { taxReceipts } from '../../db/schema/receipts';

/** Rows for the dashboard and analytics tests, at chosen times. Only test files import this module. */

export const DAY = 86_400_000;
export const ago = (now: number, ms: number) => new Date(now - ms);

let serial = 0;

export async function insertReceipt(
  db: DbOrTx,
  o: {
    donationId: number;
    charityId: number;
    amount: string;
    createdAt: Date;
    status?: 'issued' | 'cancelled';
  },
) {
  serial += 1;
  const [row] = await db
    .insert(taxReceipts)
    .values({
      receiptNumber: `2099-${String(serial).padStart(6, '0')}`,
      receiptYear: 2099,
      serial,
      donationId: o.donationId,
      charityId: o.charityId,
      donorName: 'Alex Martin',
      donorAddress: '12 Elm Street, Ottawa ON K1A 0B1',
      receiptAmount: o.amount,
      eligibleAmount: o.amount,
      receiptDate: o.createdAt.toISOString().slice(0, 10),
      status: o.status ?? 'issued',
      createdAt: o.createdAt,
    })
    .returning();
  return row!;
}

export async function insertDealer(db: DbOrTx, o: { name: string; createdAt: Date }) {
  const [row] = await db
    .insert(autoDealers)
    .values({
      businessName: o.name,
      contactName: 'Sam Dealer',
      email: `${o.name.toLowerCase().replace(/\W+/g, '-')}@example.test`,
      phone: '+16135550100',
      address: '5 Auto Row',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      dealerLicense: `LIC-${o.name}`,
      createdAt: o.createdAt,
    })
    .returning();
  return row!;
}
