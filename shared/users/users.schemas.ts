import { z } from 'zod';
import { ROLES } from '../permissions';

/** The admin's user screen (/admin/users) and its API: GET /api/users, POST /api/users, PATCH /api/users/:id. */

export const USER_PAGE_SIZE = 20;

const username = z
  .string()
  .trim()
  .min(3, 'users:errors.usernameLength')
  .max(50, 'users:errors.usernameLength')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'users:errors.usernameChars');
const email = z.string().trim().max(255, 'users:errors.email').email('users:errors.email');
const personName = z.string().trim().max(100, 'users:errors.nameLength').nullable().optional();
const locale = z.enum(['en', 'fr']);

export const ListUsersQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ListUsersQuery = z.infer<typeof ListUsersQuery>;

export const UserView = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  locale,
  disabled: z.boolean(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type UserView = z.infer<typeof UserView>;

export const RoleCounts = z.object({
  total: z.number(),
  admin: z.number(),
  editor: z.number(),
  dealer: z.number(),
  charity: z.number(),
  user: z.number(),
});
export type RoleCounts = z.infer<typeof RoleCounts>;

export const UserListResponse = z.object({
  users: z.array(UserView),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: RoleCounts,
});
export type UserListResponse = z.infer<typeof UserListResponse>;

/** An admin creates an account; its owner receives a one-time link to choose the password. */
export const CreateUserRequest = z.object({
  username,
  email,
  firstName: personName,
  lastName: personName,
  role: z.enum(ROLES),
  locale: locale.default('en'),
});
export type CreateUserRequest = z.infer<typeof CreateUserRequest>;

export const UpdateUserRequest = z
  .object({
    username,
    email,
    firstName: personName,
    lastName: personName,
    role: z.enum(ROLES),
    locale,
    disabled: z.boolean(),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'users:errors.nothingToChange' });
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

export const CreateUserResponse = z.object({ user: UserView, inviteExpiresAt: z.string() });

/** Two-factor sign-in (TOTP) for staff and admins. */
export const TwoFactorStatus = z.object({
  enabled: z.boolean(),
  /** True when the security settings require it of this account (admins, security.requireAdminTwoFactor). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

export const TwoFactorEnrolRequest = z.object({
  password: z.string().min(1, 'api:passwordRequired').max(200, 'api:passwordRequired'),
});
export const TwoFactorEnrolResponse = z.object({
  /** The otpauth:// address, also drawn as a QR code. */
  totpUri: z.string(),
  qrCode: z.string(),
  /** The secret in base32, for typing into an app by hand. */
  secret: z.string(),
  /** Recovery codes: shown once, each works once. */
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolResponse = z.infer<typeof TwoFactorEnrolResponse>;

export const TwoFactorCode = z
  .string()
  .trim()
  .min(6, 'users:twoFactor.codeInvalid')
  .max(40, 'users:twoFactor.codeInvalid');
export const TwoFactorVerifyRequest = z.object({ code: TwoFactorCode });
export const TwoFactorSignInRequest = z.object({
  code: TwoFactorCode,
  /** 'totp' for the authenticator app's six digits, 'recovery' for one of the recovery codes. */
  method: z.enum(['totp', 'recovery']).default('totp'),
});
