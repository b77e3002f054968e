import { z } from 'zod';

/** Contracts of the read-only audit log (GET /api/admin/audit). */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A calendar day, YYYY-MM-DD, that exists (no 31 February). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation:dateInvalid')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
  }, 'validation:dateInvalid');

export const AuditListQuery = z.object({
  /** Part of the actor's name, case-insensitive. */
  actor: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  action: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  /** First day, inclusive (Eastern time). */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  /** Last day, inclusive (Eastern time). */
  to: z.preprocess(blankToUndefined, isoDate.optional()),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  ipAddress: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListResponse = z.object({
  items: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every action recorded so far, for the filter. */
  actions: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof AuditListResponse>;
