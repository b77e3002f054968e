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

/** A forgotten password: the account's username or e-mail address (the answer is the same either way). */
export const PasswordResetRequest = z.object({
  identifier: z.string().trim().min(1, 'auth:reset.identifierRequired').max(254, 'validation:textTooLong'),
});
export const ResetLinkCheck = z.object({ token: z.string().min(10).max(200) });
export const ResetPasswordRequest = ResetLinkCheck.extend({
  password: z.string().max(128, { error: 'validation:textTooLong' }),
});
