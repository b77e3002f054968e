import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { createScratchDatabase } from '../test/scratch-database';
import { inject } from 'vitest';
import { readEnv, type Env } from './env';

export interface Instances {
  apps: App[];
  databases: Database[];
  close(): Promise<void>;
}

/**
 * `count` app instances on one new PostgreSQL database (made from TEST_DATABASE_URL, dropped at close),
 * each with its own pool, as N servers behind a load balancer would be; same auth secret, and
 * `envOverrides` (REDIS_URL) for all of them.
 */
export async function startInstances(
  adminUrl: string,
  count: number,
  envOverrides: Partial<Record<keyof Env, string>> = {},
  /** The LISTEN connection's own address (DATABASE_LISTEN_URL), made from the database's. */
  listenUrl?: (url: string) => string,
): Promise<Instances> {
  const template = inject('templateDatabase') ?? undefined;
  const scratch = await createScratchDatabase(adminUrl, 't', template);
  const databases: Database[] = [];
  const apps: App[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({
      url: scratch.url,
      listenUrl: listenUrl?.(scratch.url),
      poolSize: 10,
    });
    if (i === 0) await database.migrate();
    databases.push(database);
    const env = readEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:5000',
      ...envOverrides,
    });
    const app = await buildApp({ env, database, logger: false, authSecret: 'test-secret-'.padEnd(40, 'x') });
    await app.ready();
    apps.push(app);
  }
  return {
    apps,
    databases,
    async close() {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
      await scratch.drop();
    },
  };
}
