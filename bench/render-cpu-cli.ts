import { measureRenderCpu, RENDER_CPU_PAGES } from './render-cpu';

/**
 * The render CPU figures of `npm run bench` alone (dist/ssr must be built: npm run build):
 *   npx tsx bench/render-cpu-cli.ts [--samples 60] [--only /unified-donation --only blog] [--ssr dist/ssr]
 * Profile with: node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/render-cpu-cli.ts
 */
const args = process.argv.slice(2);
const values = (flag: string) => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]!] : []));
const samples = Number(values('--samples')[0] ?? 60);
const only = values('--only');
const ssrFolder = values('--ssr')[0];
if (args.includes('--help')) {
  console.log(`pages: ${RENDER_CPU_PAGES.join(', ')}`);
  process.exit(0);
}

console.log(
  `CPU ms per server render (not cached), median and p95 of ${samples}: as served (header and footer ` +
    'markup kept from earlier renders), and with nothing kept',
);
console.log(
  ''.padEnd(44),
  'median'.padStart(8),
  'p95'.padStart(8),
  'nothing kept'.padStart(14),
  'p95'.padStart(8),
);
const ms = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(1));
for (const r of await measureRenderCpu({ samples, only, ssrFolder }))
  console.log(
    r.name.padEnd(44),
    ms(r.median).padStart(8),
    ms(r.p95).padStart(8),
    ms(r.nothingKept?.median).padStart(14),
    ms(r.nothingKept?.p95).padStart(8),
  );
process.exit(0);
