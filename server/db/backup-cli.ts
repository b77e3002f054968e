import { resolve } from 'node:path';
import { dataDirLayout } from '../platform/storage/data-dir';
import { readEnv } from '../platform/env';
import { blobStoreFromEnv } from '../platform/storage/storage-config';
import { createBackup } from './backup';
import { runCli } from './cli-errors';

/**
 * `npm run db:backup -- FOLDER [--no-files]`: the database (DATABASE_URL, or the embedded one, whose
 * server must be stopped) and the stored files (DATA_DIR/files or the S3 bucket) into a new folder, with
 * a manifest (docs/backups.md).
 */
const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run db:backup -- FOLDER [--no-files]');
  process.exit(2);
}
const env = readEnv();
await runCli(async () => {
  const m = await createBackup(resolve(folder), {
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
    store: args.includes('--no-files') ? null : blobStoreFromEnv(env),
  });
  const level = m.database.migration;
  console.log(
    `backup written to ${resolve(folder)}: ${m.database.kind} database at migration ${level.tag ?? 'none'} ` +
      `(${level.count} applied), ${m.files.included ? `${m.files.count} stored files (${m.files.store})` : 'no stored files (--no-files)'}, ` +
      `app ${m.app.version}`,
  );
});
