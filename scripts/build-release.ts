import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The last build step: makes dist/ a release folder (decision 025) that runs with nothing but its own
 * files and its production dependencies: package.json and a lockfile of the production dependencies
 * only, the translation catalogs, the migrations, the registry sample and the PDF fonts, beside the
 * client, its server render and the server built before this step.
 */
const out = 'dist';
const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string;
  version: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
};

const copyTree = (from: string, to = from) => {
  rmSync(join(out, to), { recursive: true, force: true });
  cpSync(from, join(out, to), { recursive: true });
};
copyTree('shared/i18n');
copyTree('server/db/migrations');
copyTree('server/features/registry/sample');

// PDF fonts (server/platform/pdf/pdf-fonts.ts): the WOFF files of the three styles printed, with their
// @font-face lists and licence; not the packages (Noto Sans SC alone is 76 MB in every weight and format).
rmSync(join(out, 'fonts'), { recursive: true, force: true });
let fontBytes = 0;
for (const name of ['@fontsource/noto-sans', '@fontsource/noto-sans-arabic', '@fontsource/noto-sans-sc']) {
  const from = dirname(require.resolve(`${name}/package.json`));
  const to = join(out, 'fonts', name);
  mkdirSync(join(to, 'files'), { recursive: true });
  copyFileSync(join(from, 'LICENSE'), join(to, 'LICENSE'));
  for (const css of ['400.css', '700.css', '400-italic.css']) {
    let text: string;
    try {
      text = readFileSync(join(from, css), 'utf8');
    } catch {
      continue; // no italic in this package
    }
    writeFileSync(join(to, css), text);
    for (const [, file] of text.matchAll(/url\(\.\/files\/([^)]+?)\.woff2\)/g)) {
      const body = readFileSync(join(from, 'files', `${file}.woff`));
      writeFileSync(join(to, 'files', `${file}.woff`), body);
      fontBytes += body.length;
    }
  }
}

// What `npm start` and the operators' commands run in the release; production dependencies only.
const release = {
  name: pkg.name,
  version: pkg.version,
  private: true,
  type: 'module',
  engines: pkg.engines,
  scripts: {
    start: 'node --enable-source-maps server/main.js',
    'db:migrate': 'node --enable-source-maps server/db/migrate-cli.js',
    'db:seed': 'node --enable-source-maps server/seed/seed-cli.js',
    'db:backup': 'node --enable-source-maps server/db/backup-cli.js',
    'db:restore': 'node --enable-source-maps server/db/restore-cli.js',
    'admin:create': 'node --enable-source-maps server/features/users/admin-create-cli.js',
    'registry:import': 'node --enable-source-maps server/features/registry/registry-import-cli.js',
  },
  dependencies: pkg.dependencies,
};
writeFileSync(join(out, 'package.json'), `${JSON.stringify(release, null, 2)}\n`);
// The lockfile: the source tree's, pruned by npm to what the production dependencies need (no network
// when the versions are in npm's cache). Pruning drops the dev tools that the project's lockfile keeps as
// optional peers of production packages (drizzle-kit, vitest, typescript, react-dom...).
copyFileSync('package-lock.json', join(out, 'package-lock.json'));
const lock = spawnSync(
  'npm',
  ['install', '--package-lock-only', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
  { cwd: out, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
);
if (lock.status !== 0) {
  process.stderr.write(lock.stderr);
  process.exit(lock.status ?? 1);
}
console.log(
  `release folder ${out}/: ${Object.keys(pkg.dependencies).length} production dependencies, ` +
    `PDF fonts ${(fontBytes / 1048576).toFixed(1)} MB (start it with npm ci --omit=dev && npm start)`,
);
