import { build } from 'esbuild';

/** Bundles the server's own code (and shared/) into dist/server; npm packages stay external. */
await build({
  entryPoints: [
    'server/main.ts',
    'server/db/migrate-cli.ts',
    'server/seed/seed-cli.ts',
    'server/db/backup-cli.ts',
    'server/db/restore-cli.ts',
    'server/features/users/admin-create-cli.ts',
    'server/features/registry/registry-import-cli.ts',
  ],
  outdir: 'dist/server',
  outbase: 'server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built into dist/server');
