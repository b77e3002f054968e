import type { Role } from '@shared/permissions';
import type { SsrEntry } from '@shared/ssr';
import { buildApp, type App } from '../app';
import type { Database } from '../db/client';
import { hashPassword } from 'better-auth/crypto';
import { insertUser } from '../features/users/users.service';
import { readEnv, type Env } from '../platform/env';
import type { BlobStore } from '../platform/storage/storage';
import { openTestDatabase } from './test-database';

export const TEST_PASSWORD = 'Correct-Horse-9';

export interface TestApp {
  app: App;
  database: Database;
  close(): Promise<void>;
}

/**
 * A real app on a real database: in-memory PGlite by default, or a fresh PostgreSQL database made
 * for this test file when TEST_DATABASE_URL is set (dropped at close); migrated (test-database.ts).
 */
export async function createTestApp(
  envOverrides: Partial<Record<keyof Env, string>> = {},
  options: { blobStore?: BlobStore; ssr?: SsrEntry } = {},
): Promise<TestApp> {
  const opened = await openTestDatabase({ poolSize: 20 });
  const database = opened.database;
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:5000',
    ...envOverrides,
  });
  const app = await buildApp({
    env,
    database,
    logger: false,
    authSecret: 'test-secret-'.padEnd(40, 'x'),
    blobStore: options.blobStore,
    ssr: options.ssr ?? null,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await opened.close();
    },
  };
}

/** A user who signs in with TEST_PASSWORD. */
export async function addUser(t: TestApp, role: Role, username = `${role}-user`) {
  return insertUser(
    t.database.db,
    { username, email: `${username}@example.test`, role, firstName: role, lastName: 'Tester' },
    await testPasswordHash(),
  );
}

/**
 * TEST_PASSWORD hashed once per worker (a real salted scrypt hash, as createUser stores): each user's own
 * hash cost 0.13–0.24 s of CPU, and the suites add several hundred users.
 */
function testPasswordHash(): Promise<string> {
  return (testPasswordHashed ??= hashPassword(TEST_PASSWORD));
}
let testPasswordHashed: Promise<string> | undefined;

/** Signs in through the real endpoint and returns the Cookie header to send. */
export async function login(t: TestApp, username: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  const cookies = res.headers['set-cookie'];
  const list = Array.isArray(cookies) ? cookies : [cookies ?? ''];
  return list.map((c) => c.split(';')[0]).join('; ');
}
