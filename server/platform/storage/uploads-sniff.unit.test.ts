import { describe, expect, it } from 'vitest';
import { encodeRgbaPng } from '../../features/receipts/signature-png';
import { JPEG_3X2, WEBP_3X2 } from './uploads-fixtures.testing';
import { sniff } from './uploads-sniff';

const IMAGES = ['png', 'jpeg', 'webp'] as const;
const png = encodeRgbaPng(4, 3, new Uint8Array(4 * 3 * 4).fill(200));

describe('sniff: what a file is, from its bytes', () => {
  it('reads the kind and dimensions of real PNG, JPEG and WebP images', () => {
    expect(sniff(png, IMAGES)).toEqual({ kind: 'png', mimeType: 'image/png', width: 4, height: 3 });
    expect(sniff(JPEG_3X2, IMAGES)).toEqual({ kind: 'jpeg', mimeType: 'image/jpeg', width: 3, height: 2 });
    expect(sniff(WEBP_3X2, IMAGES)).toEqual({ kind: 'webp', mimeType: 'image/webp', width: 3, height: 2 });
  });

  it('refuses HTML, a truncated PNG, a PNG header on other bytes, and kinds not asked for', () => {
    expect(sniff(Buffer.from('<!doctype html><script>alert(1)</script>'), IMAGES)).toBeNull();
    expect(sniff(png.subarray(0, png.length - 12), IMAGES)).toBeNull(); // IEND cut off
    expect(sniff(Buffer.concat([png.subarray(0, 16), Buffer.from('<html>'.repeat(10))]), IMAGES)).toBeNull();
    expect(sniff(JPEG_3X2.subarray(0, 20), IMAGES)).toBeNull();
    expect(sniff(png, ['jpeg', 'webp'])).toBeNull();
    expect(sniff(Buffer.from('%PDF-1.7\n'), IMAGES)).toBeNull();
  });

  it('accepts UTF-8 text for csv and refuses binary', () => {
    expect(sniff(Buffer.from('name,ville\nÉcole,Montréal\r\n'), ['csv'])).toEqual({
      kind: 'csv',
      mimeType: 'text/csv',
    });
    expect(sniff(png, ['csv', 'text'])).toBeNull();
    expect(sniff(Buffer.from([0x61, 0x00, 0x62]), ['text'])).toBeNull();
    expect(sniff(Buffer.from([0xc3, 0x28]), ['text'])).toBeNull(); // invalid UTF-8
    expect(sniff(Buffer.from('%PDF-1.4'), ['pdf'])).toEqual({ kind: 'pdf', mimeType: 'application/pdf' });
  });
});
