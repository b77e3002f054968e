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

/**
 * The donation, its first history row and its portal access code in one statement (issue 18: one round
 * trip instead of three). `codeStored` is false when the code was already taken (60 random bits: never
 * in practice): the caller then draws another with tryInsertAccessCode.
 */
export async function insertSubmittedDonation(
  db: DbOrTx,
  values: NewDonation,
  access: { accessCode: string; email: string },
): Promise<{ id: number; codeStored: boolean }> {
  const donation = db.insert(donations).values(values).returning({ id: donations.id });
  const result = await db.execute<{ id: number; code_stored: boolean }>(sql`
    with donation as (${donation.getSQL()}),
    history as (
      insert into ${donationStatusHistory} (donation_id, status, previous_status, notes)
      select id, 'pending', null, 'Submitted online' from donation
    ),
    access as (
      insert into ${donorPortalAccess} (donation_id, access_code, email)
      select id, ${access.accessCode}, ${access.email} from donation
      on conflict (access_code) do nothing
      returning id
    )
    select id, exists (select 1 from access) as code_stored from donation`);
  const row = (result as unknown as { rows: { id: number | string; code_stored: boolean }[] }).rows[0]!;
  return { id: Number(row.id), codeStored: row.code_stored };
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
