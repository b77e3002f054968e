import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context';
import { requireUser } from '../../platform/session/access';
import { notFound } from '../../platform/errors';
import { RegNumberParams } from './charities.schemas';
import { charityForActor } from './charity-access';
import { MAX_SIGNATURE_BYTES, rawBody, storeSignature } from './charity-signature.service';
import { CharityView } from './charities.schemas';

/** The receipt signer's signature image: PNG or JPEG bytes as the request body (no form encoding needed), kept re-encoded as a PNG. */
export const charitySignatureRoutes =
  (ctx: AppContext): FastifyPluginAsync =>
  async (app) => {
    // Raw bytes for these two types, in this plugin only; the size is checked against the limit below.
    app.addContentTypeParser(
      ['image/png', 'image/jpeg'],
      { parseAs: 'buffer', bodyLimit: MAX_SIGNATURE_BYTES + 1 },
      (_req, body, done) => done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { access: 'charity' as const };

    r.put(
      '/api/charities/:regNumber/signature',
      {
        config,
        bodyLimit: MAX_SIGNATURE_BYTES + 1,
        schema: { params: RegNumberParams, response: { 200: CharityView } },
      },
      async (req) => {
        const actor = requireUser(await req.currentUser());
        const charity = await charityForActor(ctx, {
          regNumber: req.params.regNumber,
          actor,
          action: 'charity.update',
        });
        return storeSignature(ctx, {
          charity,
          body: rawBody(req.body),
          actor,
        });
      },
    );

    r.get(
      '/api/charities/:regNumber/signature',
      { config, schema: { params: RegNumberParams } },
      async (req, reply) => {
        const actor = requireUser(await req.currentUser());
        const charity = await charityForActor(ctx, {
          regNumber: req.params.regNumber,
          actor,
          action: 'charity.read',
        });
        const file = charity.signatureFileId ? await ctx.storage.get(ctx.db, charity.signatureFileId) : null;
        if (!file) throw notFound('charities:errors.noSignature');
        return reply
          .header('content-type', file.file.mimeType)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    );
  };
