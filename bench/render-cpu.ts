import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedDemoData } from '../server/seed/seed';
import { forgetPublicPosts } from '../server/features/blog/public-post-cache';
import { readEnv } from '../server/platform/env';
import { loadSsrEntry } from '../server/platform/http/ssr';

/**
 * CPU milliseconds the server spends on one page request that is rendered, not served from the render
 * cache (each request has its own query string): the app runs in this process on an in-memory
 * embedded database, and process.cpuUsage() is read around each request, one at a time. Each page is
 * measured twice: as the server runs (a blog post's data kept until a change,
 * features/blog/public-post-cache.ts), then with nothing kept (forgotten before each request, outside
 * the measured time), as a visitor's first page is rendered. The page cache (platform/kept-copies/page-cache.ts)
 * is not in either figure: each request has its own query string.
 */
const PAGES = [
  { name: '/', path: '/' },
  { name: '/unified-donation', path: '/unified-donation' },
  { name: '/vehicle-valuation', path: '/vehicle-valuation' },
  { name: 'blog post', path: '/blog/how-tax-receipts-for-donated-vehicles-work' },
  { name: '/ (signed in, staff)', path: '/', staff: true },
  { name: 'staff dashboard', path: '/donation-tracking', staff: true },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export const RENDER_CPU_PAGES: readonly string[] = PAGES.map((p) => p.name);

export async function measureRenderCpu(opts: {
  samples: number;
  /** Only the pages whose name contains one of these (all when absent). */
  only?: readonly string[];
  /** Another build of the server entry than dist/ssr (to compare two builds). */
  ssrFolder?: string;
}) {
  const ssr = await loadSsrEntry(opts.ssrFolder);
  if (!ssr) throw new Error('dist/ssr is missing: run npm run build');
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:5000' });
  const app = await buildApp({ env, database, logger: false, authSecret: 'bench-'.padEnd(40, 'x'), ssr });
  await app.ready();
  try {
    await seedDemoData(app.ctx);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'Admin-Demo-2026' },
    });
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((c) => c.split(';')[0])
      .join('; ');
    const results = [];
    let n = 0;
    const pages = opts.only?.length ? PAGES.filter((p) => opts.only!.some((o) => p.name.includes(o))) : PAGES;
    const measure = async (page: (typeof PAGES)[number], keep: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < opts.samples + 10; i++) {
        const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
        if (page.staff) headers.cookie = cookie;
        if (!keep) {
          await forgetPublicPosts(app.ctx);
        }
        const before = process.cpuUsage();
        const res = await app.inject({ method: 'GET', url: `${page.path}?bench=${n++}`, headers });
        const used = process.cpuUsage(before);
        if (res.statusCode !== 200) throw new Error(`${page.path}: ${res.statusCode}`);
        if (i >= 10) times.push((used.user + used.system) / 1000); // the first ten warm the code up
      }
      return times.sort((a, b) => a - b);
    };
    for (const page of pages) {
      const times = await measure(page, true);
      // Nothing kept: a visitor's first page.
      const fresh = await measure(page, false);
      // Signed-in areas (the staff dashboard) are not rendered on the server, only public pages are
      // (server/features/seo/seo.routes-table.ts): their figure is the HTML shell's, and says so.
      const plain = await app.inject({
        method: 'GET',
        url: `${page.path}?bench=${n++}`,
        headers: page.staff ? { cookie } : {},
      });
      const rendered = !plain.body.includes('<div id="root"></div>');
      results.push({
        name: rendered ? page.name : `${page.name}: shell only (no SSR)`,
        rendered,
        median: percentile(times, 50),
        p95: percentile(times, 95),
        /** The same with no blog post data kept. */
        nothingKept: { median: percentile(fresh, 50), p95: percentile(fresh, 95) },
      });
    }
    return results;
  } finally {
    await app.close();
    await database.close();
  }
}
