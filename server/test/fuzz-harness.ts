import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@shared/permissions';
import { fuzzCases, operationsOf, type FuzzCase, type FuzzOperation } from './fuzz-cases';
import { addUser, createTestApp, login, type TestApp } from './test-app';

/**
 * What the fuzz files share: a real app with a signed-in user of each role, the operations of
 * /api/openapi.json, and the row count of every table, to prove that a refused request wrote nothing.
 * The work is cut into files (fuzz-*.api.test.ts) so that the workers run them side by side.
 */
export interface Identity {
  name: 'anonymous' | Role;
  cookie?: string;
}

export interface Fuzz {
  t: TestApp;
  operations: FuzzOperation[];
  /** Anonymous first, then one signed-in user per role. */
  identities: Identity[];
  rowCounts(): Promise<Record<string, number>>;
  /** The tables whose counts differ between two readings. */
  changed(before: Record<string, number>, after: Record<string, number>): string[];
  send(op: FuzzOperation, who: Identity, c: FuzzCase): Promise<LightMyRequestResponse>;
  /** How many requests were sent. */
  sent(): number;
}

export async function startFuzz(): Promise<Fuzz> {
  const t = await createTestApp();
  const identities: Identity[] = [{ name: 'anonymous' }];
  for (const role of ROLES) {
    await addUser(t, role, `fuzz-${role}`);
    identities.push({ name: role, cookie: await login(t, `fuzz-${role}`) });
  }
  const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const res = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const tables = res.rows.map((r) => r.table_name).filter((n) => !n.startsWith('__drizzle'));
  // A refused sign-in is audited on purpose (auth.sign_in_failed): those entries are not counted.
  const where = (name: string) => (name === 'audit_log' ? ` where action not like 'auth.sign_in%'` : '');
  const union = tables
    .map((name) => `select '${name}' as t, count(*)::int as n from "${name}"${where(name)}`)
    .join(' union all ');
  let sent = 0;
  return {
    t,
    operations: operationsOf(doc),
    identities,
    async rowCounts() {
      const counts = (await t.database.db.execute(sql.raw(union))) as unknown as {
        rows: { t: string; n: number }[];
      };
      return Object.fromEntries(counts.rows.map((r) => [r.t, Number(r.n)]));
    },
    changed: (before, after) => tables.filter((name) => after[name] !== before[name]),
    // Each request from its own address, so rate limits do not hide the checks behind them.
    send(op, who, c) {
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
    },
    sent: () => sent,
  };
}

/** The file's fuzz app, made before its tests and closed after them: call the returned function in a test. */
export function fuzzApp(): () => Fuzz {
  let fuzz: Fuzz | undefined;
  beforeAll(async () => {
    fuzz = await startFuzz();
  }, 120_000);
  afterAll(() => fuzz?.t.close());
  return () => {
    if (!fuzz) throw new Error('fuzzApp: the app is made in beforeAll');
    return fuzz;
  };
}

/** A 5xx, or Fastify's own error codes in the answer: both are failures, whatever the input. */
export function badAnswer(label: string, res: { statusCode: number; body: string }): string[] {
  const bad: string[] = [];
  if (res.statusCode >= 500) bad.push(`${label} ${res.body.slice(0, 200)}`);
  if (/FST_/.test(res.body)) bad.push(`${label} shows Fastify's code: ${res.body.slice(0, 200)}`);
  return bad;
}

// Logout would end the identity's session for the routes after it; it is fuzzed anonymously only.
const SIGNED_OUT_ONLY = new Set(['POST /api/auth/logout']);

/**
 * Every operation with the malformed and boundary cases, as each of `who` (all cases, or the lighter
 * half): the answers that were 5xx or wrote rows while refusing, and how many of each status came back.
 */
export async function fuzzOperations(
  fuzz: Fuzz,
  who: Identity[],
  full: boolean,
): Promise<{ failures: string[]; statuses: Record<number, number> }> {
  const failures: string[] = [];
  const statuses: Record<number, number> = {};
  let before = await fuzz.rowCounts();
  for (const op of fuzz.operations) {
    for (const identity of who) {
      if (identity.cookie && SIGNED_OUT_ONLY.has(`${op.method} ${op.path}`)) continue;
      for (const c of fuzzCases(op, full)) {
        const res = await fuzz.send(op, identity, c);
        statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
        const label = `${op.method} ${op.path} as ${identity.name}: ${c.name} → ${res.statusCode}`;
        failures.push(...badAnswer(label, res));
        const after = await fuzz.rowCounts();
        if (res.statusCode >= 400) {
          const changed = fuzz.changed(before, after);
          if (changed.length) failures.push(`${label} wrote rows in ${changed.join(', ')}`);
        }
        before = after;
      }
    }
  }
  return { failures, statuses };
}
