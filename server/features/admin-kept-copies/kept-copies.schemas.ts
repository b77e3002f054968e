import { z } from 'zod';

/** GET /api/admin/kept-copies: what this instance keeps in memory (server/platform/kept-copies/kept-copies.ts). */
export const KeptCopy = z.object({
  name: z
    .string()
    .describe('The copy (sessions, settings, soldVehicles, publicPosts, signedOutPages, chatPassages)'),
  channel: z.string().nullable().describe('The NOTIFY channel that announces its changes; null: none'),
  maxAgeMs: z.number().int().describe('An entry is read again after this long, heard or not'),
  entries: z.number().int(),
  listening: z.boolean().nullable().describe('Hearing its channel now (nothing is kept when not)'),
  invalidations: z.number().int().describe('Times dropped since this instance started'),
  lastInvalidation: z.object({ at: z.string(), reason: z.enum(['notice', 'local', 'reconnect']) }).nullable(),
});
export const KeptCopiesResponse = z.object({ copies: z.array(KeptCopy) });
export type KeptCopiesResponse = z.infer<typeof KeptCopiesResponse>;
