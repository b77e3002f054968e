import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ROLES, type Role } from '@shared/permissions';
import {
  USER_PAGE_SIZE,
  type CreateUserRequest,
  type ListUsersQuery,
  type RoleCounts,
  type UpdateUserRequest,
  type UserListResponse,
  type UserView,
} from '@shared/users/users.schemas';
import type { DbOrTx } from '../../db/client';
import { twoFactors, users } from '../../db/schema/auth';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/context';
import { translate, toLocale } from '../../platform/i18n';
import { AppError, notFound } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import type { SessionUser } from '../../platform/session/session';
import { setAccountBanned } from './accounts.repo';
import { createInvite, INVITE_HOURS, setPasswordPath } from './invite.service';
import { createUser } from './users.service';

type UserRow = typeof users.$inferSelect;

export function toUserView(u: UserRow): UserView {
  return {
    id: u.id,
    username: u.displayUsername ?? u.username ?? u.email,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: (ROLES as readonly string[]).includes(u.role) ? (u.role as Role) : 'user',
    locale: u.locale === 'fr' ? 'fr' : 'en',
    disabled: u.banned === true,
    twoFactorEnabled: u.twoFactorEnabled === true,
    createdAt: u.createdAt.toISOString(),
  };
}

/** What an audit entry keeps of a user: no secrets. */
const snapshot = (u: UserView) => ({
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  role: u.role,
  locale: u.locale,
  disabled: u.disabled,
});

export async function listUsers(ctx: AppContext, q: ListUsersQuery): Promise<UserListResponse> {
  const filters: SQL[] = [];
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      or(
        ilike(users.username, like),
        ilike(users.email, like),
        ilike(users.firstName, like),
        ilike(users.lastName, like),
        ilike(users.name, like),
      )!,
    );
  }
  if (q.role) filters.push(eq(users.role, q.role));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals, perRole] = await Promise.all([
    ctx.db
      .select()
      .from(users)
      .where(where)
      .orderBy(asc(users.username), asc(users.id))
      .limit(USER_PAGE_SIZE)
      .offset((q.page - 1) * USER_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(users).where(where),
    ctx.db.select({ role: users.role, n: count() }).from(users).groupBy(users.role),
  ]);
  const counts: RoleCounts = { total: 0, admin: 0, editor: 0, dealer: 0, charity: 0, user: 0 };
  for (const r of perRole) {
    counts.total += Number(r.n);
    if (r.role in counts) counts[r.role as Role] += Number(r.n);
  }
  return {
    users: rows.map(toUserView),
    total: Number(totals[0]?.n ?? 0),
    page: q.page,
    pageSize: USER_PAGE_SIZE,
    counts,
  };
}

/**
 * Changes that can take away an admin wait for each other (one advisory lock), then count: so two
 * admins demoting each other at once leave one, whatever the order.
 */
async function lockAdmins(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vdc.users.admins'))`);
}

async function activeAdminsOtherThan(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId), sql`coalesce(${users.banned}, false) = false`));
  return Number(row?.n ?? 0);
}

const lastAdmin = () => new AppError('CONFLICT', 'users:errors.lastAdmin');

async function uniqueOrConflict(tx: DbOrTx, o: { email?: string; username?: string; exceptId?: string }) {
  const conds: SQL[] = [];
  if (o.email) conds.push(eq(users.email, o.email.trim().toLowerCase()));
  if (o.username) conds.push(eq(users.username, o.username.trim().toLowerCase()));
  if (!conds.length) return;
  const rows = await tx
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(o.exceptId ? and(or(...conds), ne(users.id, o.exceptId)) : or(...conds));
  if (!rows.length) return;
  const fieldErrors: Record<string, string> = {};
  for (const r of rows) {
    if (o.email && r.email === o.email.trim().toLowerCase()) fieldErrors.email = 'users:errors.emailTaken';
    if (o.username && r.username === o.username.trim().toLowerCase())
      fieldErrors.username = 'users:errors.usernameTaken';
  }
  throw new AppError('CONFLICT', 'users:errors.taken', {}, fieldErrors);
}

