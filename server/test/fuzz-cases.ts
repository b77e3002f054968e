/**
 * Malformed and boundary requests built from an operation of the OpenAPI document: wrong types,
 * missing and extra fields, huge strings, control characters, unicode. Deterministic and bounded.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface FuzzOperation {
  method: string;
  /** OpenAPI path: /api/donations/{id} */
  path: string;
  pathParams: string[];
  query: string[];
  body?: JsonSchema;
}

export interface FuzzCase {
  name: string;
  url: string;
  payload?: unknown;
  /** The body as written, for what JSON.stringify cannot write (nesting deeper than its recursion). */
  raw?: string;
}

const HUGE = 'A'.repeat(20_000);
const CONTROL = 'x\u0000y\u0007z\u001f';
const UNICODE = 'Ñoël 🚗 \u202eRTL\u202c 𝔘 ﷽';
/** Halves of UTF-16 pairs on their own: no UTF-8 (nor PostgreSQL's jsonb) can hold them. */
const LONE_SURROGATES = 'a\ud800b\udc00c\ud83d';
/** Their bytes in a URL (WTF-8, not valid UTF-8): what a path or query can carry of them. */
const LONE_SURROGATE_URL = 'a%ED%A0%80b';
const DEEP = 10_000;
const typeOf = (s: JsonSchema) => {
  const first = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
  if (first && !s.type) return typeOf(first);
  return Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
};

/** A plausible value, so mutations of one field reach the checks behind the others. */
export function sample(s: JsonSchema, depth = 0): unknown {
  if (s.enum?.length) return s.enum[0];
  switch (typeOf(s)) {
    case 'string':
      return s.format === 'email' ? 'fuzz@example.test' : s.format === 'date' ? '2024-01-31' : 'fuzz';
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object': {
      if (depth > 4) return {};
      const props = s.properties ?? {};
      return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, sample(v, depth + 1)]));
    }
    default:
      return 'fuzz';
  }
}

/** Every property of the (object) sample replaced by `value(type)`, recursively one level down. */
function mapFields(s: JsonSchema, value: (type: string | undefined) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = value(typeOf(v));
  return out;
}

const wrongType = (type: string | undefined): unknown =>
  type === 'string'
    ? 12345
    : type === 'number' || type === 'integer'
      ? 'not-a-number'
      : type === 'boolean'
        ? 'yes'
        : type === 'array'
          ? { a: 1 }
          : 'x';

const fill = (path: string, params: string[], value: string) =>
  params.reduce((p, name) => p.replace(`{${name}}`, encodeURIComponent(value)), path);

/** Bounded cases for one operation; `full` adds the heavier ones (huge strings, unicode, boundaries). */
export function fuzzCases(op: FuzzOperation, full: boolean): FuzzCase[] {
  const base = fill(op.path, op.pathParams, '1');
  const withQuery = (url: string, value: string) =>
    op.query.length ? `${url}?${op.query.map((q) => `${q}=${encodeURIComponent(value)}`).join('&')}` : url;
  const cases: FuzzCase[] = [];
  const add = (name: string, url: string, payload?: unknown) => cases.push({ name, url, payload });
  const hasBody = !['GET', 'DELETE'].includes(op.method);
  const good = op.body ? sample(op.body) : undefined;

  add(
    'wrong types in the path and query',
    withQuery(fill(op.path, op.pathParams, '-1.5e99'), 'not-a-number'),
    good,
  );
  add(
    'control characters in the path and query',
    withQuery(fill(op.path, op.pathParams, CONTROL), CONTROL),
    good,
  );
  if (hasBody) {
    add('no body', base);
    add('every field of the wrong type', base, op.body ? mapFields(op.body, wrongType) : 42);
  }
  if (!full) return cases;
  add(
    'huge path and query values',
    withQuery(fill(op.path, op.pathParams, HUGE.slice(0, 3000)), HUGE.slice(0, 3000)),
  );
  add('unicode in the path and query', withQuery(fill(op.path, op.pathParams, UNICODE), UNICODE));
  if (hasBody) {
    add('an array instead of an object', base, [good]);
    add('all fields missing', base, {});
    add('extra fields, a prototype key', base, {
      ...(good as object),
      extra: 'x',
      ['__proto__']: { admin: true },
    });
    add(
      'huge strings',
      base,
      op.body ? mapFields(op.body, (t) => (t === 'string' ? HUGE : sample({ type: t }))) : HUGE,
    );
    add(
      'control characters in every field',
      base,
      op.body ? mapFields(op.body, (t) => (t === 'string' ? CONTROL : sample({ type: t }))) : CONTROL,
    );
    add(
      'unicode in every field',
      base,
      op.body ? mapFields(op.body, (t) => (t === 'string' ? UNICODE : sample({ type: t }))) : UNICODE,
    );
    add(
      'boundary numbers',
      base,
      op.body
        ? mapFields(op.body, (t) => (t === 'number' || t === 'integer' ? -1e308 : sample({ type: t })))
        : -1,
    );
    add('null everywhere', base, op.body ? mapFields(op.body, () => null) : null);
  }
  return cases;
}

