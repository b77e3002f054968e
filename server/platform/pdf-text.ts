/**
 * Text for PDFs drawn with the standard fonts (Helvetica), which draw Windows-1252 only: receipts and
 * valuation reports. English and French fit as they are; Intl's narrow and thin spaces become no-break
 * spaces, typographic hyphens and the minus sign a hyphen, a letter outside the set its base letter
 * (Nguyễn -> Nguyen, Łukasz -> Lukasz), and anything else "?" rather than a wrong glyph.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
/** Letters that do not decompose into a base letter and a mark. */
const FOLD: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ı: 'i', ŀ: 'l', Ŀ: 'L' };
const SPACES = new Set(['\u202f', '\u2009', '\u2007']);
const HYPHENS = new Set(['\u2010', '\u2011', '\u2212']);

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch) || ch === '\n'
  );
}

export function pdfText(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (SPACES.has(ch)) out += '\u00a0';
    else if (HYPHENS.has(ch)) out += '-';
    else if (FOLD[ch]) out += FOLD[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}
