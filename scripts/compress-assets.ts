import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes .br and .gz beside every text asset of the client build (served as is by @fastify/static),
 * then prints the gzip size of the JavaScript a public page loads first.
 */
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
const kb = (total / 1024).toFixed(1);
console.log(`initial JavaScript (entry and its static imports): ${kb} kB gzip (budget 150 kB)`);
