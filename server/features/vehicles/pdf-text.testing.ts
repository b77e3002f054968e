import { inflateSync } from 'node:zlib';

// WinAnsi differs from Latin-1 in 0x80-0x9F (dashes, curly quotes, the euro...); Node's decoders
// read those bytes as control characters, so they are mapped here.
const WIN_ANSI_HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰',
  0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž', 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•',
  0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
}; // prettier-ignore

function decodeWinAnsi(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) out += WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte);
  return out;
}

/**
 * The text a pdfkit document shows, one line per text-showing operator. pdfkit writes the standard
 * fonts' text as hex strings of WinAnsi codes inside `[...] TJ`, in Flate-compressed content streams;
 * this reads exactly that, which is all the tests need (no PDF library is added for it).
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  const streamPattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streamPattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const body = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ/g)) {
      const hex = [...(op[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      lines.push(decodeWinAnsi(Buffer.from(hex, 'hex')));
    }
    streamPattern.lastIndex = end + 'endstream'.length;
  }
  return lines.join('\n');
}
