import { and, eq, gt, lt } from 'drizzle-orm';
import { can } from '@shared/record-access';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { verifications } from '../../db/schema/auth';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';

/**
 * Proof that the browser owns an e-mail address (DECISIONS §3): after the one-time code is entered,
 * an HttpOnly cookie carries a random token; only its SHA-256 is stored, in `verifications`, so a
 * copy of the database does not let anyone act as a donor.
 */
export const DONOR_PROOF_COOKIE = 'vdc.donor_proof';
export const DONOR_PROOF_MINUTES = 30;

const identifierOf = (email: string) => `donor-proof:${email.trim().toLowerCase()}`;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Stores a new proof for this address and returns the token for the cookie. */
export async function grantDonorEmailProof(
  tx: DbOrTx,
  email: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + DONOR_PROOF_MINUTES * 60_000);
  const identifier = identifierOf(email);
  await tx
    .delete(verifications)
    .where(and(eq(verifications.identifier, identifier), lt(verifications.expiresAt, new Date())));
  await tx.insert(verifications).values({ id: randomUUID(), identifier, value: sha256(token), expiresAt });
  return { token, expiresAt };
}

/** The Set-Cookie header for a proof token; Secure when the site is served over https. */
export function donorProofCookie(ctx: AppContext, token: string): string {
  const secure = ctx.env.PUBLIC_URL.startsWith('https://') ? '; Secure' : '';
  return `${DONOR_PROOF_COOKIE}=${token}; Path=/api; Max-Age=${DONOR_PROOF_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`;
}

/** One cookie's value from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return rest.join('=');
  }
  return undefined;
}

/** The proof token a request carries (its cookie), for services that take plain inputs. */
export function donorProofToken(cookieHeader: string | undefined): string | null {
  const token = readCookie(cookieHeader, DONOR_PROOF_COOKIE);
  return token && token.length <= 128 ? token : null;
}

/** `email` when `token` is a live proof for exactly this address (case is ignored), else null. */
export async function provenDonorEmail(
  db: DbOrTx,
  opts: { token: string | null; email: string },
): Promise<string | null> {
  if (!opts.token) return null;
  const [found] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(
        eq(verifications.identifier, identifierOf(opts.email)),
        eq(verifications.value, sha256(opts.token)),
        gt(verifications.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return found ? opts.email : null;
}

/**
 * Throws 403 FORBIDDEN unless the proof token covers the donations of `email` (shared/record-access
 * `donation.read-by-proof`); returns the proven address. Services that show or hand out a donor's data
 * by e-mail call it first.
 */
export async function requireDonorEmailProof(
  db: DbOrTx,
  opts: { token: string | null; email: string },
): Promise<string> {
  const provenEmail = await provenDonorEmail(db, opts);
  if (!provenEmail || !can(null, 'donation.read-by-proof', { donationEmail: opts.email, provenEmail }))
    throw new AppError('FORBIDDEN', 'portal:errors.proofRequired');
  return provenEmail;
}
