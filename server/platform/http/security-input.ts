import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { addRouteHook } from './route-hooks';

/** How deep arrays and objects may nest in a request (the deepest form the app sends is under 10). */
export const MAX_DEPTH = 64;
/** Fields named in one refusal, at most. */
const MAX_FIELDS = 20;

// C0 controls except tab, line feed and carriage return (text areas keep those), DEL and C1 controls.
// PostgreSQL refuses NUL in text, and none of them belongs in a name, an address or a note.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// Half of a UTF-16 pair (JSON's "\ud800"): no UTF-8 can hold it, so PostgreSQL refuses it in jsonb
// and a text column would keep a replacement character instead.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Either of the above may be in the string: the only strings looked at twice (emoji hold pairs).
// eslint-disable-next-line no-control-regex
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/;

/** The text with what cannot be stored replaced by U+FFFD, for recording what was refused. */
export function storableText(s: string): string {
  return textProblem(s) === null ? s : s.replace(CONTROL_ALL, '\uFFFD').replace(LONE_SURROGATE_ALL, '\uFFFD');
}
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');
const LONE_SURROGATE_ALL = new RegExp(LONE_SURROGATE.source, 'g');

/** Why a string cannot be stored as sent (an i18n key of the field's message), or null. */
export function textProblem(s: string): string | null {
  if (!SUSPECT.test(s)) return null;
  if (CONTROL.test(s)) return 'validation:controlCharacters';
  if (LONE_SURROGATE.test(s)) return 'validation:brokenCharacter';
  return null;
}

const isContainer = (v: unknown): v is object => v !== null && typeof v === 'object' && !Buffer.isBuffer(v);

/**
 * Whether a value (a parsed body, the query, the route's parameters) holds text that cannot be stored
 * or nests deeper than MAX_DEPTH. Walked with a stack of its own, never by recursion, so no input can
 * overflow the call stack; nothing is allocated for the strings and keys that are fine.
 */
function holdsProblem(value: unknown): boolean {
  if (typeof value === 'string') return textProblem(value) !== null;
  if (!isContainer(value)) return false;
  const stack: object[] = [value];
  const depths: number[] = [1];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const depth = depths.pop()!;
    if (depth > MAX_DEPTH) return true;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const item: unknown = node[i];
        if (typeof item === 'string') {
          if (textProblem(item) !== null) return true;
        } else if (isContainer(item)) {
          stack.push(item);
          depths.push(depth + 1);
        }
      }
      continue;
    }
    for (const key in node) {
      if (!Object.hasOwn(node, key)) continue;
      if (textProblem(key) !== null) return true;
      const item: unknown = (node as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        if (textProblem(item) !== null) return true;
      } else if (isContainer(item)) {
        stack.push(item);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/**
 * The fields ("firstName", "answers.2.value"; the value itself is "body") that hold text that cannot
 * be stored, with the i18n key of each one's message. A value nested too deep is named by its
 * top-level field. A key that cannot be stored is reported on the object holding it. Iterative.
 */
export function inputProblems(value: unknown, found: Record<string, string> = {}): Record<string, string> {
  const stack: { node: unknown; path: string; depth: number }[] = [{ node: value, path: '', depth: 0 }];
  const add = (path: string, key: string) => {
    if (Object.keys(found).length < MAX_FIELDS) found[path || 'body'] ??= key;
  };
  while (stack.length > 0 && Object.keys(found).length < MAX_FIELDS) {
    const { node, path, depth } = stack.pop()!;
    if (typeof node === 'string') {
      const problem = textProblem(node);
      if (problem) add(path, problem);
      continue;
    }
    if (!isContainer(node)) continue;
    if (depth >= MAX_DEPTH) {
      add(path.split('.')[0]!, 'validation:tooDeep');
      continue;
    }
    const entries = Array.isArray(node)
      ? node.map((item, i) => [String(i), item] as const)
      : Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const problem = Array.isArray(node) ? null : textProblem(key);
      if (problem) add(path, problem);
      else stack.push({ node: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return found;
}

/**
 * The refusal of a request holding text that cannot be stored or values nested too deep: 400 with a
 * translated message per field, the shape of every other validation failure. `input` is what was
 * refused, for a route that must still record the attempt (a sign-in counts it as a failure).
 */
export class RefusedInput extends AppError {
  constructor(
    fieldErrors: Record<string, string>,
    readonly input: unknown,
  ) {
    const deep = Object.values(fieldErrors).includes('validation:tooDeep');
    super('VALIDATION', deep ? 'api:tooDeep' : 'api:validation', { max: MAX_DEPTH }, fieldErrors);
  }
}

/** The refusal for these values (body, query or parameters), or null when all can be stored. */
export function refusalOf(...values: unknown[]): RefusedInput | null {
  if (!values.some(holdsProblem)) return null;
  const found: Record<string, string> = {};
  for (const value of values) inputProblems(value, found);
  return new RefusedInput(found, values.at(-1));
}

/** The route's parameters, query, and a body no JSON parser read (text/plain). */
function refuseUnstorableText(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const body = typeof req.body === 'string' ? req.body : undefined;
  done(refusalOf(req.params, req.query, body) ?? undefined);
}

/**
 * Every piece of text a request brings is checked in one place, before anything else reads it:
 * - a JSON body as it is parsed (Fastify's own parser, then this check): values nested deeper than
 *   MAX_DEPTH, control characters (NUL and the rest, not tab or line breaks) and lone UTF-16
 *   surrogates, in values and in keys;
 * - the route's parameters and query, and a text/plain body, before the route's schema runs (added to
 *   every route when it is registered);
 * - a multipart upload's text fields in `readUpload` (platform/storage/uploads.ts), through `refusalOf`.
 * Headers need no check: Node refuses control characters below 0x20 in them (tab aside) and reads
 * them as Latin-1, which holds no surrogate, so a stored User-Agent is always valid text.
 * The answer is 400 with a translated message per field, instead of a database error (500).
 */
export function registerInputGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    void parseJson(req, text as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const refusal = refusalOf(value);
      if (refusal) done(refusal, undefined);
      else done(null, value);
    });
  });
  app.addHook('onRoute', (route) => addRouteHook(route, 'preValidation', refuseUnstorableText));
}