/** Creates the account with an unusable random password and e-mails a one-time set-password link. */
export async function createUserByAdmin(
  ctx: AppContext,
  body: CreateUserRequest,
  actor: SessionUser,
  ip: string,
) {
  const companyName = String(await ctx.settings.get('business', 'companyName'));
  return ctx.db.transaction(async (tx) => {
    await uniqueOrConflict(tx, body);
    const { id } = await createUser(tx, {
      username: body.username,
      email: body.email,
      password: randomBytes(24).toString('base64url'),
      role: body.role,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
      locale: body.locale,
    });
    const invite = await createInvite(tx, id);
    const locale = toLocale(body.locale);
    const link = `${ctx.env.PUBLIC_URL.replace(/\/$/, '')}${setPasswordPath(invite.token)}`;
    const t = (k: string) =>
      translate(locale, `users:email.invite.${k}`, {
        name: body.firstName || body.username,
        username: body.username,
        company: companyName,
        role: translate(locale, `auth:roles.${body.role}`),
        link,
        hours: INVITE_HOURS,
      });
    await queueEmail(tx, {
      to: body.email.trim().toLowerCase(),
      locale,
      template: 'user-invite',
      subject: t('subject'),
      text: [t('greeting'), '', t('body'), '', link, '', t('expiry'), '', t('signature')].join('\n'),
    });
    const [row] = await tx.select().from(users).where(eq(users.id, id));
    const user = toUserView(row!);
    await audit(tx, {
      actor,
      action: 'user.create',
      entityType: 'user',
      entityId: id,
      details: { after: snapshot(user) },
      ip,
    });
    return { user, inviteExpiresAt: invite.expiresAt.toISOString() };
  });
}

export async function updateUserByAdmin(
  ctx: AppContext,
  id: string,
  body: UpdateUserRequest,
  actor: SessionUser,
  ip: string,
): Promise<UserView> {
  return ctx.db.transaction(async (tx) => {
    const losesAdmin = body.role !== undefined || body.disabled === true;
    if (losesAdmin) await lockAdmins(tx);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound('users:errors.notFound');
    const before = toUserView(row);
    const stillAdmin = (body.role ?? before.role) === 'admin' && !(body.disabled ?? before.disabled);
    if (before.role === 'admin' && !before.disabled && !stillAdmin) {
      if ((await activeAdminsOtherThan(tx, id)) === 0) throw lastAdmin();
    }
    await uniqueOrConflict(tx, { email: body.email, username: body.username, exceptId: id });
    const firstName = body.firstName !== undefined ? body.firstName || null : row.firstName;
    const lastName = body.lastName !== undefined ? body.lastName || null : row.lastName;
    const uname = body.username?.trim();
    await tx
      .update(users)
      .set({
        ...(uname ? { username: uname.toLowerCase(), displayUsername: uname } : {}),
        ...(body.email ? { email: body.email.trim().toLowerCase() } : {}),
        ...(body.locale ? { locale: body.locale } : {}),
        ...(body.role ? { role: body.role } : {}),
        firstName,
        lastName,
        name: [firstName, lastName].filter(Boolean).join(' ') || (uname ?? row.username ?? row.email),
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    if (body.disabled !== undefined && body.disabled !== before.disabled)
      await setAccountBanned(tx, id, body.disabled, body.disabled ? 'disabled by an administrator' : null);
    const [after] = await tx.select().from(users).where(eq(users.id, id));
    const view = toUserView(after!);
    const action =
      body.disabled !== undefined && body.disabled !== before.disabled
        ? body.disabled
          ? 'user.disable'
          : 'user.enable'
        : body.role !== undefined && body.role !== before.role
          ? 'user.role'
          : 'user.update';
    await audit(tx, {
      actor,
      action,
      entityType: 'user',
      entityId: id,
      details: { before: snapshot(before), after: snapshot(view) },
      ip,
    });
    return view;
  });
}

export async function deleteUserByAdmin(ctx: AppContext, id: string, actor: SessionUser, ip: string) {
  await ctx.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound('users:errors.notFound');
    const before = toUserView(row);
    if (before.role === 'admin' && !before.disabled && (await activeAdminsOtherThan(tx, id)) === 0)
      throw lastAdmin();
    // Sessions, credentials and the two-factor secret go with the row (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, {
      actor,
      action: 'user.delete',
      entityType: 'user',
      entityId: id,
      details: { before: snapshot(before) },
      ip,
    });
  });
}

/** Another admin clears a lost authenticator: the user enrols again at next sign-in. */
export async function resetTwoFactorByAdmin(ctx: AppContext, id: string, actor: SessionUser, ip: string) {
  if (id === actor.id) throw new AppError('FORBIDDEN', 'users:errors.resetOwnTwoFactor');
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!row) throw notFound('users:errors.notFound');
    await tx.delete(twoFactors).where(eq(twoFactors.userId, id));
    await tx.update(users).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(users.id, id));
    await audit(tx, {
      actor,
      action: 'user.twoFactorReset',
      entityType: 'user',
      entityId: id,
      details: {
        before: { twoFactorEnabled: row.twoFactorEnabled === true },
        after: { twoFactorEnabled: false },
      },
      ip,
    });
    const [after] = await tx.select().from(users).where(eq(users.id, id));
    return toUserView(after!);
  });
}
