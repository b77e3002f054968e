import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@shared/errors';
import { hasKey, translate } from '../../platform/i18n';

/**
 * Body validation errors of this plugin's routes, translated with their numbers: the vehicle
 * schema's limits come from settings ("Year must be between {{minimum}} and {{maximum}}"), which the
 * app-wide handler's key-only messages drop. Every other error goes on to that handler.
 */
export function registerVehicleValidationErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (!hasZodFastifySchemaValidationErrors(error)) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const v of error.validation) {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
      if (fieldErrors[field]) continue;
      const extra = (v.params as { params?: Record<string, unknown> }).params ?? {};
      const params = { ...v.params, ...extra, field };
      const key = v.message && hasKey(v.message) ? v.message : 'api:fieldInvalid';
      fieldErrors[field] = translate(req.locale, key, params);
    }
    const body: ApiErrorBody = {
      message: translate(req.locale, 'api:validation'),
      code: 'VALIDATION',
      fieldErrors,
    };
    return reply.status(400).type('application/json').send(body);
  });
}
