import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import { charities } from '../../db/schema/charities';
import {
  donationCommunications,
  donationStatusHistory,
  donations,
  donorPortalAccess,
  type NewDonation,
} from '../../db/schema/donations';
import { CreateDonationRequest } from '@shared/donations/donation.schemas';

// A charity the registry lists as revoked, annulled or suspended is never offered; one not yet checked
// against the registry (no status) still is — its receipt waits for the check (receipt-rules.ts).
const choosable = and(
  eq(charities.isActive, true),
  eq(charities.verificationStatus, 'verified'),
  or(isNull(charities.registryStatus), eq(charities.registryStatus, 'Registered')),
);
const choiceColumns = {
  id: charities.id,
  name: charities.name,
  nameFr: charities.nameFr,
  category: charities.category,
};

/** The charities a donor may pick: active, verified and not struck from the registry, by name. */
export async function listCharityChoices(db: DbOrTx) {
  return db
    .select(choiceColumns)
    .from(charities)
    .where(choosable)
    .orderBy(asc(charities.name), asc(charities.id));
}

type CharityChoice = { id: number; name: string; nameFr: string | null; category: string };

// Both run on every submission, inside its transaction: prepared once (db/prepared.ts).
const choosableById = preparedSql<CharityChoice>('charity_choosable_by_id', (db) =>
  db
    .select(choiceColumns)
    .from(charities)
    .where(and(eq(charities.id, sql`${sql.placeholder('id')}::integer`), choosable))
    .getSQL(),
);

export async function findChoosableCharity(db: DbOrTx, id: number): Promise<CharityChoice | undefined> {
  const [row] = await choosableById.run(db, { id });
  return row;
}

/**
 * "Recommend one for me (children's charities first)": among active, verified charities, first one
 * serving children (category, target population or program areas naming children or youth, in
 * either language), then a health charity, then any; the longest-registered wins a tie.
 */
const recommended = preparedSql<CharityChoice>('charity_recommended', (db) => {
  const children = sql`(${charities.category} ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%'])
    or ${charities.targetPopulation}::text ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%'])
    or ${charities.programAreas}::text ilike any (array['%child%', '%enfan%', '%youth%', '%jeunes%']))`;
  return db
    .select(choiceColumns)
    .from(charities)
    .where(choosable)
    .orderBy(
      sql`case when ${children} then 0 when ${charities.category} = 'health' then 1 else 2 end`,
      asc(charities.id),
    )
    .limit(1)
    .getSQL();
});

export async function recommendCharity(db: DbOrTx): Promise<CharityChoice | undefined> {
  const [row] = await recommended.run(db, {});
  return row;
}

/** The columns the server sets on a submission, beside the fields of the request. */
const SERVER_SET_COLUMNS = [
  'locale',
  'newsConsentText',
  'newsConsentAt',
  'status',
  'donorNotificationsSent',
] as const;

/**
 * The columns a submitted donation fills in: each field of the shared request (the wizard's form and the
 * route's schema, one column each) and those the server sets. Every submission gives each (null when empty).
 */
export const SUBMITTED_COLUMNS = [
  ...CreateDonationRequest.keyof().options,
  ...SERVER_SET_COLUMNS,
] as const satisfies readonly (keyof NewDonation)[];

export type SubmittedDonation = { [K in (typeof SUBMITTED_COLUMNS)[number]]-?: NewDonation[K] };

/**
 * The donation, its first history row and its portal access code in one statement, prepared once
 * (issue 18: one round trip instead of three; building this insert of forty columns cost more CPU than
 * the rest of a submission). `code_stored` is false when the code was already taken (60 random bits:
 * never in practice): the caller then draws another with tryInsertAccessCode.
 */
const submit = preparedSql<{ id: number | string; code_stored: boolean }>('donation_submit', (db) => {
  // Each value as SQL around its placeholder: sent as the driver takes it (a Date, null), where a column's
  // own encoder would run on null.
  const values = Object.fromEntries(SUBMITTED_COLUMNS.map((c) => [c, sql`${sql.placeholder(c)}`]));
  const donation = db
    .insert(donations)
    .values(values as unknown as NewDonation)
    .returning({ id: donations.id });
  return sql`
    with donation as (${donation.getSQL()}),
    history as (
      insert into ${donationStatusHistory} (donation_id, status, previous_status, notes)
      select id, 'pending', null, 'Submitted online' from donation
    ),
    access as (
      insert into ${donorPortalAccess} (donation_id, access_code, email)
      select id, ${sql.placeholder('accessCode')}, ${sql.placeholder('accessEmail')} from donation
      on conflict (access_code) do nothing
      returning id
    )
    select id, exists (select 1 from access) as code_stored from donation`;
});

export async function insertSubmittedDonation(
  db: DbOrTx,
  values: SubmittedDonation,
  access: { accessCode: string; email: string },
): Promise<{ id: number; codeStored: boolean }> {
  const [row] = await submit.run(db, { ...values, accessCode: access.accessCode, accessEmail: access.email });
  return { id: Number(row!.id), codeStored: row!.code_stored };
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

const emailCommunication = preparedSql('donation_email_communication', (db) =>
  db
    .insert(donationCommunications)
    .values({
      donationId: sql`${sql.placeholder('donationId')}`,
      subject: sql`${sql.placeholder('subject')}`,
      message: sql`${sql.placeholder('message')}`,
      type: 'email',
      method: 'email',
      sentByName: 'system',
    } as unknown as typeof donationCommunications.$inferInsert)
    .getSQL(),
);

export async function insertEmailCommunication(
  db: DbOrTx,
  values: { donationId: number; subject: string; message: string },
) {
  await emailCommunication.run(db, values);
}
