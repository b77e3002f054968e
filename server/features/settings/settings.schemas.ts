import { z } from 'zod';

/** One public setting as GET /api/settings/public/all sends it: every value as text. */
export const PublicSetting = z.object({ category: z.string(), key: z.string(), value: z.string() });
export type PublicSetting = z.infer<typeof PublicSetting>;

export const PublicSettingsResponse = z.array(PublicSetting);

const SettingTypeSchema = z.enum(['text', 'email', 'textarea', 'number', 'boolean', 'select']);

/** A setting as the admin's screen edits it: its value, type and limits. */
export const AdminSetting = z.object({
  category: z.string(),
  key: z.string(),
  type: SettingTypeSchema,
  value: z.union([z.string(), z.number(), z.boolean()]),
  defaultValue: z.union([z.string(), z.number(), z.boolean()]),
  isPublic: z.boolean(),
  tab: z.enum(['business', 'donations', 'email', 'integrations', 'security', 'system']),
  min: z.number().optional(),
  max: z.number().optional(),
  decimal: z.boolean().optional(),
  options: z.array(z.string()).optional(),
  maxLength: z.number().optional(),
  optional: z.boolean().optional(),
  format: z.enum(['phone']).optional(),
});
export type AdminSetting = z.infer<typeof AdminSetting>;
export const AdminSettingsResponse = z.object({ settings: z.array(AdminSetting) });
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>;

/** POST /api/settings: one setting (the specification's call), or several saved together. */
const SettingInput = z.object({
  category: z.string().min(1).max(64),
  key: z.string().min(1).max(128),
  value: z.union([z.string().max(5000), z.number(), z.boolean()]),
  type: SettingTypeSchema.optional(),
  description: z.string().max(1000).optional(),
});
export type SettingInput = z.infer<typeof SettingInput>;
export const SaveSettingsBody = z.union([
  SettingInput,
  z.object({ settings: z.array(SettingInput).min(1).max(200) }),
]);
export type SaveSettingsBody = z.infer<typeof SaveSettingsBody>;
export const SaveSettingsResponse = AdminSettingsResponse.extend({ changed: z.array(z.string()) });

/** What each outside service runs on, and whether it answers (DECISIONS.md §7). */
export const IntegrationStatus = z.object({
  service: z.enum(['database', 'redis', 'smtp', 'storage', 'ai', 'imageSearch', 'registry']),
  /** i18n key suffix under settings:integrations.impl */
  implementation: z.string(),
  /** Extra facts (host, bucket, model, row count), never a secret. */
  detail: z.string().nullable(),
  /** true: answered; false: failed; null: nothing to check (offline default with nothing to reach). */
  ok: z.boolean().nullable(),
  message: z.string().nullable(),
});
export type IntegrationStatus = z.infer<typeof IntegrationStatus>;
export const IntegrationsResponse = z.object({ integrations: z.array(IntegrationStatus) });
export type IntegrationsResponse = z.infer<typeof IntegrationsResponse>;

export const TestEmailBody = z.object({ to: z.string().trim().email().max(255) });
export const TestEmailResponse = z.object({ outboxId: z.number(), delivery: z.enum(['smtp', 'outbox']) });
export type TestEmailResponse = z.infer<typeof TestEmailResponse>;
export const TestAiResponse = z.object({
  ok: z.boolean(),
  model: z.string(),
  message: z.string().nullable(),
  /** Round trip of the check, in milliseconds. */
  ms: z.number().nullable(),
});
export type TestAiResponse = z.infer<typeof TestAiResponse>;

export const SystemInfoResponse = z.object({
  version: z.string(),
  node: z.string(),
  database: z.enum(['pglite', 'postgresql']),
  databaseBytes: z.number().nullable(),
  uptimeSeconds: z.number(),
});
export type SystemInfoResponse = z.infer<typeof SystemInfoResponse>;
