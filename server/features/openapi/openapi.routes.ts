import type { FastifyPluginAsync } from 'fastify';

/** The API's own description, public like the routes it lists (their policies are in it too). */
export const openApiRoutes = (): FastifyPluginAsync => async (app) => {
  app.get('/api/openapi.json', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
};
