import { describe, expect, it } from 'vitest';
import { encodeRgbaPng } from '../../features/receipts/signature-png';
import { AppError } from '../errors';
import { checkUpload, cleanFileName } from './uploads';

const png = encodeRgbaPng(2, 2, new Uint8Array(16).fill(9));
const rules = { maxBytes: 1024, kinds: ['png', 'jpeg'] as const, field: 'signature' };

function refusal(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('not refused');
}

describe('checkUpload (raw-body routes)', () => {
  it('returns the type and size read from the bytes', () => {
    expect(checkUpload(png, rules)).toMatchObject({
      kind: 'png',
      mimeType: 'image/png',
      width: 2,
      height: 2,
    });
  });

  it('refuses, naming the field: empty, too large, not an image, a mixed list says "not accepted"', () => {
    expect(refusal(() => checkUpload(Buffer.alloc(0), rules)).fieldErrors).toEqual({
      signature: 'uploads:fileRequired',
    });
    const big = refusal(() => checkUpload(Buffer.alloc(2048, 1), rules));
    expect([big.code, big.status, big.params]).toEqual(['PAYLOAD_TOO_LARGE', 413, { max: 1 }]);
    const html = refusal(() => checkUpload(Buffer.from('<svg onload=alert(1)>'), rules));
    expect([html.status, html.fieldErrors]).toEqual([400, { signature: 'uploads:notAnImage' }]);
    const mixed = refusal(() => checkUpload(Buffer.from('<p>'), { ...rules, kinds: ['png', 'pdf'] }));
    expect(mixed.fieldErrors).toEqual({ signature: 'uploads:wrongTypeField' });
  });

  it('cleans file names: no folders, no control characters', () => {
    expect(cleanFileName('C:\\temp\\..\\évaluation\u0000.pdf')).toBe('évaluation.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('\u0007')).toBe('file');
  });
});
