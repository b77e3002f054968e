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
  /** An admin who must set up two-factor sign-in (security.requireAdminTwoFactor) before anything else. */
  mustEnrolTwoFactor: z.boolean().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** Signed in, or (two-factor accounts) the password was right and the code is asked next. */
export const LoginResponse = z.union([
  z.object({ user: CurrentUser }),
  z.object({ twoFactorRequired: z.literal(true) }),
]);
export const LogoutResponse = z.object({ ok: z.literal(true) });
