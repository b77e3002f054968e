import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { releaseFontsFolder } from '../paths';

/**
 * Fonts for the PDFs we print (receipts, valuation reports): Noto Sans, embedded, so a donor's name
 * prints as written — Nguyễn, Łukasz, Ἀλέξανδρος, Шевченко, محمد, 陳大文 — instead of Helvetica's
 * Windows-1252 letters. The fonts come from the npm registry (@fontsource), cut by Unicode range into
 * small files; each run of text is drawn with the file that holds its letters, and only the glyphs used
 * are embedded. A letter no file holds prints as "?" rather than an empty box.
 *
 * Call sites keep pdfkit's API: `createPdfDocument()` returns a document whose `font('Body' |
 * 'Body-Bold' | 'Body-Italic')` picks the style and whose `text()` splits the string into runs by font.
 * Known limit: right-to-left text is laid out per run (an all-Arabic name prints correctly; a line mixing
 * Arabic and Latin words keeps the logical order of the runs, without the bidirectional algorithm).
 */

export type PdfFontStyle = 'Body' | 'Body-Bold' | 'Body-Italic';
const STYLES: Record<PdfFontStyle, { weight: 400 | 700; italic: boolean }> = {
  Body: { weight: 400, italic: false },
  'Body-Bold': { weight: 700, italic: false },
  'Body-Italic': { weight: 400, italic: true },
};

interface Face {
  /** Cache key for pdfkit, e.g. "noto-sans-vietnamese-700-normal". */
  key: string;
  path: string;
  ranges: [number, number][];
}

/** Packages in order of preference, and the subsets taken from each. */
const PACKAGES: { name: string; subsets: (subset: string) => boolean }[] = [
  { name: '@fontsource/noto-sans', subsets: () => true },
  { name: '@fontsource/noto-sans-arabic', subsets: (s) => s === 'arabic' },
  { name: '@fontsource/noto-sans-sc', subsets: () => true },
];

const require = createRequire(import.meta.url);
const facesByStyle = new Map<string, Face[]>();

function parseRanges(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [a, b] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(a!, 16);
    return [start, b ? parseInt(b, 16) : start];
  });
}

/** The faces of one weight and style, read from each package's @font-face list. */
function facesFor(weight: 400 | 700, italic: boolean): Face[] {
  const id = `${weight}-${italic ? 'italic' : 'normal'}`;
  const cached = facesByStyle.get(id);
  if (cached) return cached;
  const faces: Face[] = [];
  for (const pkg of PACKAGES) {
    const dir = releaseFontsFolder
      ? join(releaseFontsFolder, pkg.name)
      : dirname(require.resolve(`${pkg.name}/package.json`));
    let css: string;
    try {
      css = readFileSync(join(dir, `${weight}${italic ? '-italic' : ''}.css`), 'utf8');
    } catch {
      continue; // no italic in this package: its letters come from the upright face below
    }
    for (const m of css.matchAll(/url\(\.\/files\/([^)]+?)\.woff2\)[\s\S]*?unicode-range:\s*([^;]+);/g)) {
      const file = m[1]!;
      const subset = file.replace(/^noto-sans(-arabic|-sc)?-/, '').replace(/-\d{3}-(normal|italic)$/, '');
      if (!pkg.subsets(subset)) continue;
      // WOFF, not WOFF2: fontkit's WOFF2 reader mis-subsets composite glyphs (ễ, Đ).
      faces.push({ key: file, path: join(dir, 'files', `${file}.woff`), ranges: parseRanges(m[2]!) });
    }
  }
  // Latin first so common letters and spaces always resolve to the same face.
  faces.sort((a, b) => rank(a.key) - rank(b.key));
  facesByStyle.set(id, faces);
  return faces;
}

const rank = (key: string) => (/-latin-\d/.test(key) ? 0 : /-latin-ext-/.test(key) ? 1 : 2);

const covers = (face: Face, codePoint: number) =>
  face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b);

const faceCache = new Map<string, Face | null>();

/** The first face of the style that holds the code point (memoized: a receipt asks for the same letters). */
function faceFor(codePoint: number, style: PdfFontStyle): Face | null {
  const key = `${style}:${codePoint}`;
  const cached = faceCache.get(key);
  if (cached !== undefined) return cached;
  const { weight, italic } = STYLES[style];
  const pick = (faces: Face[]) => faces.find((f) => covers(f, codePoint)) ?? null;
  const face = pick(facesFor(weight, italic)) ?? (italic ? pick(facesFor(weight, false)) : null);
  if (faceCache.size < 50_000) faceCache.set(key, face);
  return face;
}

/**
 * Each file is read and unwrapped once per process; each document parses its own fontkit font from
 * those bytes. A fontkit font keeps every glyph it has made with the letters of its first use, and
 * embedding a subset makes the parts of composite glyphs (the E of É) with no letters: a font shared
 * by documents then gave a later receipt's "Eligible" a bold E that copies, searches and reads aloud as
 * nothing (foliojs/fontkit#154).
 */
