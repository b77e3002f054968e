import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import type { RegistryImport, RegistryRefusal } from '../../db/schema/registry';
import { enqueueJob } from '../../platform/jobs/enqueue';
import { projectRoot } from '../../platform/paths';
import { createRegistryParser, RegistryFileError } from './registry-parse';
import { countRegistry, findImport, insertImport, updateImport, upsertRegistryRows } from './registry.repo';
import type { RegistryRow } from './registry-row';

/** The bundled sample in the CRA export's format: the embedded default and the tests' data. */
export const SAMPLE_REGISTRY_FILE = join(
  projectRoot,
  'server',
  'features',
  'registry',
  'sample',
  'registry-sample.tsv',
);

const BATCH = 500;
export const SYNC_ALL_JOB = 'charities.sync-all';
/** The report keeps this many refused rows with their reasons; the count covers all of them. */
export const MAX_REPORTED_REFUSALS = 500;

export interface ImportOptions {
  db: Db;
  /** The registry_imports row to fill in (progress and report). */
  importId: number;
  chunks: AsyncIterable<Uint8Array>;
  source: string;
}

/**
 * Reads the file as it streams and upserts it in batches of 500, each its own short statement:
 * the embedded database serves one query at a time, so one transaction over 86,000 rows would stall
 * every request; an import is idempotent instead, and a failed one is simply run again.
 * Progress and the refusal report are written to the import row after each batch.
 */
export async function runRegistryImport(opts: ImportOptions): Promise<RegistryImport> {
  const { db, importId } = opts;
  const parser = createRegistryParser();
  const counts = { rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, refusedCount: 0 };
  const refusals: RegistryRefusal[] = [];
  let batch: RegistryRow[] = [];

  const flush = async () => {
    const { inserted, updated } = await upsertRegistryRows(db, batch, opts.source);
    counts.inserted += inserted;
    counts.updated += updated;
    counts.unchanged += batch.length - inserted - updated;
    batch = [];
    await updateImport(db, importId, {
      ...counts,
      refusals,
      bytesRead: parser.bytesRead,
      encoding: parser.encoding,
    });
  };

  await updateImport(db, importId, { status: 'running' });
  try {
    for await (const item of parser.items(opts.chunks)) {
      counts.rowsRead++;
      if ('refusal' in item) {
        counts.refusedCount++;
        if (refusals.length < MAX_REPORTED_REFUSALS) refusals.push(item.refusal);
        continue;
      }
      batch.push(item.row);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await db.transaction(async (tx) => {
      await updateImport(tx, importId, { status: 'done', finishedAt: new Date() });
      // The charities re-read their entries in the background (receipts stop on a revocation).
      await enqueueJob(tx, SYNC_ALL_JOB, {}, { key: SYNC_ALL_JOB });
    });
  } catch (error) {
    if (!(error instanceof RegistryFileError)) {
      await updateImport(db, importId, {
        status: 'failed',
        error: 'charities:import.errors.internal',
        finishedAt: new Date(),
      });
      throw error;
    }
    await updateImport(db, importId, {
      ...counts,
      refusals,
      status: 'failed',
      error: error.reason,
      finishedAt: new Date(),
    });
  }
  return (await findImport(db, importId))!;
}

/** Imports a file from disk (the CLI, the bundled sample): records the import and runs it now. */
export async function importRegistryFile(opts: {
  db: Db;
  path: string;
  source: string;
  createdBy?: string | null;
}): Promise<RegistryImport> {
  const { size } = await stat(opts.path);
  const row = await insertImport(opts.db, {
    source: opts.source,
    totalBytes: size,
    createdBy: opts.createdBy,
  });
  return runRegistryImport({
    db: opts.db,
    importId: row.id,
    source: opts.source,
    chunks: createReadStream(opts.path, { highWaterMark: 64 * 1024 }),
  });
}

/** The embedded default: an empty registry gets the bundled sample (first start, demo seed). */
export async function loadSampleRegistryIfEmpty(db: Db): Promise<RegistryImport | null> {
  if ((await countRegistry(db)) > 0) return null;
  return importRegistryFile({ db, path: SAMPLE_REGISTRY_FILE, source: 'sample' });
}
