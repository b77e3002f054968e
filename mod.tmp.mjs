import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const url = process.argv[2];
const regions = new Map();
function regionOf(file, line) {
  if (!regions.has(file)) { let lines = []; try { lines = readFileSync('dist/client/assets/' + file, 'utf8').split('\n'); } catch {} const marks = []; lines.forEach((l, i) => { const m = /^\/\/ ((node_modules|client|shared)\/\S+)/.exec(l); if (m) marks.push([i, m[1].replace(/^node_modules\//, '').split('/').slice(0, 3).join('/')]); }); regions.set(file, marks); }
  const marks = regions.get(file); let r = file; for (const [i, name] of marks) { if (i <= line) r = name; else break; } return r;
}
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await p.goto('http://127.0.0.1:5320' + url, { waitUntil: 'networkidle' }); await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const agg = new Map(); const phase = process.argv[3] ?? 'module';
for (let i = 0; i < profile.samples.length; i++) { let n = byId.get(profile.samples[i]); const leaf = n; const chain = []; while (n) { chain.unshift(n.callFrame); n = byId.get(parent.get(n.id)); }
  const inModule = chain.some((cf) => !cf.functionName && cf.lineNumber === 0 && cf.columnNumber === 0 && cf.url.includes('/assets/'));
  const inReact = chain.some((cf) => ['performWorkOnRoot', 'flushPassiveEffects'].includes(cf.functionName));
  if (phase === 'module' ? !inModule || inReact : !inReact) continue;
  const cf = leaf.callFrame; if (!cf.url) continue; const key = regionOf(cf.url.split('/').pop(), cf.lineNumber);
  agg.set(key, (agg.get(key) || 0) + 1); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(v).padStart(6), k);
await b.close();
