import { createHash } from 'node:crypto';
import { inflateSync } from 'node:zlib';

const PASSWORD_PAD = Buffer.from('28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a', 'hex');

/**
 * The RC4 key of each object of a PDF encrypted with an empty user password (standard security
 * handler, revision 3, as pdfkit writes for PDF 1.4 with permissions), or null when not encrypted.
 */
function objectKeys(raw: string): ((obj: number, gen: number) => Buffer) | null {
  const encrypt = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/.exec(raw);
  if (!encrypt) return null;
  const dict = new RegExp(`\\n${encrypt[1]} ${encrypt[2]} obj([\\s\\S]*?)endobj`).exec(raw)![1]!;
  const hexOrLiteral = (name: string) => {
    const m = new RegExp(`/${name}\\s*<([0-9a-fA-F]+)>`).exec(dict);
    return Buffer.from(m![1]!, 'hex');
  };
  const owner = hexOrLiteral('O');
  const p = Number(/\/P\s+(-?\d+)/.exec(dict)![1]);
  const length = Number(/\/Length\s+(\d+)/.exec(dict)?.[1] ?? 40) / 8;
  const id = Buffer.from(/\/ID\s*\[\s*<([0-9a-fA-F]+)>/.exec(raw)![1]!, 'hex');
  const pBytes = Buffer.alloc(4);
  pBytes.writeInt32LE(p);
  let key = createHash('md5')
    .update(Buffer.concat([PASSWORD_PAD, owner, pBytes, id]))
    .digest();
  for (let i = 0; i < 50; i++) key = createHash('md5').update(key.subarray(0, length)).digest();
  key = key.subarray(0, length);
  return (obj, gen) => {
    const salt = Buffer.from([
      obj & 0xff,
      (obj >> 8) & 0xff,
      (obj >> 16) & 0xff,
      gen & 0xff,
      (gen >> 8) & 0xff,
    ]);
    return createHash('md5')
      .update(Buffer.concat([key, salt]))
      .digest()
      .subarray(0, Math.min(length + 5, 16));
  };
}

/** RC4 (OpenSSL 3 no longer offers it by default); symmetric, so this decrypts. */
function rc4(key: Buffer, data: Buffer): Buffer {
  const s = Array.from({ length: 256 }, (_, i) => i);
  for (let i = 0, j = 0; i < 256; i++) {
    j = (j + s[i]! + key[i % key.length]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
  }
  const out = Buffer.alloc(data.length);
  for (let n = 0, i = 0, j = 0; n < data.length; n++) {
    i = (i + 1) & 0xff;
    j = (j + s[i]!) & 0xff;
    [s[i], s[j]] = [s[j]!, s[i]!];
    out[n] = data[n]! ^ s[(s[i]! + s[j]!) & 0xff]!;
  }
  return out;
}

/**
 * Reads back the text a receipt PDF shows, one line per text object, for tests (no PDF package).
 * pdfkit writes Helvetica text as hex strings in TJ arrays, in Windows-1252; streams may be deflated.
 */
export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  const keys = objectKeys(raw);
  for (const m of raw.matchAll(/(\d+) (\d+) obj(?:(?!endobj)[\s\S])*?stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let bytes: Buffer = Buffer.from(m[3]!, 'latin1');
    if (keys) bytes = rc4(keys(Number(m[1]), Number(m[2])), bytes);
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = '';
      for (const op of block[1]!.matchAll(/(\[[^\]]*\])\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
        for (const hex of hexes) line += decoder.decode(Buffer.from(hex, 'hex'));
      }
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}

/** The text with every run of white space (no-break spaces and line ends too) made one space. */
export function flatPdfText(pdf: Buffer): string {
  return extractPdfText(pdf).replace(/[\s\u00a0]+/g, ' ');
}
