import { randomBytes } from 'node:crypto';
import { generateAccessCode } from '@shared/donations/access-code';
import type { DbOrTx } from '../../db/client';
import { charities, type NewCharity } from '../../db/schema/charities';
import { donations, donorPortalAccess, type NewDonation } from '../../db/schema/donations';

/**
 * Rows for API tests, inserted directly with the schema (the public wizard is another feature).
 * Only test files import this module.
 */

export async function insertCharity(db: DbOrTx, overrides: Partial<NewCharity> = {}) {
  const serial = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  const [row] = await db
    .insert(charities)
    .values({
      name: 'Kids Wheels Foundation',
      registrationNumber: `${serial}RR0001`,
      address: '1 Test Street',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      category: 'health',
      verificationStatus: 'verified',
      registryStatus: 'Registered',
      ...overrides,
    })
    .returning();
  return row!;
}

export async function insertDonation(db: DbOrTx, overrides: Partial<NewDonation> = {}) {
  const [row] = await db
    .insert(donations)
    .values({
      year: 2012,
      make: 'Honda',
      model: 'Civic',
      condition: 'good',
      mileage: 185_000,
      vin: '2HGFG3B54CH500001',
      firstName: 'Alex',
      lastName: 'Martin',
      email: `donor-${randomBytes(4).toString('hex')}@example.test`,
      phone: '+16135550123',
      address: '12 Elm Street',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A 0B1',
      estimatedValue: '1800.00',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Gives a donation its donor-portal access code, as the wizard does. */
export async function insertPortalAccess(db: DbOrTx, donationId: number, email: string) {
  const [row] = await db
    .insert(donorPortalAccess)
    .values({ donationId, email, accessCode: generateAccessCode() })
    .returning();
  return row!;
}
