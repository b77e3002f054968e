import { z } from 'zod';
import { ROLES } from '../permissions';

export const LoginRequest = z.object({
  username: z.string().trim().min(1, 'api:usernameRequired').max(100, 'api:usernameRequired'),
  password: z.string().min(1, 'api:passwordRequired').max(200, 'api:passwordRequired'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const CurrentUser = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const LoginResponse = z.object({ user: CurrentUser });
export const LogoutResponse = z.object({ ok: z.literal(true) });
