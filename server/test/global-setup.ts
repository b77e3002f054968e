import type { TestProject } from 'vitest/node';
import { sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../db/client';
import { allJobs } from '../jobs';
import type { AppContext } from '../platform/context';
import { createMaintainedQueue } from '../platform/jobs/maintained-queue';
import { createScratchDatabase } from './scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE), with TEST_DATABASE_URL. */
    templateDatabase: string | null;
    /** A migrated PGlite data folder (dumpDataDir tarball) to start from, without it. */
    pgliteSnapshot: string | null;
  }
}

/**
 * Migrates one database before the API suite and hands it to every test file to copy
 * (server/test/test-database.ts): starting PGlite empty and replaying the migrations cost about
 * 8 s per file on these machines, two thirds of the embedded suite's time.
 */
/** pg-boss's schema and every queue of the app (decision 026), made once here rather than by each app. */
async function openQueues(database: Database, url?: string): Promise<void> {
  const queue = createMaintainedQueue({ database, url, specs: allJobs, context: () => ({}) as AppContext });
  await queue.open();
  await queue.stop();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = await createScratchDatabase(adminUrl, 'tmpl');
    const database = await openDatabase({ url: template.url, poolSize: 1 });
    await database.migrate();
    await openQueues(database, template.url);
    await database.close();
    await template.idle();
    project.provide('templateDatabase', new URL(template.url).pathname.slice(1));
    project.provide('pgliteSnapshot', null);
    return () => template.drop();
  }
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await openQueues(database);
  // Each test file's database starts from this copy. PostgreSQL's 128 MB of shared buffers (PGlite's
  // default) are cleared at every start: 16 MB start it in 0.6 s instead of 1.1 s here (decision 037).
  await database.db.execute(sql`alter system set shared_buffers = '16MB'`);
  const file = join(tmpdir(), `vdc-test-db-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
  writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  await database.close();
  project.provide('templateDatabase', null);
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(file, { force: true });
}
