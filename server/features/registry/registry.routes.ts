import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { requireUser } from '../../platform/session/access';
import { notFound, validationError } from '../../platform/errors';
import { findImport, listImports } from './registry.repo';
import { MAX_REGISTRY_BYTES, queueRegistryUpload } from './registry-upload.service';
import { RegistryImportView, toImportView } from './registry-view';

const FileNameQuery = z.object({ fileName: z.string().trim().min(1).max(200).default('registry.tsv') });

/** Registry imports for admins: upload a CRA file (imported by a job), follow its progress, read its report. */
export const registryRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // The file is the request body as sent (tab-separated text); it is stored, then read as a stream by the job.
    app.addContentTypeParser(
      ['text/tab-separated-values', 'text/plain', 'text/csv', 'application/octet-stream'],
      { parseAs: 'buffer', bodyLimit: MAX_REGISTRY_BYTES },
      (_req, body, done) => done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { access: 'admin' as const };

    r.post(
      '/api/admin/registry/imports',
      {
        config: admin,
        bodyLimit: MAX_REGISTRY_BYTES,
        schema: {
          querystring: FileNameQuery,
          response: { 202: RegistryImportView },
        },
      },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        if (!Buffer.isBuffer(req.body)) throw validationError({ file: 'charities:import.errors.notText' });
        const row = await queueRegistryUpload(ctx, { body: req.body, fileName: req.query.fileName, actor });
        return reply.status(202).send(toImportView(row, req.locale));
      },
    );

    r.get(
      '/api/admin/registry/imports',
      { config: admin, schema: { response: { 200: z.object({ items: z.array(RegistryImportView) }) } } },
      async (req) => ({ items: (await listImports(ctx.db, 10)).map((row) => toImportView(row, req.locale)) }),
    );

    r.get(
      '/api/admin/registry/imports/:id',
      {
        config: admin,
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: RegistryImportView },
        },
      },
      async (req) => {
        const row = await findImport(ctx.db, req.params.id);
        if (!row) throw notFound();
        return toImportView(row, req.locale);
      },
    );
  };
