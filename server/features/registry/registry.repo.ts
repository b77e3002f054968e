import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { charityRegistry, registryImports, type RegistryImport } from '../../db/schema/registry';
import type { RegistryRow } from './registry-row';

const COMPARED = [
  'legal_name',
  'status',
  'donee_type',
  'effective_date',
  'sanctions',
  'designation_code',
  'category_code',
  'category_description',
  'address',
  'city',
  'province',
  'country',
  'postal_code',
] as const;

const changed = sql.raw(
  `(${COMPARED.map((c) => `charity_registry.${c}`).join(', ')}) is distinct from (${COMPARED.map((c) => `excluded.${c}`).join(', ')})`,
);

/**
 * Inserts new numbers and updates changed ones; a row identical to the stored one is not touched
 * (so a re-import reports it unchanged). Returns how many were inserted and updated.
 */
export async function upsertRegistryRows(
  db: DbOrTx,
  rows: RegistryRow[],
  source: string,
): Promise<{ inserted: number; updated: number }> {
  if (rows.length === 0) return { inserted: 0, updated: 0 };
  const now = new Date();
  const written = await db
    .insert(charityRegistry)
    .values(rows.map((r) => ({ ...r, source, importedAt: now })))
    .onConflictDoUpdate({
      target: charityRegistry.registrationNumber,
      set: {
        ...Object.fromEntries(
          [
            'legalName',
            'status',
            'doneeType',
            'effectiveDate',
            'sanctions',
            'designationCode',
            'categoryCode',
            'categoryDescription',
            'address',
            'city',
            'province',
            'country',
            'postalCode',
          ].map((k) => [k, sql.raw(`excluded.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)]),
        ),
        source,
        importedAt: now,
      },
      setWhere: changed,
    })
    // xmax is 0 on a freshly inserted row version, non-zero on one written by the update.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = written.filter((w) => w.inserted).length;
  return { inserted, updated: written.length - inserted };
}

export async function findRegistryEntry(db: DbOrTx, registrationNumber: string) {
  const [row] = await db
    .select()
    .from(charityRegistry)
    .where(eq(charityRegistry.registrationNumber, registrationNumber));
  return row;
}

export async function countRegistry(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(charityRegistry);
  return row?.n ?? 0;
}

export async function insertImport(
  db: DbOrTx,
  values: { source: string; fileId?: string | null; totalBytes: number; createdBy?: string | null },
): Promise<RegistryImport> {
  const [row] = await db.insert(registryImports).values(values).returning();
  return row!;
}

export async function updateImport(db: DbOrTx, id: number, values: Partial<RegistryImport>): Promise<void> {
  await db.update(registryImports).set(values).where(eq(registryImports.id, id));
}

export async function findImport(db: DbOrTx, id: number): Promise<RegistryImport | undefined> {
  const [row] = await db.select().from(registryImports).where(eq(registryImports.id, id));
  return row;
}

export async function listImports(db: DbOrTx, limit: number): Promise<RegistryImport[]> {
  return db.select().from(registryImports).orderBy(desc(registryImports.id)).limit(limit);
}

/** Uploaded files whose import has not started (the `registry.import` job's pending work). */
export async function queuedUploads(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: registryImports.id })
    .from(registryImports)
    .where(and(eq(registryImports.status, 'queued'), isNotNull(registryImports.fileId)));
  return rows.map((r) => r.id);
}
