import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { Role } from '@shared/permissions';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema/auth';
import type { Locale } from '@shared/i18n/language';

export interface CreateUserInput {
  username: string;
  email: string;
  password: string;
  role: Role;
  firstName?: string | null;
  lastName?: string | null;
  locale?: Locale;
}

/** Creates a user with a password credential, stored the way better-auth reads it. */
export async function createUser(db: DbOrTx, input: CreateUserInput): Promise<{ id: string }> {
  const { password, ...user } = input;
  return insertUser(db, user, await hashPassword(password));
}

/**
 * `createUser` with the password already hashed by better-auth's `hashPassword` (scrypt, 0.13–0.24 s of
 * CPU): the tests' users share one hash of the test password (server/test/test-app.ts).
 */
export async function insertUser(
  db: DbOrTx,
  input: Omit<CreateUserInput, 'password'>,
  passwordHash: string,
): Promise<{ id: string }> {
  const id = randomUUID();
  const now = new Date();
  const username = input.username.trim().toLowerCase();
  await db.insert(users).values({
    id,
    name: [input.firstName, input.lastName].filter(Boolean).join(' ') || username,
    email: input.email.trim().toLowerCase(),
    emailVerified: true,
    username,
    displayUsername: input.username.trim(),
    role: input.role,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    locale: input.locale ?? 'en',
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  return { id };
}
