import type { AppContext } from '../../platform/context';
import { audit } from '../../platform/audit';
import { validationError } from '../../platform/errors';
import { enqueueJob } from '../../platform/jobs/enqueue';
import type { SessionUser } from '../../platform/session/session';
import { REGISTRY_IMPORT_JOB, registryImportKey } from '../charities/charities.jobs';
import { insertImport } from './registry.repo';

/** The full CRA list is about 15 MB; twice that leaves room and still stops a wrong file early. */
export const MAX_REGISTRY_BYTES = 32 * 1024 * 1024;

/**
 * Stores the uploaded file and queues its import, in one transaction: the import row, the stored
 * file and the job exist together or not at all. The job reports progress on the import row.
 */
export async function queueRegistryUpload(
  ctx: AppContext,
  opts: { body: Buffer; fileName: string; actor: SessionUser },
) {
  if (opts.body.length === 0) throw validationError({ file: 'charities:import.errors.empty' });
  return ctx.db.transaction(async (tx) => {
    const file = await ctx.storage.put(tx, {
      body: opts.body,
      fileName: opts.fileName,
      mimeType: 'text/tab-separated-values',
      createdBy: opts.actor.id,
      folder: 'registry',
    });
    const row = await insertImport(tx, {
      source: opts.fileName,
      fileId: file.id,
      totalBytes: opts.body.length,
      createdBy: opts.actor.id,
    });
    await enqueueJob(tx, REGISTRY_IMPORT_JOB, { importId: row.id }, { key: registryImportKey(row.id) });
    await audit(tx, {
      actor: opts.actor,
      action: 'registry.upload',
      entityType: 'registry_import',
      entityId: row.id,
      details: { fileName: opts.fileName, bytes: opts.body.length },
    });
    return row;
  });
}
