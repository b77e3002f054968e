/**
 * Helvetica, a PDF standard font, draws Windows-1252 only. French fits; Intl's narrow no-break
 * space (U+202F) becomes a no-break space, accented letters outside the set lose their accent
 * (Nguyễn -> Nguyen), and anything else becomes "?" rather than a wrong glyph.
 */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function encodable(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.has(ch) || ch === '\n'
  );
}

export function pdfSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    if (encodable(ch)) out += ch;
    else if (ch === '\u202f' || ch === '\u2009' || ch === '\u2007') out += '\u00a0';
    else if (ch === '\u2011' || ch === '\u2010' || ch === '\u2212') out += '-';
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}
