import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = []; cdp.on('Tracing.dataCollected', (d) => events.push(...d.value)); const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline', transferMode: 'ReportEvents' });
await p.goto('http://127.0.0.1:5320' + url, { waitUntil: 'networkidle' }); await p.waitForTimeout(1500);
await cdp.send('Tracing.end'); await done; const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stamps = []; { let t = profile.startTime; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; stamps.push(t); } }
const KEYS = ['renderRootSync', 'renderRootConcurrent', 'commitRoot', 'flushPassiveEffects', 'hydrateRoot'];
const tasks = events.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
let tbt = 0;
for (const task of tasks) { tbt += task.dur / 1000 - 50; const agg = new Map(); let trig = new Map();
  for (let i = 0; i < profile.samples.length; i++) { if (stamps[i] < task.ts || stamps[i] > task.ts + task.dur) continue; let n = byId.get(profile.samples[i]); const chain = []; while (n) { chain.unshift(n.callFrame); n = byId.get(parent.get(n.id)); }
    let key = 'other'; const k = chain.find((cf) => KEYS.includes(cf.functionName)); if (k) key = k.functionName; else { const m = chain.find((cf) => !cf.functionName && cf.lineNumber === 0 && cf.url); if (m) key = 'MODULE ' + m.url.split('/').pop(); else if (chain.length > 1) key = 'js:' + (chain[1].functionName || chain[1].url.split('/').pop()); else key = chain[0]?.functionName; }
    agg.set(key, (agg.get(key) || 0) + 1);
    if (key === 'renderRootSync') { const at = chain.findIndex((cf) => cf.functionName === 'renderRootSync'); const pre = chain.slice(1, Math.min(at, 7)).map((cf) => cf.functionName || 'anon').join('>'); trig.set(pre, (trig.get(pre) || 0) + 1); } }
  console.log('task', Math.round(task.dur / 1000), 'ms:', [...agg].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k}(${v})`).join(' '), [...trig].slice(0, 2).map(([k]) => '\n      sync from ' + k).join(''));
}
console.log('approx TBT (observed@4x):', Math.round(tbt));
await b.close();