const fontBytes = new Map<string, Buffer>();
function fontOf(face: Face): fontkit.Font {
  let bytes = fontBytes.get(face.path);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(face.path));
    fontBytes.set(face.path, bytes);
  }
  return fontkit.create(bytes);
}

/**
 * A WOFF 1.0 file as the plain TrueType/OpenType font it wraps: each table inflated once here. fontkit
 * reads WOFF too, but inflates a table (with a JavaScript inflater) every time it is asked for one —
 * 2 s of the first receipts' time went there.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) return woff; // not 'wOFF': already a plain font
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: number; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  let searchRange = 1;
  let entrySelector = 0;
  while (searchRange * 2 <= numTables) {
    searchRange *= 2;
    entrySelector++;
  }
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange * 16, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const padded = Buffer.alloc((table.data.length + 3) & ~3);
    table.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

export interface TextRun {
  face: Face;
  text: string;
}

/**
 * The string cut into runs, each drawable with one font file. A character the current run's face can
 * draw (a space, a mark, punctuation) stays in that run, so a name is not cut at every space. Letters no
 * font holds become "?".
 */
export function textRuns(text: string, style: PdfFontStyle): TextRun[] {
  const runs: TextRun[] = [];
  for (const ch of text.normalize('NFC')) {
    const codePoint = ch.codePointAt(0)!;
    const current = runs.at(-1);
    if (current && covers(current.face, codePoint)) {
      current.text += ch;
      continue;
    }
    const face = faceFor(codePoint, style);
    const target = face ?? faceFor(0x3f, style)!;
    const drawn = face ? ch : '?';
    if (current && current.face.key === target.key) current.text += drawn;
    else runs.push({ face: target, text: drawn });
  }
  return rightToLeftInOrder(runs);
}

const isRtl = (run: TextRun) => /-arabic-arabic-/.test(run.face.key);
const isBlank = (run: TextRun) => /^\s+$/.test(run.text);

/**
 * fontkit lays out an Arabic run right to left; a phrase of several Arabic words, cut into runs at the
 * spaces (the Arabic file holds no space), must also have its runs in right-to-left order.
 */
function rightToLeftInOrder(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  let i = 0;
  while (i < runs.length) {
    if (!isRtl(runs[i]!)) {
      out.push(runs[i++]!);
      continue;
    }
    let end = i + 1; // the group: RTL runs and the blanks between them
    while (end + 1 < runs.length && isBlank(runs[end]!) && isRtl(runs[end + 1]!)) end += 2;
    out.push(...runs.slice(i, end).reverse());
    i = end;
  }
  return out;
}

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * A pdfkit document that draws text with the embedded Noto faces. `font('Body' | 'Body-Bold' |
 * 'Body-Italic')` sets the style; `text()` keeps pdfkit's signature.
 */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PDFKit.PDFDocument {
  const doc = new PDFDocument(options);
  let style: PdfFontStyle = 'Body';
  const setFont = doc.font.bind(doc) as (name: string) => PDFKit.PDFDocument;
  const registered = new Set<string>();
  const drawText = doc.text.bind(doc) as (
    text: string,
    x?: number | TextOptions,
    y?: number,
    options?: TextOptions,
  ) => PDFKit.PDFDocument;
  const useFace = (face: Face) => {
    if (!registered.has(face.key)) {
      // pdfkit takes a parsed fontkit font as a source (anything with `layout`).
      doc.registerFont(face.key, fontOf(face) as unknown as Buffer);
      registered.add(face.key);
    }
    return setFont(face.key);
  };

  (doc as unknown as { font: unknown }).font = (name: string) => {
    if (!(name in STYLES)) throw new Error(`Unknown PDF font ${name}: use Body, Body-Bold or Body-Italic`);
    style = name as PdfFontStyle;
    useFace(textRuns('a', style)[0]!.face);
    return doc;
  };
  (doc as unknown as { text: unknown }).text = (
    value: string | number,
    x?: number | TextOptions,
    y?: number,
    opts?: TextOptions,
  ) => {
    let options = opts;
    if (typeof x === 'object') {
      options = x;
      x = undefined;
      y = undefined;
    }
    const runs = textRuns(String(value), style);
    if (runs.length <= 1) {
      if (runs[0]) useFace(runs[0].face);
      return drawText(runs[0]?.text ?? '', x as number | undefined, y, options);
    }
    runs.forEach((run, i) => {
      useFace(run.face);
      const last = i === runs.length - 1;
      const runOptions = { ...options, continued: last ? (options?.continued ?? false) : true };
      if (i === 0 && x !== undefined) drawText(run.text, x, y, runOptions);
      else drawText(run.text, runOptions);
    });
    return doc;
  };
  doc.font('Body');
  return doc;
}
