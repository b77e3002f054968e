import { z } from 'zod';

/** One public setting as GET /api/settings/public/all sends it: every value as text. */
export const PublicSetting = z.object({ category: z.string(), key: z.string(), value: z.string() });
export type PublicSetting = z.infer<typeof PublicSetting>;

export const PublicSettingsResponse = z.array(PublicSetting);
