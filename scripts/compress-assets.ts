import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the client build (served as is by @fastify/static),
 * then prints the gzip size of the JavaScript a public page loads first, against issue 18's budget
 * (130 kB): over it, the build fails. INITIAL_JS_CEILING_KB lowers the limit (to hold a gain) or,
 * for one experiment, raises it.
 */
const BUDGET_KB = 130;
const CEILING_KB = Number(process.env.INITIAL_JS_CEILING_KB ?? BUDGET_KB);
const root = 'dist/client';
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) =>
    statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
  );

for (const file of walk(root).filter((f) => /\.(js|css|html|svg|json|txt|xml)$/.test(f))) {
  const body = readFileSync(file);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const manifest = JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean }
>;
const seen = new Set<string>();
const visit = (key: string) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imp of manifest[key]?.imports ?? []) visit(imp);
};
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
let total = 0;
for (const key of seen) total += gzipSync(readFileSync(join(root, manifest[key]!.file)), { level: 9 }).length;
const kb = total / 1024;
console.log(
  `initial JavaScript (entry and its static imports): ${kb.toFixed(1)} kB gzip (budget ${BUDGET_KB} kB)`,
);
if (kb > CEILING_KB) {
  console.error(
    `initial JavaScript over the ceiling: ${kb.toFixed(1)} kB gzip > ${CEILING_KB} kB. Load what the first ` +
      'render does not need lazily (issue 18).',
  );
  process.exit(1);
} else if (kb > BUDGET_KB) {
  console.warn(
    `WARNING: initial JavaScript over budget by ${(kb - BUDGET_KB).toFixed(1)} kB gzip ` +
      `(${kb.toFixed(1)} > ${BUDGET_KB} kB; INITIAL_JS_CEILING_KB=${CEILING_KB} lets the build pass).`,
  );
}
