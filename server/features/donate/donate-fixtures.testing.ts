import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** A 2003 Honda Accord VIN whose check digit (position 9) is right. */
export const VALID_VIN = '1HGCM82633A004352';

/** A submission that passes every rule; override what a test is about. */
export function validDonation(overrides: Record<string, unknown> = {}) {
  return {
    vehicleType: 'car',
    year: 2012,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX',
    mileage: 210000,
    condition: 'fair',
    hasAccidents: false,
    vin: VALID_VIN,
    hasLienOrFinance: false,
    estimatedValue: 3450,
    firstName: 'Jean',
    lastName: 'Dupuis',
    email: 'jean.dupuis@example.test',
    phone: '(613) 555-0123',
    address: '24 Sussex Drive',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1M 1M4',
    charityId: null,
    charityChoice: null,
    pickupPreference: 'weekday',
    preferredDate: null,
    notes: 'Keys are with the concierge.',
    newsConsent: false,
    ...overrides,
  };
}

/** Row counts of everything a submission writes, to prove a refused one wrote nothing. */
export async function countRows(db: DbOrTx) {
  const result = await db.execute<{
    donations: number;
    history: number;
    access: number;
    outbox: number;
    comms: number;
  }>(sql`
    select (select count(*)::int from donations) as donations,
           (select count(*)::int from donation_status_history) as history,
           (select count(*)::int from donor_portal_access) as access,
           (select count(*)::int from email_outbox) as outbox,
           (select count(*)::int from donation_communications) as comms`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows[0];
}
