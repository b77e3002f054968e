import { chromium } from 'playwright-core';
const url = process.argv[2]; const target = process.argv[3];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 50 }); await cdp.send('Profiler.start');
await p.goto('http://127.0.0.1:5320' + url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const agg = new Map();
for (let i = 0; i < profile.samples.length; i++) { const d = profile.timeDeltas[i + 1] ?? 0; let n = byId.get(profile.samples[i]); const leaf = n; const chain = []; let hit = false;
  while (n) { const cf = n.callFrame; chain.push(cf); if (!cf.functionName && cf.lineNumber === 0 && cf.columnNumber === 0 && cf.url.includes(target)) { hit = true; break; } n = byId.get(parent.get(n.id)); }
  if (!hit) continue; const top = chain.slice(-3, -1).reverse().map((cf) => `${cf.functionName || 'anon'}@${cf.url.split('/').pop()}:${cf.lineNumber}`).join(' > ');
  agg.set(top, (agg.get(top) || 0) + d); }
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log((v / 1000).toFixed(1).padStart(8), k);
const lines = new Map(); for (const n of profile.nodes) { const cf = n.callFrame; if (!cf.functionName && cf.lineNumber === 0 && cf.columnNumber === 0 && cf.url.includes(target)) for (const t of n.positionTicks ?? []) lines.set(t.line, (lines.get(t.line) || 0) + t.ticks); }
console.log('line ticks', JSON.stringify([...lines].sort((a, b) => b[1] - a[1]).slice(0, 15)));
await b.close();
