import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractPdfText } from './pdf-read.testing';

/** A one-page PDF body whose content stream is the given deflated bytes (the reader needs no xref). */
function pdfWith(stream: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'),
    Buffer.from(`2 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
  ]);
}

describe('the test PDF reader', () => {
  it('cuts a stream by its length, even when its last byte is a carriage return', () => {
    // Deflated bytes are arbitrary: the last is the low byte of the sum of the content's bytes (Adler-32),
    // and each x adds an odd 111 ("78" in hex), so one of the first 256 lengths ends the stream in \r.
    let text = '';
    let stream = Buffer.alloc(0);
    for (let n = 0; n < 256 && stream.at(-1) !== 0x0d; n++) {
      text = `Receipt ${'x'.repeat(n)}`;
      stream = deflateSync(`BT /F1 12 Tf 1 0 0 1 72 700 Tm <${Buffer.from(text).toString('hex')}> Tj ET`);
    }
    expect(stream.at(-1)).toBe(0x0d);
    expect(extractPdfText(pdfWith(stream))).toBe(text);
  });

  it('reads a stream that holds the word endobj', () => {
    const stream = deflateSync('BT /F1 12 Tf 1 0 0 1 72 700 Tm <48656c6c6f> Tj ET % endobj 3 0 obj');
    expect(extractPdfText(pdfWith(stream))).toBe('Hello');
  });
});
