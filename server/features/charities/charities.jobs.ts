import { defineJob } from '../../platform/jobs/job-spec';
import { findImport, queuedUploads } from '../registry/registry.repo';
import { runRegistryImport, SYNC_ALL_JOB } from '../registry/registry-import.service';
import { syncAllCharities } from './charity-sync.service';

export const REGISTRY_IMPORT_JOB = 'registry.import';
export const registryImportKey = (importId: number) => `${REGISTRY_IMPORT_JOB}:${importId}`;

/**
 * Imports an uploaded registry file (stored before the job was queued). An import is idempotent, so
 * a retry after a crash simply reads the file again; a file refused as a whole is not retried.
 */
export const registryImportJob = defineJob<{ importId: number }>({
  name: REGISTRY_IMPORT_JOB,
  maxAttempts: 3,
  async run(payload, ctx) {
    const row = await findImport(ctx.db, payload.importId);
    if (!row?.fileId || row.status === 'done') return;
    const file = await ctx.storage.getStream(ctx.db, row.fileId);
    if (!file) throw new Error(`registry import ${row.id}: stored file ${row.fileId} is missing`);
    await runRegistryImport({ db: ctx.db, importId: row.id, source: row.source, chunks: file.stream });
  },
  // An uploaded file not yet started is imported even if its job was lost (the upgrade from decision 007).
  async pending(db) {
    const rows = await queuedUploads(db);
    return rows.map((id) => ({ payload: { importId: id }, key: registryImportKey(id) }));
  },
});

/** Queued by every finished registry import (CLI, sample or upload): each charity re-reads its entry. */
export const syncAllCharitiesJob = defineJob({
  name: SYNC_ALL_JOB,
  maxAttempts: 3,
  async run(_payload, ctx) {
    await syncAllCharities(ctx);
  },
});

export const charitiesJobs = [registryImportJob, syncAllCharitiesJob];
