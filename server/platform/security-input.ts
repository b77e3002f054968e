import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { addRouteHook } from './route-hooks';

// C0 controls except tab, line feed and carriage return (text areas keep those), DEL and C1 controls.
// PostgreSQL refuses NUL in text, and none of them belongs in a name, an address or a note.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Paths ("body.firstName", "query.q", "params.code") of the strings holding a control character. */
export function controlCharacterFields(value: unknown, path: string, found: string[] = []): string[] {
  if (found.length >= 20) return found;
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharacterFields(v, `${path}.${i}`, found));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      if (CONTROL.test(k)) found.push(path);
      else controlCharacterFields(v, path ? `${path}.${k}` : k, found);
    }
  }
  return found;
}

/** Whether any string (or key) in the value holds a control character; allocates nothing on the way. */
function holdsControlCharacter(value: unknown): boolean {
  if (typeof value === 'string') return CONTROL.test(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsControlCharacter(value[i])) return true;
    return false;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (CONTROL.test(key) || holdsControlCharacter((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** The route's parameters, query and body: a 400 naming each field that holds a control character. */
function refuseControlCharacters(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  // Nearly every request holds none: checked without building a field path for each value.
  if (
    !holdsControlCharacter(req.params) &&
    !holdsControlCharacter(req.query) &&
    !holdsControlCharacter(req.body)
  )
    return done();
  const fields = controlCharacterFields(req.params, '');
  controlCharacterFields(req.query, '', fields);
  controlCharacterFields(req.body, '', fields);
  if (!fields.length) return done();
  const fieldErrors = Object.fromEntries(fields.map((f) => [f || 'body', 'validation:controlCharacters']));
  done(new AppError('VALIDATION', 'api:validation', {}, fieldErrors));
}

/**
 * Refuses control characters in any string of an /api request (body, query, route parameters) before
 * the route's schema runs: 400 with a translated message per field, the same shape as every other
 * validation failure, instead of a database error. Added to each /api route when it is registered.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/')) addRouteHook(route, 'preValidation', refuseControlCharacters);
  });
}
