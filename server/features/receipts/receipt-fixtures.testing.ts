import type { NewCharity } from '../../db/schema/charities';
import type { NewDonation } from '../../db/schema/donations';
import type { TestApp } from '../../test/test-app';
import { insertCharity, insertDonation } from '../donations/donation-fixtures.testing';
import { storeDemoSignature } from './signature-png';

/** Rows for receipt tests. Only test files import this module. */

/** A verified, Registered charity with an authorized signer and a stored signature image. */
export async function insertSigningCharity(t: TestApp, overrides: Partial<NewCharity> = {}) {
  const signature = await storeDemoSignature(t.database.db, t.app.ctx.storage, 'Margaret Thompson');
  return insertCharity(t.database.db, {
    name: 'Kids Wheels Foundation',
    legalName: 'Kids Wheels Foundation of Canada',
    address: '100 Queen Street West',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5H 2N2',
    isActive: true,
    signerName: 'Margaret Thompson',
    signerTitle: 'Treasurer',
    signatureFileId: signature.id,
    ...overrides,
  });
}

/** A donation picked up and valued, ready for its receipt. */
export async function insertValuedDonation(
  t: TestApp,
  charityId: number,
  overrides: Partial<NewDonation> = {},
) {
  return insertDonation(t.database.db, {
    charityId,
    status: 'valued',
    firstName: 'Alex',
    lastName: 'Martin',
    address: '12 Elm Street',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1A 0B1',
    pickupDate: '2026-03-02',
    finalValue: '850.00',
    valuationDate: '2026-03-05',
    // Owned well over 3 years: the deemed fair market value rule does not apply.
    acquisitionYear: 2015,
    acquisitionMonth: 6,
    acquisitionKind: 'purchase',
    ...overrides,
  });
}
