import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server';
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/unified-donation', '/vehicle-valuation'];
const server = await startServer({ port: 5311 });
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const path of PAGES) {
    const r = await lighthouse(server.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'best-practices'],
      formFactor: 'mobile',
    });
    const lhr = r!.lhr as any;
    writeFileSync(`/tmp/lh/${path.replace(/\W/g, '_') || 'root'}.json`, JSON.stringify(lhr));
    const a = (k: string) => lhr.audits[k];
    console.log('==', path, 'perf', Math.round(lhr.categories.performance.score * 100));
    for (const k of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'speed-index',
      'total-blocking-time',
      'cumulative-layout-shift',
    ])
      console.log('  ', k, a(k).displayValue, a(k).score);
    console.log(
      '  LCP element:',
      JSON.stringify(
        a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      ),
    );
    console.log(
      '  LCP phases:',
      JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[1]?.items ?? ''),
    );
    console.log('  bootup:');
    for (const i of (a('bootup-time').details?.items ?? []).slice(0, 8))
      console.log(
        '     ',
        i.url.replace(server.url, ''),
        Math.round(i.total),
        'script',
        Math.round(i.scripting),
        'parse',
        Math.round(i.scriptParseCompile),
      );
    console.log('  mainthread:');
    for (const i of a('mainthread-work-breakdown').details?.items ?? [])
      console.log('     ', i.groupLabel, Math.round(i.duration));
    console.log('  long tasks:');
    for (const i of (a('long-tasks').details?.items ?? []).slice(0, 10))
      console.log(
        '     ',
        String(i.url).replace(server.url, ''),
        'start',
        Math.round(i.startTime),
        'dur',
        Math.round(i.duration),
      );
    console.log('  console errors:');
    for (const i of a('errors-in-console').details?.items ?? [])
      console.log('     ', i.description?.slice(0, 200));
  }
} finally {
  await chrome.kill();
  await server.stop();
}
