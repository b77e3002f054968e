import type { DbOrTx } from '../../db/client';
import {
  autoDealers,
  vehicleAuctions,
  type NewAutoDealer,
  type NewVehicleAuction,
} from '../../db/schema/dealers';
import { addUser, login, type TestApp } from '../../test/test-app';

/** A dealer account (role dealer) with its approved dealer record, signed in. Test files only. */
export async function signedInDealer(t: TestApp, name: string, overrides: Partial<NewAutoDealer> = {}) {
  const user = await addUser(t, 'dealer', name);
  const [dealer] = await t.database.db
    .insert(autoDealers)
    .values({
      userId: user.id,
      businessName: `${name} Motors`,
      contactName: `${name} Contact`,
      email: `${name}@dealers.example.test`,
      phone: '+14165550100',
      address: '1 Auto Row',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2T6',
      dealerLicense: `OMVIC ${name}`,
      isVerified: true,
      isActive: true,
      verificationStatus: 'verified',
      ...overrides,
    })
    .returning();
  return { user, dealer: dealer!, cookie: await login(t, name) };
}

export async function insertAuction(db: DbOrTx, values: Partial<NewVehicleAuction> & { donationId: number }) {
  const now = Date.now();
  const [row] = await db
    .insert(vehicleAuctions)
    .values({
      startDate: new Date(now - 3_600_000),
      endDate: new Date(now + 86_400_000),
      minimumBid: '500.00',
      status: 'active',
      vehicleLocation: 'Ottawa, ON',
      ...values,
    })
    .returning();
  return row!;
}
