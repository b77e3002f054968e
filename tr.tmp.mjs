import { chromium } from 'playwright-core';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const events = [];
cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 100 }); await cdp.send('Profiler.start');
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing', transferMode: 'ReportEvents' });
await p.goto('http://127.0.0.1:5320' + url, { waitUntil: 'networkidle' });
await p.waitForTimeout(1500);
await cdp.send('Tracing.end'); await done;
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n])); const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stamps = []; { let t = profile.startTime; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; stamps.push(t); } }
const name = (n) => (n.callFrame.functionName || '(anon)') + '@' + n.callFrame.url.split('/').pop() + ':' + n.callFrame.lineNumber + ':' + n.callFrame.columnNumber;
const main = events.filter((e) => e.name === 'RunTask' && e.dur > 40000);
const t0 = events.find((e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser')?.ts ?? main[0]?.ts;
for (const task of main) {
  const kids = events.filter((e) => e.tid === task.tid && e.ts >= task.ts && e.ts < task.ts + task.dur && e.dur > 3000 && e.name !== 'RunTask');
  console.log('TASK at', Math.round((task.ts - t0) / 1000), 'dur', Math.round(task.dur / 1000));
  const agg = new Map(); for (let i = 0; i < profile.samples.length; i++) { if (stamps[i] < task.ts || stamps[i] > task.ts + task.dur) continue; let n = byId.get(profile.samples[i]); const chain = []; while (n && chain.length < 40) { chain.push(name(n)); n = byId.get(parent.get(n.id)); } for (const c of new Set(chain)) agg.set(c, (agg.get(c) || 0) + 0.1); }
  const tree = new Map(); for (let i = 0; i < profile.samples.length; i++) { if (stamps[i] < task.ts || stamps[i] > task.ts + task.dur) continue; let n = byId.get(profile.samples[i]); const chain = []; while (n) { chain.unshift(n.callFrame.functionName || '(anon)'); n = byId.get(parent.get(n.id)); } const at = chain.indexOf('performSyncWorkOnRoot'); if (at < 0) continue; const sub = chain.slice(at, at + 14).filter((f) => /^[A-Z]/.test(f) || /commit|render|Effect|flush/.test(f)); const key = sub.join(' > '); tree.set(key, (tree.get(key) || 0) + 1); }
  for (const [k, v] of [...tree].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log('        T', v, k);
  const selfAgg = new Map(); for (let i = 0; i < profile.samples.length; i++) { if (stamps[i] < task.ts || stamps[i] > task.ts + task.dur) continue; const n = byId.get(profile.samples[i]); const k = name(n) + ' <- ' + name(byId.get(parent.get(n.id)) ?? n) + ' <- ' + name(byId.get(parent.get(parent.get(n.id))) ?? n); selfAgg.set(k, (selfAgg.get(k) || 0) + 0.1); }
  for (const [k, v] of [...selfAgg].sort((a, b) => b[1] - a[1]).slice(0, 0)) console.log('        self', v.toFixed(1), k);
  for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(1, 1)) console.log('        incl', v.toFixed(0), k);
  for (const k of kids.slice(0, 1)) console.log('    ', Math.round(k.dur / 1000), k.name, JSON.stringify(k.args?.data?.url ?? k.args?.data?.functionName ?? k.args?.data?.type ?? k.args?.beginData?.url ?? '').slice(0, 90), k.args?.data?.functionName ?? '');
}
await b.close();
