import { generateAccessCode } from '@shared/donations/access-code';
import type { DbOrTx } from '../../db/client';
import { charities, type NewCharity } from '../../db/schema/charities';
import {
  donationStatusHistory,
  donations,
  donorPortalAccess,
  type NewDonation,
} from '../../db/schema/donations';

/** Test data written straight to the tables, as staff and the wizard would have left it. */

let serial = 100;

export async function insertCharity(db: DbOrTx, values: Partial<NewCharity> = {}) {
  serial += 1;
  const [row] = await db
    .insert(charities)
    .values({
      name: `Test Charity ${serial}`,
      registrationNumber: `${String(100000000 + serial)}RR0001`,
      address: '1 Test Street',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      category: 'health',
      verificationStatus: 'verified',
      isActive: true,
      ...values,
    })
    .returning();
  return row!;
}

export async function insertDonation(db: DbOrTx, values: Partial<NewDonation> = {}) {
  const [row] = await db
    .insert(donations)
    .values({
      year: 2015,
      make: 'Honda',
      model: 'Civic',
      condition: 'good',
      mileage: 180000,
      firstName: 'Marie',
      lastName: 'Tremblay',
      email: 'marie@example.test',
      phone: '+16135550123',
      address: '12 Rue Principale',
      city: 'Gatineau',
      province: 'QC',
      postalCode: 'J8X 1A1',
      estimatedValue: '1250.50',
      ...values,
    })
    .returning();
  const accessCode = generateAccessCode();
  await db.insert(donorPortalAccess).values({ donationId: row!.id, accessCode, email: row!.email });
  await db.insert(donationStatusHistory).values({
    donationId: row!.id,
    status: 'pending',
    previousStatus: null,
    notes: 'Submitted online',
    createdAt: new Date(Date.now() - 5 * 86_400_000),
  });
  return { donation: row!, accessCode };
}
