import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ROUTES } from '@shared/permissions';
import { projectRoot } from '../../platform/paths';

type Operation = Record<string, unknown>;
type Paths = Record<string, Record<string, Operation>>;

/** Fastify's "/api/donations/:id" as OpenAPI writes it: "/api/donations/{id}". */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI 3.1 document of every /api route, generated from the routes' zod schemas, each operation
 * carrying its access policy (`x-access`, from shared/permissions.ts) and its declared rate limits
 * (`x-rate-limit`). Registered before the routes, so it sees each one as it is added.
 */
export async function registerOpenApi(app: FastifyInstance) {
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const limits = new Map<string, { name: string; limit: number; windowSeconds: number }[]>();
  app.addHook('onRoute', (route) => {
    const rules = route.config?.rateLimit;
    if (!rules) return;
    for (const m of [route.method].flat())
      limits.set(
        `${m} ${route.url}`,
        rules.map(({ name, limit, windowSeconds }) => ({ name, limit, windowSeconds })),
      );
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vehicle Donation Canada API',
        version,
        description: 'Every route of /api. x-access names who may call it: public, signedIn or a role list.',
      },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/')) return { ...out, schema: { ...out.schema, hide: true } };
      return out;
    },
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as { paths?: Paths };
      for (const [key, policy] of Object.entries(API_ROUTES)) {
        const [method, url] = key.split(' ') as [string, string];
        const op = doc.paths?.[openApiPath(url)]?.[method.toLowerCase()];
        if (!op) continue;
        op['x-access'] = policy;
        const rules = limits.get(key);
        if (rules) op['x-rate-limit'] = rules;
      }
      return doc as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });
}
