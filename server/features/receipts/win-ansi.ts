/**
 * The PDF's standard fonts (Helvetica) draw Windows-1252 only. English and French fit; for any other
 * letter we print its base letter (Nguyễn -> Nguyen, Łukasz -> Lukasz) rather than a wrong glyph.
 */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const FOLD: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ħ: 'h', ı: 'i', ŀ: 'l', Ŀ: 'L' };

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    CP1252_EXTRA.includes(ch) ||
    ch === '\n'
  );
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (ch === '\u202f' || ch === '\u2009')
      out += '\u00a0'; // Intl's narrow no-break space
    else if (FOLD[ch]) out += FOLD[ch];
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}
