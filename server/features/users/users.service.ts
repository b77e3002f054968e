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
    password: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  return { id };
}
