import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { isDatabaseEmpty, seedDemoData } from './seed/seed';
import { demoSeedWanted } from './seed/seed-policy';
import {
  dataDirLayout,
  type DataDirLayout,
  prepareDataDir,
  StartupError,
  usesDataDir,
} from './platform/storage/data-dir';
import { readEnv } from './platform/env';
import { safeError } from './platform/http/security-log';
import { loadSsrEntry } from './platform/http/ssr';
import { loadSampleRegistryIfEmpty } from './features/registry/registry-import.service';

/** The auth secret: AUTH_SECRET, else one generated once and kept in the data folder. */
function authSecret(envSecret: string | undefined, dataDir: DataDirLayout, production: boolean): string {
  if (envSecret) return envSecret;
  if (production) throw new Error('AUTH_SECRET must be set (32+ characters) when NODE_ENV=production');
  const file = dataDir.authSecret;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir.root, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const env = readEnv();
  const dataDir = dataDirLayout(env.DATA_DIR);
  if (usesDataDir(env)) prepareDataDir(dataDir.root);
  const database = await openDatabase({
    url: env.DATABASE_URL,
    listenUrl: env.DATABASE_LISTEN_URL,
    dataDir: dataDir.database,
  });
  await database.migrate();

  const app = await buildApp({
    env,
    database,
    authSecret: authSecret(env.AUTH_SECRET, dataDir, env.NODE_ENV === 'production'),
    ssr: await loadSsrEntry(),
  });

  // PostgreSQL: a lost connection is logged and replaced; the requests it served answer 503.
  database.onConnectionLost((err) =>
    app.log.warn({ err: safeError(err) }, 'database connection lost; the next query opens a new one'),
  );

  const seed = await demoSeedWanted({
    seedDemo: env.SEED_DEMO,
    nodeEnv: env.NODE_ENV,
    databaseKind: database.kind,
    databaseEmpty: () => isDatabaseEmpty(database.db),
  });
  if (seed) {
    app.log.info('Loading demo data (public passwords: see the README)');
    await seedDemoData(app.ctx);
  }
  // An embedded database started before the registry existed gets its default sample too.
  if (database.kind === 'pglite') await loadSampleRegistryIfEmpty(app.ctx.db);

  // SIGTERM: readiness answers 503 at once, requests are served for SHUTDOWN_DELAY_MS while the load
  // balancer notices, then the listener closes and in-flight requests get 10 s to finish. A second
  // signal skips what is left of the delay.
  const delayMs = env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0);
  let endDelay: (() => void) | undefined;
  const shutdown = async (signal: string) => {
    if (app.ctx.lifecycle.draining) return endDelay?.();
    app.ctx.lifecycle.drain();
    app.log.info(`${signal} received: not ready; closing in ${delayMs} ms`);
    await new Promise<void>((resolve) => {
      endDelay = resolve;
      setTimeout(resolve, delayMs);
    });
    // Never hang on a stuck connection: give in-flight requests 10 s, then leave.
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Serving on ${env.PUBLIC_URL} (database: ${database.kind})`);
}

main().catch((err) => {
  // A refusal that names its cause is said as is; anything else with its stack, to be fixed.
  console.error(err instanceof StartupError ? err.message : err);
  process.exit(1);
});
