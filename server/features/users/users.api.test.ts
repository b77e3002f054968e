import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox } from '../../db/schema/platform';
import { users } from '../../db/schema/auth';
import { upsertSetting } from '../settings/settings.repo';
import { addUser, createTestApp, login, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ id: adminId } = await addUser(t, 'admin', 'users-admin'));
  admin = await login(t, 'users-admin');
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en-CA' }, payload: payload as never });

function linkFrom(text: string): string {
  const m = /set-password\?token=([\w%-]+)/.exec(text);
  if (!m) throw new Error(`no link in ${text}`);
  return decodeURIComponent(m[1]!);
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('users: list, search, counts', () => {
  it('lists users with counts per role, searches and pages; only admins may', async () => {
    await addUser(t, 'editor', 'list-editor');
    await addUser(t, 'dealer', 'list-dealer');
    for (let i = 0; i < 21; i++) await addUser(t, 'user', `bulk-${String(i).padStart(2, '0')}`);
    const res = await api('GET', '/api/users', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts.admin).toBeGreaterThanOrEqual(1);
    expect(body.counts.editor).toBeGreaterThanOrEqual(1);
    expect(body.counts.total).toBe(body.total);
    expect(body.counts.total).toBe(
      body.counts.admin + body.counts.editor + body.counts.dealer + body.counts.charity + body.counts.user,
    );
    expect(body.users).toHaveLength(20);
    const page2 = (await api('GET', '/api/users?page=2', admin)).json();
    expect(page2.users.length).toBe(body.total - 20);
    expect(new Set([...body.users, ...page2.users].map((u: { id: string }) => u.id)).size).toBe(body.total);

    const found = (await api('GET', '/api/users?q=LIST-ed', admin)).json();
    expect(found.users.map((u: { username: string }) => u.username)).toEqual(['list-editor']);
    const byRole = (await api('GET', '/api/users?role=dealer', admin)).json();
    expect(byRole.users.every((u: { role: string }) => u.role === 'dealer')).toBe(true);
    expect(byRole.total).toBe(body.counts.dealer);

    const editor = await login(t, 'list-editor');
    expect((await api('GET', '/api/users', editor)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('users: create with an invitation', () => {
  it('creates the account, e-mails a set-password link, and the person signs in with the password they chose', async () => {
    const res = await api('POST', '/api/users', admin, {
      username: 'Nadia.Roy',
      email: 'Nadia.Roy@example.test',
      firstName: 'Nadia',
      lastName: 'Roy',
      role: 'editor',
      locale: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'Nadia.Roy',
      email: 'nadia.roy@example.test',
      role: 'editor',
      locale: 'fr',
    });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, 'nadia.roy@example.test'), eq(emailOutbox.template, 'user-invite')),
      );
    expect(mail!.subject).toContain('choisissez un mot de passe');
    const token = linkFrom(mail!.textBody);

    // No password was typed by the admin: the account cannot be used before the link.
    const before = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nadia.roy', password: TEST_PASSWORD },
    });
    expect(before.statusCode).toBe(401);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'Nadia-Chose-This-1' },
    });
    expect(set.statusCode).toBe(200);
    const cookie = await login(t, 'nadia.roy', 'Nadia-Chose-This-1');
    const me = (await api('GET', '/api/auth/user', cookie)).json();
    expect(me).toMatchObject({ username: 'nadia.roy', role: 'editor' });
    const entry = await lastAudit('user.create');
    expect(entry).toMatchObject({ actorId: adminId, entityId: user.id });
    expect((entry!.details as { after: { role: string } }).after.role).toBe('editor');
  });

  it('refuses a taken username or e-mail and an invalid form, with messages', async () => {
    const dup = await api('POST', '/api/users', admin, {
      username: 'USERS-ADMIN',
      email: 'someone-new@example.test',
      role: 'user',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().fieldErrors).toEqual({ username: 'This username is already taken' });
    const bad = await api('POST', '/api/users', admin, { username: 'a b', email: 'nope', role: 'king' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('users: edit, role, disable', () => {
  it('edits fields and changes the role, auditing before and after', async () => {
    const { id } = await addUser(t, 'user', 'edit-me');
    const res = await api('PATCH', `/api/users/${id}`, admin, {
      firstName: 'Émile',
      lastName: 'Gagnon',
      email: 'emile@example.test',
      username: 'emile.g',
      locale: 'fr',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Émile',
      email: 'emile@example.test',
      username: 'emile.g',
      locale: 'fr',
    });
    const role = await api('PATCH', `/api/users/${id}`, admin, { role: 'editor' });
    expect(role.json().role).toBe('editor');
    const entry = await lastAudit('user.role');
    expect(entry!.details).toMatchObject({ before: { role: 'user' }, after: { role: 'editor' } });
    const cookie = await login(t, 'emile.g');
    expect((await api('GET', '/api/donations', cookie)).statusCode).toBe(200);
  });

  it('disabling a user ends its live session at once; re-enabling lets it sign in again', async () => {
    const { id } = await addUser(t, 'editor', 'to-disable');
    const cookie = await login(t, 'to-disable');
    expect((await api('GET', '/api/auth/user', cookie)).statusCode).toBe(200);
    const res = await api('PATCH', `/api/users/${id}`, admin, { disabled: true });
    expect(res.json().disabled).toBe(true);
    expect((await api('GET', '/api/auth/user', cookie)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'to-disable', password: TEST_PASSWORD },
    });
    // Answered as a wrong password would be: the answer does not confirm the password.
    expect(again.statusCode).toBe(401);
    expect((await lastAudit('user.disable'))!.details).toMatchObject({
      before: { disabled: false },
      after: { disabled: true },
    });
    await api('PATCH', `/api/users/${id}`, admin, { disabled: false });
    await login(t, 'to-disable');
  });
});

describe('users: the last admin', () => {
  it('refuses to demote, disable or delete the last active admin, even the admin themselves', async () => {
    const only = await createTestApp();
    try {
      const { id } = await addUser(only, 'admin', 'only-admin');
      const cookie = await login(only, 'only-admin');
      const call = (method: 'PATCH' | 'DELETE', payload?: unknown) =>
        only.app.inject({ method, url: `/api/users/${id}`, headers: { cookie }, payload: payload as never });
      for (const res of [
        await call('PATCH', { role: 'editor' }),
        await call('PATCH', { disabled: true }),
        await call('DELETE'),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toContain('last active administrator');
      }
      const [row] = await only.database.db.select().from(users).where(eq(users.id, id));
      expect(row).toMatchObject({ role: 'admin', banned: false });
    } finally {
      await only.close();
    }
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const pair = await createTestApp();
    try {
      const a = await addUser(pair, 'admin', 'admin-a');
      const b = await addUser(pair, 'admin', 'admin-b');
      const ca = await login(pair, 'admin-a');
      const cb = await login(pair, 'admin-b');
      const [ra, rb] = await Promise.all([
        pair.app.inject({
          method: 'PATCH',
          url: `/api/users/${b.id}`,
          headers: { cookie: ca },
          payload: { role: 'user' },
        }),
        pair.app.inject({
          method: 'PATCH',
          url: `/api/users/${a.id}`,
          headers: { cookie: cb },
          payload: { role: 'user' },
        }),
      ]);
      // One demotion wins. The other is refused: 409 if it was checked while its sender was still an
      // admin (it then found the last admin), 403 if the winner had already demoted its sender.
      const [winner, loser] = ra.statusCode === 200 ? [a, rb] : [b, ra];
      expect([ra.statusCode, rb.statusCode]).toContain(200);
      expect([403, 409]).toContain(loser.statusCode);
      const admins = await pair.database.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins.map((u) => u.id)).toEqual([winner.id]);
    } finally {
      await pair.close();
    }
  });

  it('deletes another account and audits it', async () => {
    const { id } = await addUser(t, 'user', 'to-delete');
    expect((await api('DELETE', `/api/users/${id}`, admin)).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await lastAudit('user.delete')).toMatchObject({ entityId: id });
    expect((await api('DELETE', `/api/users/${id}`, admin)).statusCode).toBe(404);
  });
});

describe('password policy', () => {
  it('a new minimum password length applies on the next request, without a restart', async () => {
    const { user } = (
      await api('POST', '/api/users', admin, {
        username: 'policy-user',
        email: 'policy@example.test',
        role: 'user',
      })
    ).json();
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'policy@example.test'));
    const token = linkFrom(mail!.textBody);
    await upsertSetting(t.database.db, {
      category: 'security',
      key: 'passwordMinLength',
      value: 14,
      isPublic: false,
    });
    await t.app.ctx.settings.invalidate();
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'Twelve-chars' },
    });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('14');
    await upsertSetting(t.database.db, {
      category: 'security',
      key: 'passwordMinLength',
      value: 10,
      isPublic: false,
    });
    await t.app.ctx.settings.invalidate();
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'Twelve-chars' },
    });
    expect(ok.statusCode).toBe(200);
    const cookie = await login(t, 'policy-user', 'Twelve-chars');
    expect(user.username).toBe('policy-user');
    // better-auth's own password endpoints (change, reset) read the same setting per request.
    const change = (newPassword: string) =>
      t.app.ctx.auth.api.changePassword({
        body: { currentPassword: 'Twelve-chars', newPassword },
        headers: new Headers({ cookie }),
      });
    await expect(change('Nine-char')).rejects.toThrow(/too short/i);
    await upsertSetting(t.database.db, {
      category: 'security',
      key: 'passwordMinLength',
      value: 8,
      isPublic: false,
    });
    await t.app.ctx.settings.invalidate();
    await expect(change('Nine-char')).resolves.toBeTruthy();
  });
});
