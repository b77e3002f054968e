import { chromium } from 'playwright-core';
const url = process.argv[2];
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
const agg = new Map(); const pre = new Map();
for (let i = 0; i < profile.samples.length; i++) { const d = profile.timeDeltas[i + 1] ?? 0; let n = byId.get(profile.samples[i]); const chain = [];
  while (n) { chain.unshift(n.callFrame); n = byId.get(parent.get(n.id)); }
  const at = chain.findIndex((cf) => cf.functionName === 'renderRootSync'); if (at < 0) continue;
  const before = chain.slice(Math.max(0, at - 8), at).map((cf) => cf.functionName || 'anon').join(' > '); pre.set(before, (pre.get(before) || 0) + d);
  const comps = [...new Set(chain.slice(at).filter((cf) => /^[A-Z]/.test(cf.functionName)).map((cf) => cf.functionName))];
  for (const c of comps.slice(0, 4)) agg.set(c, (agg.get(c) || 0) + d); }
for (const [k, v] of [...pre].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log('PRE', (v / 1000).toFixed(1), k);
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(8), k);
await b.close();
