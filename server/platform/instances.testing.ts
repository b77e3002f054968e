import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
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
): Promise<Instances> {
  const dbName = `t_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const databases: Database[] = [];
  const apps: App[] = [];
  for (let i = 0; i < count; i++) {
    const database = await openDatabase({ url: u.toString(), poolSize: 10 });
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
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      for (let i = 0; i < 50; i++) {
        const { rows } = await a.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [
          dbName,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await a.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await a.end();
    },
  };
}
