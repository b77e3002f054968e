import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charities } from '../../db/schema/charities';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorPortalAccess,
  type NewDonation,
} from '../../db/schema/donations';

// A charity the registry lists as revoked, annulled or suspended is never offered; one not yet checked
// against the registry (no status) still is — its receipt waits for the check (receipt-rules.ts).
const choosable = and(
  eq(charities.isActive, true),
  eq(charities.verificationStatus, 'verified'),
  or(isNull(charities.registryStatus), eq(charities.registryStatus, 'Registered')),
);
const choiceColumns = { id: charities.id, name: charities.name, category: charities.category };

/** The charities a donor may pick: active, verified and not struck from the registry, by name. */
export async function listCharityChoices(db: DbOrTx) {
  return db
    .select(choiceColumns)
    .from(charities)
    .where(choosable)
    .orderBy(asc(charities.name), asc(charities.id));
}

export async function findChoosableCharity(db: DbOrTx, id: number) {
  const [row] = await db
    .select(choiceColumns)
    .from(charities)
    .where(and(eq(charities.id, id), choosable));
  return row;
}

/**
 * "Recommend one for me (children's charities first)": among active, verified charities, first one
 * serving children (category, target population or program areas naming children or youth, in
 * either language), then a health charity, then any; the longest-registered wins a tie.
 */
export async function recommendCharity(db: DbOrTx) {
  const children = sql`(${charities.category} ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%'])
    or ${charities.targetPopulation}::text ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%'])
    or ${charities.programAreas}::text ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%']))`;
  const [row] = await db
    .select(choiceColumns)
    .from(charities)
    .where(choosable)
    .orderBy(
      sql`case when ${children} then 0 when ${charities.category} = 'health' then 1 else 2 end`,
      asc(charities.id),
    )
    .limit(1);
  return row;
}

export async function insertDonation(db: DbOrTx, values: NewDonation) {
  const [row] = await db.insert(donations).values(values).returning({ id: donations.id });
  return row!;
}

export async function insertSubmittedHistory(db: DbOrTx, donationId: number) {
  await db.insert(donationStatusHistory).values({
    donationId,
    status: 'pending',
    previousStatus: null,
    notes: 'Submitted online',
  });
}

/** Inserts the access row unless the code is taken; false means "draw another code". */
export async function tryInsertAccessCode(
  db: DbOrTx,
  values: { donationId: number; accessCode: string; email: string },
) {
  const rows = await db
    .insert(donorPortalAccess)
    .values(values)
    .onConflictDoNothing({ target: donorPortalAccess.accessCode })
    .returning({ id: donorPortalAccess.id });
  return rows.length === 1;
}

export async function insertEmailCommunication(
  db: DbOrTx,
  values: { donationId: number; subject: string; message: string },
) {
  await db
    .insert(donationCommunications)
    .values({ ...values, type: 'email', method: 'email', sentByName: 'system' });
}
