/**
 * What a file is, read from its bytes (never from its name or the browser's type). Images are walked
 * far enough to read their dimensions and to refuse a truncated or disguised file.
 */
export type UploadKind = 'png' | 'jpeg' | 'webp' | 'pdf' | 'csv' | 'text';

export interface Sniffed {
  kind: UploadKind;
  mimeType: string;
  width?: number;
  height?: number;
}

export const IMAGE_KINDS: readonly UploadKind[] = ['png', 'jpeg', 'webp'];

const MIME: Record<UploadKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  text: 'text/plain',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: signature, IHDR first, chunks that fit, IEND last. */
function png(b: Buffer): Sniffed | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  let at = 8;
  while (at + 12 <= b.length) {
    const len = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    at += 12 + len;
    if (at > b.length) return null;
    if (type === 'IEND') return width && height ? { kind: 'png', mimeType: MIME.png, width, height } : null;
  }
  return null;
}

/** JPEG: SOI, segments up to a start-of-frame marker that gives the size. */
function jpeg(b: Buffer): Sniffed | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8 || b[2] !== 0xff) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    const len = b.readUInt16BE(at + 2);
    const isSof = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isSof) {
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      return width && height ? { kind: 'jpeg', mimeType: MIME.jpeg, width, height } : null;
    }
    if (len < 2) return null;
    at += 2 + len;
  }
  return null;
}

/** WebP: RIFF container whose size matches, then a VP8, VP8L or VP8X header. */
function webp(b: Buffer): Sniffed | null {
  if (b.length < 30 || b.toString('latin1', 0, 4) !== 'RIFF' || b.toString('latin1', 8, 12) !== 'WEBP')
    return null;
  if (b.readUInt32LE(4) + 8 > b.length) return null;
  const chunk = b.toString('latin1', 12, 16);
  let width = 0;
  let height = 0;
  if (chunk === 'VP8 ') {
    if (b[23] !== 0x9d || b[24] !== 0x01 || b[25] !== 0x2a) return null;
    width = b.readUInt16LE(26) & 0x3fff;
    height = b.readUInt16LE(28) & 0x3fff;
  } else if (chunk === 'VP8L') {
    if (b[20] !== 0x2f) return null;
    const bits = b.readUInt32LE(21);
    width = (bits & 0x3fff) + 1;
    height = ((bits >> 14) & 0x3fff) + 1;
  } else if (chunk === 'VP8X') {
    width = b.readUIntLE(24, 3) + 1;
    height = b.readUIntLE(27, 3) + 1;
  } else return null;
  return width && height ? { kind: 'webp', mimeType: MIME.webp, width, height } : null;
}

function pdf(b: Buffer): Sniffed | null {
  return b.toString('latin1', 0, 5) === '%PDF-' ? { kind: 'pdf', mimeType: MIME.pdf } : null;
}

/** Text: valid UTF-8 with no NUL or other control bytes than tab, CR, LF, form feed. */
function isText(b: Buffer): boolean {
  try {
    const s = new TextDecoder('utf-8', { fatal: true }).decode(b);
    // eslint-disable-next-line no-control-regex -- control bytes are what this test looks for
    return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(s);
  } catch {
    return false;
  }
}

/** The first allowed kind the bytes really are, or null. */
export function sniff(body: Buffer, kinds: readonly UploadKind[]): Sniffed | null {
  for (const kind of kinds) {
    const found =
      kind === 'png'
        ? png(body)
        : kind === 'jpeg'
          ? jpeg(body)
          : kind === 'webp'
            ? webp(body)
            : kind === 'pdf'
              ? pdf(body)
              : isText(body) && !png(body) && !pdf(body)
                ? { kind, mimeType: MIME[kind] }
                : null;
    if (found) return found;
  }
  return null;
}
