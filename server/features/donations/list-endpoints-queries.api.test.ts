import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';
import { recordQueries } from './query-log.testing';

/**
 * Every staff list sends as many statements for a page of 1 as for a page of 100: no statement per row
 * (issue 18). On the demo data, so each list has rows of several kinds to show. Still to add: the outbox,
 * audit, users and dealers lists (the demo data holds too few of their rows to tell).
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.ctx);
  await addUser(t, 'admin', 'lists-admin');
  cookie = await login(t, 'lists-admin');
});
afterAll(() => t.close());

/** Statements one request sends, and the rows of its page. */
async function statementsOf(url: string): Promise<{ statements: number; rows: number }> {
  const get = () => t.app.inject({ method: 'GET', url, headers: { cookie } });
  await get(); // the session is verified once
  let body: { items?: unknown[] } = {};
  const sent = await recordQueries(t.app.ctx.db, async () => {
    const res = await get();
    expect(res.statusCode, url).toBe(200);
    body = res.json();
  });
  return { statements: sent.length, rows: body.items?.length ?? 0 };
}

describe('staff lists', () => {
  it.each(['/api/donations', '/api/admin/posts'])(
    '%s: the same statements for a page of 1 and of 100',
    async (path) => {
      const one = await statementsOf(`${path}?page=1&pageSize=1`);
      const many = await statementsOf(`${path}?page=1&pageSize=100`);
      expect(many.rows, path).toBeGreaterThan(1);
      expect(many.statements, path).toBe(one.statements);
    },
  );
});
