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

/** A ToUnicode CMap (bfchar and bfrange entries) as a code → text map. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // A ligature (ffi) maps to several code units, written with spaces: <0066 0066 0069>.
  const text = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const m of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(m[1]!, 16), text(m[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const m of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const from = parseInt(m[1]!, 16);
      const to = parseInt(m[2]!, 16);
      if (m[3]!.startsWith('[')) {
        [...m[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((h, i) => map.set(from + i, text(h[1]!)));
      } else {
        const base = Buffer.from(m[3]!.slice(1, -1).replace(/\s+/g, ''), 'hex');
        for (let code = from; code <= to; code++) {
          const b = Buffer.from(base);
          b.writeUInt16BE(b.readUInt16BE(b.length - 2) + code - from, b.length - 2);
          map.set(code, b.swap16().toString('utf16le'));
        }
      }
    }
  return map;
}

interface PdfObjects {
  dicts: Map<number, string>;
  /** Each stream's bytes, decrypted but still encoded as its /Filter says. */
  rawStreams: Map<number, Buffer>;
}

/**
 * Walks a PDF's objects in order; a stream is cut by its /Length: its bytes are deflated and
 * encrypted, so they can hold anything, a carriage return before "endstream" included.
 */
function pdfObjects(pdf: Buffer): PdfObjects {
  const raw = pdf.toString('latin1');
  const keys = objectKeys(raw);
  const rawStreams = new Map<number, Buffer>();
  const dicts = new Map<number, string>();
  const header = /(\d+) (\d+) obj/g;
  for (let m = header.exec(raw); m; m = header.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    if (end < 0) break;
    const streamAt = /stream\r?\n/.exec(raw.slice(start, end));
    if (!streamAt) {
      dicts.set(Number(m[1]), raw.slice(start, end));
      continue;
    }
    const dict = raw.slice(start, start + streamAt.index);
    dicts.set(Number(m[1]), dict);
    const dataAt = start + streamAt.index + streamAt[0].length;
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    const data = length
      ? raw.slice(dataAt, dataAt + Number(length[1]))
      : raw.slice(dataAt, raw.indexOf('endstream', dataAt)).replace(/\r?\n$/, '');
    header.lastIndex = raw.indexOf('endobj', dataAt + data.length) + 'endobj'.length;
    let bytes: Buffer = Buffer.from(data, 'latin1');
    if (keys) bytes = rc4(keys(Number(m[1]), Number(m[2])), bytes);
    rawStreams.set(Number(m[1]), bytes);
  }
  return { dicts, rawStreams };
}

const inflated = (bytes: Buffer): Buffer => {
  try {
    return inflateSync(bytes);
  } catch {
    return bytes;
  }
};

/** One run of text as drawn: where its baseline starts (points from the page's bottom left) and its size. */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
  size: number;
}

/**
 * The runs of text a PDF draws, in drawing order, for tests (no PDF package). pdfkit writes text as hex
 * strings in TJ arrays: for the standard fonts in Windows-1252, for embedded fonts as glyph codes that
 * the font's ToUnicode CMap turns back into letters.
 */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const decoder = new TextDecoder('windows-1252');
  const { dicts, rawStreams } = pdfObjects(pdf);
  const streams = new Map([...rawStreams].map(([n, b]) => [n, inflated(b).toString('latin1')]));
  // Font resource names (F1, F2…; pdfkit numbers them once per document) → their ToUnicode maps.
  const unicodeOf = new Map<string, Map<number, string>>();
  for (const dict of dicts.values())
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g))
      for (const ref of fonts[1]!.matchAll(/\/(\w+)\s+(\d+)\s+0\s+R/g)) {
        const toUnicode = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(dicts.get(Number(ref[2])) ?? '');
        const cmap = toUnicode && streams.get(Number(toUnicode[1]));
        if (cmap) unicodeOf.set(ref[1]!, parseToUnicode(cmap));
      }

  const runs: PdfTextRun[] = [];
  for (const content of streams.values()) {
    if (!/\bBT\b/.test(content)) continue;
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const body = block[1]!;
      const font = /\/(\w+)\s+([\d.]+)\s+Tf/.exec(body);
      const tm = /([\d.-]+)\s+([\d.-]+)\s+Tm/.exec(body);
      const cmap = font ? unicodeOf.get(font[1]!) : undefined;
      let text = '';
      for (const op of body.matchAll(/(\[[^\]]*\])\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
        const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
        for (const hex of hexes) {
          if (!cmap) text += decoder.decode(Buffer.from(hex, 'hex'));
          else
            for (let i = 0; i + 4 <= hex.length; i += 4)
              text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
        }
      }
      if (text)
        runs.push({
          text,
          x: Number(tm?.[1] ?? NaN),
          y: Number(tm?.[2] ?? NaN),
          size: Number(font?.[2] ?? 10),
        });
    }
  }
  return runs;
}

/**
 * The text a PDF shows, a line per line drawn. Our PDFs draw their text with the embedded fonts (the
 * Noto faces of platform/pdf/pdf-fonts.ts) as 2-byte glyph codes that the font's ToUnicode CMap turns
 * back into letters. Streams may be deflated and RC4-encrypted (receipts forbid editing).
 */
export function extractPdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let last: { y: number; end: number } | null = null;
  for (const { text, x, y, size } of pdfTextRuns(pdf)) {
    // Runs of one line drawn with different faces (Nguy|ễ|n) sit on nearly the same baseline and each
    // starts about where the last ended (widths estimated); a value in another column starts far off.
    const continues =
      last !== null && lines.length > 0 && Math.abs(y - last.y) < size * 0.5 && x - last.end < size * 1.5;
    if (continues) lines[lines.length - 1] += text;
    else lines.push(text);
    last = { y, end: x + [...text].length * size * 0.55 };
  }
  return lines.join('\n');
}

/** The text with every run of white space (no-break spaces and line ends too) made one space. */
export function flatPdfText(pdf: Buffer): string {
  return extractPdfText(pdf).replace(/[\s\u00a0]+/g, ' ');
}

export interface PdfImage {
  width: number;
  height: number;
  /** An alpha mask (pdfkit draws a PNG's transparency as a DeviceGray /SMask of the colour image). */
  isMask: boolean;
  /** The colour image's mask, when it has one. */
  mask: PdfImage | null;
  /** The samples, inflated (pdfkit writes the masks without a predictor: one byte a pixel). */
  samples: Buffer;
}

/** The images a PDF holds (image XObjects), with their size and samples, for tests. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const { dicts, rawStreams } = pdfObjects(pdf);
  const images = new Map<number, PdfImage & { maskRef: number | null }>();
  for (const [n, dict] of dicts) {
    if (!/\/Subtype\s*\/Image\b/.test(dict)) continue;
    const num = (key: string) => Number(new RegExp(`/${key}\\s+(\\d+)`).exec(dict)?.[1] ?? 0);
    const maskRef = /\/SMask\s+(\d+)\s+0\s+R/.exec(dict);
    images.set(n, {
      width: num('Width'),
      height: num('Height'),
      isMask: false,
      mask: null,
      maskRef: maskRef ? Number(maskRef[1]) : null,
      samples: inflated(rawStreams.get(n) ?? Buffer.alloc(0)),
    });
  }
  for (const image of images.values()) {
    const mask = image.maskRef === null ? undefined : images.get(image.maskRef);
    if (mask) {
      mask.isMask = true;
      image.mask = mask;
    }
  }
  return [...images.values()].map(({ maskRef: _maskRef, ...image }) => image);
}
