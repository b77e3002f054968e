import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { donorEmailChallenges } from '../../db/schema/donations';

export async function insertChallenge(
  db: DbOrTx,
  values: {
    email: string;
    codeHash: string;
    expiresAt: Date;
    ipAddress: string;
    requesterHash: string;
    consumedAt?: Date | null;
  },
): Promise<void> {
  await db.insert(donorEmailChallenges).values(values);
}

/**
 * The open challenges (not used, not expired, tries left) of this address asked from one browser,
 * newest first, locked for the attempt. Codes asked by anyone else are not among them.
 */
export async function openChallengesOf(
  db: DbOrTx,
  opts: { email: string; requesterHash: string; maxAttempts: number },
) {
  return db
    .select()
    .from(donorEmailChallenges)
    .where(
      and(
        eq(donorEmailChallenges.email, opts.email),
        eq(donorEmailChallenges.requesterHash, opts.requesterHash),
        isNull(donorEmailChallenges.consumedAt),
        gt(donorEmailChallenges.expiresAt, new Date()),
        lt(donorEmailChallenges.attempts, opts.maxAttempts),
      ),
    )
    .orderBy(desc(donorEmailChallenges.createdAt), desc(donorEmailChallenges.id))
    .for('update');
}

export async function countAttempt(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(donorEmailChallenges)
    .set({ attempts: sql`${donorEmailChallenges.attempts} + 1` })
    .where(inArray(donorEmailChallenges.id, ids));
}

export async function consumeChallenges(db: DbOrTx, ids: number[]): Promise<void> {
  await db
    .update(donorEmailChallenges)
    .set({ consumedAt: new Date() })
    .where(inArray(donorEmailChallenges.id, ids));
}
