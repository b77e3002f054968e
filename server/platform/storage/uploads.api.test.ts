import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeRgbaPng } from '../../features/receipts/signature-png';
import { registerErrorHandler } from '../http/error-handler';
import { localeFromHeader } from '../i18n';
import { JPEG_3X2, WEBP_3X2 } from './uploads-fixtures.testing';
import { acceptUploads, readUpload, registerUploads, uploadBodyLimit } from './uploads';

/** A server with the app's error handler and multipart set-up, and two routes that take uploads. */
let app: FastifyInstance;
const MAX = 64 * 1024;

beforeAll(async () => {
  app = Fastify({ bodyLimit: 1_048_576 });
  app.decorateRequest('locale', 'en');
  app.addHook('onRequest', async (req) => {
    req.locale = localeFromHeader(req.headers['accept-language']);
  });
  registerErrorHandler(app);
  registerUploads(app);
  await acceptUploads(app);
  app.post('/logo', { bodyLimit: uploadBodyLimit(MAX), config: { upload: true } }, async (req) => {
    const u = await readUpload(req, { maxBytes: MAX, kinds: ['png', 'jpeg', 'webp'], field: 'logo' });
    return {
      fileName: u.fileName,
      mimeType: u.mimeType,
      size: u.body.length,
      width: u.width,
      height: u.height,
      fields: u.fields,
    };
  });
  app.post('/import', { bodyLimit: uploadBodyLimit(MAX), config: { upload: true } }, async (req) => {
    const u = await readUpload(req, { maxBytes: MAX, kinds: ['csv'] });
    return { mimeType: u.mimeType, text: u.body.toString('utf8') };
  });
  app.post('/json', async (req) => ({ size: JSON.stringify(req.body).length }));
  await app.ready();
});
afterAll(() => app.close());

function multipart(parts: { name: string; value: string | Buffer; fileName?: string; type?: string }[]) {
  const boundary = '----vdc' + Math.random().toString(16).slice(2);
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.fileName
      ? `form-data; name="${p.name}"; filename="${p.fileName}"`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const post = (url: string, body: ReturnType<typeof multipart>, lang = 'en') =>
  app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'accept-language': lang },
  });

describe('readUpload', () => {
  it('accepts real PNG, JPEG and WebP images, reads their size, and types them from their content', async () => {
    const png = encodeRgbaPng(6, 5, new Uint8Array(6 * 5 * 4).fill(128));
    for (const [bytes, mime, w, h] of [
      [png, 'image/png', 6, 5],
      [JPEG_3X2, 'image/jpeg', 3, 2],
      [WEBP_3X2, 'image/webp', 3, 2],
    ] as const) {
      const res = await post(
        '/logo',
        multipart([
          { name: 'caption', value: 'Logo' },
          {
            name: 'logo',
            value: bytes,
            fileName: 'C:\\Users\\me\\logo final.bin',
            type: 'application/octet-stream',
          },
        ]),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        fileName: 'logo final.bin',
        mimeType: mime,
        size: bytes.length,
        width: w,
        height: h,
        fields: { caption: 'Logo' },
      });
    }
  });

  it('refuses a "PNG" that is really HTML, naming the field, in the request language', async () => {
    const html = multipart([
      {
        name: 'logo',
        value: '<html><script>alert(1)</script></html>',
        fileName: 'logo.png',
        type: 'image/png',
      },
    ]);
    const en = await post('/logo', html);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'This file is not an accepted type (PNG, JPEG, WebP).',
      fieldErrors: { logo: 'This file is not a PNG, JPEG or WebP image.' },
    });
    const fr = await post('/logo', html, 'fr-CA');
    expect(fr.json().fieldErrors.logo).toBe('Ce fichier n’est pas une image PNG, JPEG ou WebP.');
  });

  it('refuses an oversized file with 413 and the limit, before or while reading it', async () => {
    const big = encodeRgbaPng(200, 200, randomBytes(200 * 200 * 4));
    expect(big.length).toBeGreaterThan(MAX);
    const res = await post(
      '/logo',
      multipart([{ name: 'logo', value: big, fileName: 'big.png', type: 'image/png' }]),
      'fr',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Le fichier est trop volumineux : 64 Ko au maximum.',
      fieldErrors: { logo: 'Ce fichier est trop volumineux.' },
    });
    // Within the route's body limit but over the file limit: refused by the stream limit.
    const over = big.subarray(0, MAX + 10);
    const streamed = await post('/logo', multipart([{ name: 'logo', value: over, fileName: 'a.png' }]));
    expect(streamed.statusCode).toBe(413);
  });

  it('asks for the file when none is sent, and for text imports refuses binary content', async () => {
    const none = await post('/logo', multipart([{ name: 'caption', value: 'x' }]));
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors).toEqual({ logo: 'Choose a file to upload.' });
    const notMultipart = await app.inject({ method: 'POST', url: '/logo', payload: { logo: 'x' } });
    expect(notMultipart.statusCode).toBe(400);

    const csv = await post(
      '/import',
      multipart([{ name: 'file', value: 'nom,ville\nÉcole,Montréal\n', fileName: 'a.csv' }]),
    );
    expect(csv.json()).toEqual({ mimeType: 'text/csv', text: 'nom,ville\nÉcole,Montréal\n' });
    const binary = await post(
      '/import',
      multipart([{ name: 'file', value: JPEG_3X2, fileName: 'a.csv', type: 'text/csv' }]),
    );
    expect(binary.statusCode).toBe(400);
    expect(binary.json().fieldErrors.file).toBe("This file's content is not an accepted type.");
  });

  it('a route that does not take uploads refuses a multipart body before reading it', async () => {
    const res = await post('/json', multipart([{ name: 'file', value: 'x', fileName: 'a.txt' }]), 'fr');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      message: 'Cette adresse n’accepte pas de fichiers.',
    });
  });

  it('JSON routes keep the 1 MiB body limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/json',
      payload: { text: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});
