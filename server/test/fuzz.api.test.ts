import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, ROLES, type Policy, type Role } from '@shared/permissions';
import { fuzzCases, inputCases, operationsOf, type FuzzCase, type FuzzOperation } from './fuzz-cases';
import { addUser, createTestApp, login, type TestApp } from './test-app';

/**
 * Every operation of /api/openapi.json, for anonymous visitors and each of the five roles, with
 * malformed and boundary inputs: no answer is 5xx, and a refused answer (4xx) leaves every table's
 * row count as it was. Anonymous and admin get every case; the other roles the lighter half.
 */
let t: TestApp;
let operations: FuzzOperation[] = [];
const identities: { name: string; cookie?: string }[] = [{ name: 'anonymous' }];
let tables: string[] = [];
let sent = 0;

// Logout would end the identity's session for the routes after it; it is fuzzed anonymously only.
const SIGNED_OUT_ONLY = new Set(['POST /api/auth/logout']);

async function rowCounts(): Promise<Record<string, number>> {
  // A refused sign-in is audited on purpose (auth.sign_in_failed): those entries are not counted.
  const where = (name: string) => (name === 'audit_log' ? ` where action not like 'auth.sign_in%'` : '');
  const union = tables
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"${where(name)}`)
    .join(' union all ');
  const res = (await t.database.db.execute(sql.raw(union))) as unknown as {
    rows: { t: string; n: number }[];
  };
  return Object.fromEntries(res.rows.map((r) => [r.t, Number(r.n)]));
}

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    await addUser(t, role, `fuzz-${role}`);
    identities.push({ name: role, cookie: await login(t, `fuzz-${role}`) });
  }
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  operations = operationsOf(doc);
  const res = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  tables = res.rows.map((r) => r.table_name).filter((n) => !n.startsWith('__drizzle'));
}, 120_000);
afterAll(() => t?.close());

describe('fuzzing every route from the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operations.length).toBe(t.app.registeredApiRoutes.length);
  });

  it('never answers 5xx, and a refused request writes no row', async () => {
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    let before = await rowCounts();
    for (const op of operations) {
      for (const who of identities) {
        if (who.cookie && SIGNED_OUT_ONLY.has(`${op.method} ${op.path}`)) continue;
        const full = who.name === 'anonymous' || who.name === 'admin';
        for (const c of fuzzCases(op, full)) {
          const res = await send(op, who, c);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          const label = `${op.method} ${op.path} as ${who.name}: ${c.name} → ${res.statusCode}`;
          failures.push(...badAnswer(label, res));
          const after = await rowCounts();
          if (res.statusCode >= 400) {
            const changed = tables.filter((name) => after[name] !== before[name]);
            if (changed.length) failures.push(`${label} wrote rows in ${changed.join(', ')}`);
          }
          before = after;
        }
      }
    }
    expect(failures).toEqual([]);
    // The cases reach the checks: validation refusals, guards and not-found answers all occur.
    expect(statuses[400]).toBeGreaterThan(100);
    expect((statuses[401] ?? 0) + (statuses[403] ?? 0)).toBeGreaterThan(100);
    expect(statuses[404]).toBeGreaterThan(0);
    console.info(`fuzz: ${sent} requests`, statuses);
    expect(sent).toBeGreaterThan(operations.length * identities.length);
  }, 600_000);

  it('refuses deep nesting and lone surrogates with 400 on every operation, as someone it admits', async () => {
    const failures: string[] = [];
    const policies = new Map(
      t.app.registeredApiRoutes.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.access]),
    );
    let before = await rowCounts();
    let bodies = 0;
    for (const op of operations) {
      const policy = policies.get(`${op.method} ${op.path}`) as Policy;
      // The route's checks are reached only by someone it lets in: anonymous for a public route.
      const who =
        policy === 'public'
          ? identities[0]!
          : identities.find((i) => i.name !== 'anonymous' && allows(policy, i.name as Role))!;
      for (const c of inputCases(op)) {
        const res = await send(op, who, c);
        const label = `${op.method} ${op.path} as ${who.name}: ${c.name} → ${res.statusCode}`;
        failures.push(...badAnswer(label, res));
        // A body is refused as it is parsed, before the route's own checks: always 400 VALIDATION.
        if (c.raw !== undefined || c.payload !== undefined) {
          bodies += 1;
          if (res.statusCode !== 400 || res.json().code !== 'VALIDATION')
            failures.push(`${label} ${res.body.slice(0, 160)}`);
        }
        const after = await rowCounts();
        const changed = tables.filter((name) => after[name] !== before[name]);
        if (res.statusCode >= 400 && changed.length)
          failures.push(`${label} wrote rows in ${changed.join(', ')}`);
        before = after;
      }
    }
    expect(failures).toEqual([]);
    expect(bodies).toBeGreaterThan(4 * 60);
  }, 600_000);
});

/** One fuzzed request, each from its own address so rate limits do not hide the checks behind them. */
async function send(op: FuzzOperation, who: { cookie?: string }, c: FuzzCase) {
  sent += 1;
  const headers: Record<string, string> = { 'accept-language': sent % 2 ? 'fr-CA' : 'en-CA' };
  if (who.cookie) headers.cookie = who.cookie;
  const payload = c.raw ?? (c.payload !== undefined ? JSON.stringify(c.payload) : undefined);
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return t.app.inject({
    method: op.method as 'GET',
    url: c.url,
    remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** A 5xx, or Fastify's own error codes in the answer: both are failures, whatever the input. */
function badAnswer(label: string, res: { statusCode: number; body: string }): string[] {
  const bad: string[] = [];
  if (res.statusCode >= 500) bad.push(`${label} ${res.body.slice(0, 200)}`);
  if (/FST_/.test(res.body)) bad.push(`${label} shows Fastify's code: ${res.body.slice(0, 200)}`);
  return bad;
}
