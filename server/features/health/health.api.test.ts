import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { recordQueries } from '../donations/query-log.testing';
import { HEALTH_CHECK_MAX_AGE_MS } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const health = () => t.app.inject({ method: 'GET', url: '/api/health' });
const databaseChecks = (sent: { sql: string }[]) => sent.filter((q) => q.sql.trim() === 'select 1').length;

describe('GET /api/health', () => {
  it('answers ok with the database kind and version', async () => {
    const res = await health();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', checks: { database: 'ok' } });
    expect(res.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');
  });

  it('asks the database once for fifty requests at the same time, and again once the answer is a second old', async () => {
    await new Promise((r) => setTimeout(r, HEALTH_CHECK_MAX_AGE_MS + 50));
    let answers: Awaited<ReturnType<typeof health>>[] = [];
    const sent = await recordQueries(t.database.db, async () => {
      answers = await Promise.all(Array.from({ length: 50 }, health));
    });
    expect(answers.every((a) => a.statusCode === 200 && a.json().checks.database === 'ok')).toBe(true);
    expect(databaseChecks(sent)).toBe(1);

    const soon = await recordQueries(t.database.db, health);
    expect(databaseChecks(soon)).toBe(0);

    await new Promise((r) => setTimeout(r, HEALTH_CHECK_MAX_AGE_MS + 50));
    const later = await recordQueries(t.database.db, health);
    expect(databaseChecks(later)).toBe(1);
  });
});
