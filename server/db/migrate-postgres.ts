import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../platform/paths';
import { PG_CONNECTION_OPTIONS } from './connection-faults';

/** The advisory lock every instance takes to migrate (a constant: any 64-bit number no one else uses). */
export const MIGRATION_LOCK_KEY = 7_140_302_611_027n;

/**
 * Applies pending migrations under a session advisory lock on a connection of its own: instances
 * started together on one database migrate one after the other, and the ones that waited find
 * nothing left to apply (without it, two of three crashed on `CREATE TABLE`). The lock ends with the
 * connection, so an instance killed mid-migration does not hold the others forever.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, ...PG_CONNECTION_OPTIONS });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
  } finally {
    await client.end();
  }
}
