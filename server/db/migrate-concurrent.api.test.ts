import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../platform/paths';
import { createScratchDatabase, type ScratchDatabase } from '../test/scratch-database';
import { openDatabase, type Database } from './client';

/** A count on either driver (their results differ in type, both have `rows`). */
async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

const adminUrl = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

/** Three instances started at once on one empty PostgreSQL database, as a rolling deploy does. */
describe.skipIf(!adminUrl)('three instances migrating one empty database at once', () => {
  let scratch: ScratchDatabase;
  const opened: Database[] = [];
  let results: PromiseSettledResult<void>[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(adminUrl!, 't_migr');
    for (let i = 0; i < 3; i++) opened.push(await openDatabase({ url: scratch.url, poolSize: 2 }));
    results = await Promise.allSettled(opened.map((d) => d.migrate()));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await scratch?.drop();
  });

  it('all three come up: none fails on a table another is creating', () => {
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual([
      'ok',
      'ok',
      'ok',
    ]);
  });

  it('each migration is applied exactly once and every instance reads the schema', async () => {
    expect(await count(opened[0]!, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
      journal.entries.length,
    );
    for (const d of opened) expect(await count(d, sql`select count(*)::int as n from users`)).toBe(0);
  });

  it('a fourth instance started later finds nothing to apply and takes the lock at once', async () => {
    const late = await openDatabase({ url: scratch.url, poolSize: 1 });
    try {
      const started = Date.now();
      await late.migrate();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await count(late, sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(
        journal.entries.length,
      );
    } finally {
      await late.close();
    }
  });
});