/** A sample whose every string, at any depth (arrays hold one item), is `text`. */
function sampleWithText(s: JsonSchema, text: string, depth = 0): unknown {
  if (s.enum?.length) return typeof s.enum[0] === 'string' ? text : s.enum[0];
  const type = typeOf(s);
  if (type === 'string') return text;
  if (depth > 5) return sample(s);
  if (type === 'array') return [sampleWithText(s.items ?? { type: 'string' }, text, depth + 1)];
  if (type === 'object' || s.properties)
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleWithText(v, text, depth + 1)]),
    );
  return sample(s);
}

/**
 * Input no route may answer with a 5xx, built from the operation's schema so a new route is covered
 * without being named: bodies nested DEEP levels (under a field of the body, and as the body itself),
 * lone UTF-16 surrogates in every string at any depth and in keys, and their bytes in the path and query.
 */
export function inputCases(op: FuzzOperation): FuzzCase[] {
  const base = fill(op.path, op.pathParams, '1');
  const cases: FuzzCase[] = [];
  const add = (name: string, url: string, payload?: unknown, raw?: string) =>
    cases.push({ name, url, payload, raw });
  const rawFill = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, LONE_SURROGATE_URL), op.path);
  add(
    'lone surrogates in the path and query',
    op.query.length ? `${rawFill}?${op.query.map((q) => `${q}=${LONE_SURROGATE_URL}`).join('&')}` : rawFill,
  );
  if (['GET', 'DELETE'].includes(op.method)) return cases;
  const good = (op.body ? sample(op.body) : {}) as Record<string, unknown>;
  const field = Object.keys(good)[0] ?? 'value';
  const deep = `${'['.repeat(DEEP)}1${']'.repeat(DEEP)}`;
  const withField = JSON.stringify({ ...good, [field]: 0 });
  add(
    `a field nested ${DEEP} deep`,
    base,
    undefined,
    withField.replace(`"${field}":0`, () => `"${field}":${deep}`),
  );
  add(`a body nested ${DEEP} deep`, base, undefined, deep);
  // A schema with no string of its own (a record, a bare object) gets one beside its fields.
  const texts = op.body ? sampleWithText(op.body, LONE_SURROGATES) : LONE_SURROGATES;
  const holdsText = JSON.stringify(texts).includes('\\ud800');
  add(
    'lone surrogates in every string',
    base,
    holdsText
      ? texts
      : texts && typeof texts === 'object'
        ? { ...texts, text: LONE_SURROGATES }
        : LONE_SURROGATES,
  );
  add('lone surrogates in keys', base, { ...good, [`k\udc00`]: 'x', nested: { [`\ud800`]: 1 } });
  return cases;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

/** The operations of the document, with their path and query parameter names and JSON body schema. */
export function operationsOf(doc: OpenApiDoc): FuzzOperation[] {
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  return ops;
}
