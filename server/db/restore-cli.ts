import { resolve } from 'node:path';
import { dataDirLayout } from '../platform/storage/data-dir';
import { readEnv } from '../platform/env';
import { blobStoreFromEnv } from '../platform/storage/storage-config';
import { restoreBackup } from './backup';
import { runCli } from './cli-errors';

/**
 * `npm run db:restore -- FOLDER [--force] [--no-files]`: checks the manifest and every checksum, then
 * restores the backup into the configured database and file store, which must be empty unless --force
 * (docs/backups.md). The server must be stopped.
 */
const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
if (!folder) {
  console.error('Usage: npm run db:restore -- FOLDER [--force] [--no-files]');
  process.exit(2);
}
const env = readEnv();
await runCli(async () => {
  const m = await restoreBackup(resolve(folder), {
    url: env.DATABASE_URL,
    dataDir: dataDirLayout(env.DATA_DIR).database,
    store: args.includes('--no-files') ? null : blobStoreFromEnv(env),
    force: args.includes('--force'),
  });
  console.log(
    `restored ${m.database.kind} database from ${m.createdAt} (app ${m.app.version}, migration ` +
      `${m.database.migration.tag ?? 'none'})` +
      (m.files.included && !args.includes('--no-files')
        ? `, ${m.files.count} stored files`
        : ', no stored files') +
      (m.movedAside ? `; the previous data folder is in ${m.movedAside}` : '') +
      '. Start the server: it applies newer migrations.',
  );
});
