import { resolve } from 'node:path';
import { dataDirLayout } from '../../platform/storage/data-dir';
import { openDatabase } from '../../db/client';
import { runCli } from '../../db/cli-errors';
import { allJobs } from '../../jobs';
import type { AppContext } from '../../platform/context';
import { readEnv } from '../../platform/env';
import { createMaintainedQueue } from '../../platform/jobs/maintained-queue';
import { translate } from '../../platform/i18n';
import { importRegistryFile, SAMPLE_REGISTRY_FILE } from './registry-import.service';

/**
 * `npm run registry:import -- FILE`: loads a CRA "List of charities" export (or, with no FILE, the
 * bundled sample) into charity_registry, then prints the report: counts and each refused row.
 */
const file = process.argv[2];
const env = readEnv();
const { path, result } = await runCli(async () => {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
  });
  try {
    await database.migrate();
    // The finished import queues the charities' re-read (a job the running server takes): the job
    // queue is opened to send it, not started.
    const queue = createMaintainedQueue({
      database,
      url: database.url,
      specs: allJobs,
      context: () => ({}) as AppContext,
    });
    await queue.open();
    try {
      const path = file ? resolve(file) : SAMPLE_REGISTRY_FILE;
      const source = file ? path.split('/').pop()! : 'sample';
      return { path, result: await importRegistryFile({ db: database.db, path, source }) };
    } finally {
      await queue.stop();
    }
  } finally {
    await database.close();
  }
});

const t = (key: string, params: Record<string, unknown> = {}) => translate('en', key, params);
console.log(
  `${path}: ${result.rowsRead} rows read (${result.encoding ?? '?'}): ${result.inserted} added, ${result.updated} updated, ${result.unchanged} unchanged, ${result.refusedCount} refused`,
);
for (const r of result.refusals)
  console.log(
    `  line ${r.line}${r.registrationNumber ? ` (${r.registrationNumber})` : ''}: ${t(r.reason, r.params)}`,
  );
if (result.refusedCount > result.refusals.length)
  console.log(`  ... and ${result.refusedCount - result.refusals.length} more refused rows`);
if (result.status === 'failed') {
  console.error(`The file was refused: ${t(result.error ?? 'charities:import.errors.internal')}`);
  process.exit(1);
}
