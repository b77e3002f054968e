import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donorEmailChallenges } from '../../db/schema/donations';

export async function insertChallenge(
  db: DbOrTx,
  values: { email: string; codeHash: string; expiresAt: Date; ipAddress: string; consumedAt?: Date | null },
): Promise<void> {
  await db.insert(donorEmailChallenges).values(values);
}

/** The newest open challenge of this address, locked for the attempt; older ones no longer count. */
export async function latestOpenChallenge(db: DbOrTx, email: string) {
  const [row] = await db
    .select()
    .from(donorEmailChallenges)
    .where(
      and(
        eq(donorEmailChallenges.email, email),
        isNull(donorEmailChallenges.consumedAt),
        gt(donorEmailChallenges.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(donorEmailChallenges.createdAt), desc(donorEmailChallenges.id))
    .limit(1)
    .for('update');
  return row;
}

export async function countAttempt(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(donorEmailChallenges)
    .set({ attempts: sql`${donorEmailChallenges.attempts} + 1` })
    .where(eq(donorEmailChallenges.id, id));
}

export async function consumeChallenge(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(donorEmailChallenges)
    .set({ consumedAt: new Date() })
    .where(eq(donorEmailChallenges.id, id));
}
