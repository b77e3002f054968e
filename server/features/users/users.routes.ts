import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateUserRequest,
  CreateUserResponse,
  ListUsersQuery,
  UpdateUserRequest,
  UserListResponse,
  UserView,
} from '@shared/users/users.schemas';
import { requireUser } from '../../platform/session/access';
import type { AppContext } from '../../platform/context';
import {
  createUserByAdmin,
  deleteUserByAdmin,
  listUsers,
  resetTwoFactorByAdmin,
  updateUserByAdmin,
} from './users.admin.service';

const IdParams = z.object({ id: z.string().min(1).max(100) });

/** The admins' user screen: list, create (with an invitation), edit, role, disable, delete, 2FA reset. */
export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/users',
      {
        config: { access: 'admin' },
        schema: { querystring: ListUsersQuery, response: { 200: UserListResponse } },
      },
      async (req) => listUsers(ctx, req.query),
    );

    r.post(
      '/api/users',
      {
        config: { access: 'admin', changesSessions: true },
        schema: { body: CreateUserRequest, response: { 201: CreateUserResponse } },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await createUserByAdmin(ctx, req.body, requireUser(await req.currentUser()), req.ip)),
    );

    r.patch(
      '/api/users/:id',
      {
        config: { access: 'admin', changesSessions: true },
        schema: { params: IdParams, body: UpdateUserRequest, response: { 200: UserView } },
      },
      async (req) =>
        updateUserByAdmin(ctx, req.params.id, req.body, requireUser(await req.currentUser()), req.ip),
    );

    r.delete(
      '/api/users/:id',
      {
        config: { access: 'admin', changesSessions: true },
        schema: { params: IdParams, response: { 200: z.object({ ok: z.literal(true) }) } },
      },
      async (req) => {
        await deleteUserByAdmin(ctx, req.params.id, requireUser(await req.currentUser()), req.ip);
        return { ok: true as const };
      },
    );

    r.post(
      '/api/users/:id/two-factor/reset',
      {
        config: { access: 'admin', changesSessions: true },
        schema: { params: IdParams, response: { 200: UserView } },
      },
      async (req) => resetTwoFactorByAdmin(ctx, req.params.id, requireUser(await req.currentUser()), req.ip),
    );
  };
