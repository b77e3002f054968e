import { inflateSync } from 'node:zlib';

/**
 * Reads back the text a receipt PDF shows, one line per text object, for tests (no PDF package).
 * pdfkit writes Helvetica text as hex strings in TJ arrays, in Windows-1252; streams may be deflated.
 */
export function extractPdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
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
