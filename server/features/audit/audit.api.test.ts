import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/auth';
import { auditLog } from '../../db/schema/platform';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'admin', 'audit-admin');
  for (const role of ['editor', 'dealer', 'user'] as const) await addUser(t, role, `audit-${role}`);
  admin = await login(t, 'audit-admin');
});
afterAll(() => t.close());

const get = (query: string, cookie = admin) =>
  t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie } });

describe('GET /api/admin/audit', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401);
    for (const role of ['editor', 'dealer', 'user']) {
      expect((await get('', await login(t, `audit-${role}`))).statusCode).toBe(403);
    }
  });

  it('records sign-ins and failed sign-ins with who, when and the address', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'Audit-Editor', password: 'wrong-password-1' },
      remoteAddress: '203.0.113.9',
    });
    expect(bad.statusCode).toBe(401);
    const failed = (await get('?action=auth.sign_in_failed')).json();
    expect(failed.items[0]).toMatchObject({
      action: 'auth.sign_in_failed',
      actorName: null,
      ipAddress: '203.0.113.9',
      details: { username: 'audit-editor', step: 'password' },
    });
    const ok = (await get('?action=auth.sign_in&actor=audit-admin')).json();
    expect(ok.total).toBeGreaterThanOrEqual(1);
    expect(ok.items[0]).toMatchObject({
      actorName: 'audit-admin',
      ipAddress: '127.0.0.1',
      entityType: 'user',
    });
    expect(new Date(ok.items[0].at).getTime()).toBeGreaterThan(Date.now() - 120_000);
    expect(ok.actions).toEqual(expect.arrayContaining(['auth.sign_in', 'auth.sign_in_failed']));
    // The actor filter also finds a failed attempt by the username tried.
    expect((await get('?actor=AUDIT-EDITOR&action=auth.sign_in_failed')).json().total).toBe(1);
  });

  it('filters by Eastern-time days (inclusive) and pages newest first', async () => {
    const db = t.database.db;
    // 2026-01-10 04:30 UTC is 23:30 on 9 January in Toronto (EST, UTC-5).
    const rows = [
      { at: '2026-01-10T04:30:00Z', id: 'a' },
      { at: '2026-01-10T05:30:00Z', id: 'b' },
      { at: '2026-01-11T12:00:00Z', id: 'c' },
      { at: '2026-01-12T05:00:00Z', id: 'd' }, // 00:00 on 12 January in Toronto
    ];
    for (const r of rows) {
      await db.insert(auditLog).values({
        actorName: 'filter-test',
        action: 'test.filter',
        entityType: 'test',
        entityId: r.id,
        createdAt: new Date(r.at),
      });
    }
    const ids = async (q: string) =>
      (await get(`?action=test.filter${q}`)).json().items.map((i: { entityId: string }) => i.entityId);
    expect(await ids('&from=2026-01-10&to=2026-01-11')).toEqual(['c', 'b']);
    expect(await ids('&from=2026-01-09&to=2026-01-09')).toEqual(['a']);
    expect(await ids('&from=2026-01-12')).toEqual(['d']);
    const page2 = (await get('?action=test.filter&pageSize=3&page=2')).json();
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((i: { entityId: string }) => i.entityId)).toEqual(['a']);
    expect((await get('?from=2026-02-31')).statusCode).toBe(400);
  });

  it('cannot be edited: no write route, and the database refuses UPDATE and DELETE', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/admin/audit', headers: { cookie: admin } });
      expect(res.statusCode).toBe(404);
    }
    const db = t.database.db;
    const [entry] = await db.select().from(auditLog).limit(1);
    // Drizzle wraps the database's error: its cause carries the trigger's message.
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => 'accepted',
        (e: Error & { cause?: Error }) => String(e.cause?.message ?? e.message),
      );
    expect(
      await refusal(db.update(auditLog).set({ action: 'tampered' }).where(eq(auditLog.id, entry!.id))),
    ).toMatch(/append-only/);
    expect(await refusal(db.delete(auditLog).where(eq(auditLog.id, entry!.id)))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    const [again] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(again).toEqual(entry);
  });

  it('keeps the entries of a deleted account, under the name it had', async () => {
    const db = t.database.db;
    const gone = await addUser(t, 'editor', 'audit-gone');
    await login(t, 'audit-gone');
    await db.delete(users).where(eq(users.id, String(gone.id)));
    const body = (await get('?actor=audit-gone&action=auth.sign_in')).json();
    expect(body.items[0]).toMatchObject({ actorId: null, actorName: 'audit-gone' });
  });
});
