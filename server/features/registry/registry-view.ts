import { z } from 'zod';
import type { RegistryImport } from '../../db/schema/registry';
import { translate, type Locale } from '../../platform/i18n';

export const RegistryImportView = z.object({
  id: z.number().int(),
  source: z.string(),
  status: z.string(),
  /** 0-100, from the bytes read. */
  progress: z.number(),
  encoding: z.string().nullable(),
  rowsRead: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  refusedCount: z.number(),
  refusals: z.array(
    z.object({ line: z.number(), registrationNumber: z.string().nullable(), reason: z.string() }),
  ),
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

/** An import with its refusal reasons in the reader's language. */
export function toImportView(row: RegistryImport, locale: Locale): z.infer<typeof RegistryImportView> {
  const done = row.status === 'done';
  return {
    id: row.id,
    source: row.source,
    status: row.status,
    progress: done
      ? 100
      : row.totalBytes > 0
        ? Math.min(99, Math.floor((row.bytesRead / row.totalBytes) * 100))
        : 0,
    encoding: row.encoding,
    rowsRead: row.rowsRead,
    inserted: row.inserted,
    updated: row.updated,
    unchanged: row.unchanged,
    refusedCount: row.refusedCount,
    refusals: row.refusals.map((r) => ({
      line: r.line,
      registrationNumber: r.registrationNumber ?? null,
      reason: translate(locale, r.reason, r.params ?? {}),
    })),
    error: row.error ? translate(locale, row.error, { expected: 14 }) : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
