import { request } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@shared/errors';
import { multipartBody } from '../../test/support/multipart';
import { addUser, createTestApp, login, type TestApp } from '../../test/test-app';

/** Fastify's own errors answered in ours: `{ message, code }`, translated, with the right 4xx. */
let t: TestApp;
let editor: string;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, 'editor', 'errors-editor');
  editor = await login(t, 'errors-editor');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t?.close());

/** Raw bytes over a socket: the path and headers exactly as written (inject would check them first). */
function raw(method: string, path: string, headers: Record<string, string>, body?: string | Buffer) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const fr = { 'accept-language': 'fr-CA' };
const manyParts = multipartBody(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })));

const CASES: [string, () => Promise<{ status: number; body: string }>, number, string, string][] = [
  [
    'a body type no parser takes',
    () => raw('POST', '/api/auth/login', { ...fr, 'content-type': 'application/xml' }, '<a/>'),
    415,
    'VALIDATION',
    'Cette adresse n’accepte pas de contenu de ce type.',
  ],
  [
    'a body over the limit',
    () =>
      raw(
        'POST',
        '/api/auth/login',
        { ...fr, 'content-type': 'application/json' },
        `"${'a'.repeat(1_100_000)}"`,
      ),
    413,
    'PAYLOAD_TOO_LARGE',
    'La requête est trop volumineuse.',
  ],
  [
    'JSON that does not parse',
    () => raw('POST', '/api/auth/login', { ...fr, 'content-type': 'application/json' }, '{"a":'),
    400,
    'VALIDATION',
    "Le corps de la requête n'est pas un JSON valide.",
  ],
  [
    'an empty JSON body',
    () => raw('POST', '/api/auth/login', { ...fr, 'content-type': 'application/json' }, ''),
    400,
    'VALIDATION',
    "Le corps de la requête n'est pas un JSON valide.",
  ],
  [
    'a prototype key',
    () =>
      raw('POST', '/api/auth/login', { ...fr, 'content-type': 'application/json' }, '{"__proto__":{"a":1}}'),
    400,
    'VALIDATION',
    "Le corps de la requête n'est pas un JSON valide.",
  ],
  [
    'an address that is not valid percent-encoding',
    () => raw('GET', '/api/receipts/verify/%E0%A4%A', fr),
    400,
    'VALIDATION',
    'Cette adresse n’est pas valide.',
  ],
  [
    'an unknown Content-Encoding',
    () =>
      raw(
        'POST',
        '/api/auth/login',
        { ...fr, 'content-type': 'application/json', 'content-encoding': 'compress' },
        '{}',
      ),
    415,
    'VALIDATION',
    'La requête n’a pas pu être lue.',
  ],
  [
    'too many parts in an upload',
    () => raw('POST', '/api/admin/media', { ...fr, cookie: editor, ...manyParts.headers }, manyParts.payload),
    400,
    'VALIDATION',
    'Le téléversement n’a pas pu être lu.',
  ],
];

describe('Fastify’s errors', () => {
  it.each(CASES)('%s: our status, code and translated message', async (_n, send, status, code, message) => {
    const res = await send();
    expect(res.body).not.toMatch(/FST_/);
    expect(res.status, res.body).toBe(status);
    const body = JSON.parse(res.body) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(
      Object.keys(body).includes('fieldErrors') ? ['code', 'fieldErrors', 'message'] : ['code', 'message'],
    );
    expect(ERROR_CODES).toContain(body.code);
    expect(body.code).toBe(code);
    expect(body.message).toContain(message);
  });
});

/** Bytes written on a bare connection, and what comes back before it closes. */
function onSocket(bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
  });
}

describe('a request Node cannot read as HTTP', () => {
  it.each([
    [
      'a request line that is not HTTP',
      'NOT HTTP AT ALL\r\n\r\n',
      400,
      'The request could not be read. / La requête n’a pas pu être lue.',
    ],
    [
      'headers over the size limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request’s headers are too large. / Les en-têtes de la requête sont trop volumineux.',
    ],
  ])('%s: our shape, in both languages', async (_name, bytes, status, message) => {
    const answer = await onSocket(bytes);
    expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ message, code: 'VALIDATION' });
  });
});
