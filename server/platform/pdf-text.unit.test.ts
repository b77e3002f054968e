import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText (receipts and valuation reports)', () => {
  it('keeps French text and WinAnsi punctuation as is', () => {
    const text = 'Évaluation — « reçu » d’impôt… 12 345 $, Éloïse Côté';
    expect(pdfText(text)).toBe(text);
  });

  it('turns narrow, thin and figure spaces into no-break spaces, typographic hyphens into a hyphen', () => {
    expect(pdfText('1\u202f234,56\u00a0$')).toBe('1\u00a0234,56\u00a0$');
    expect(pdfText('120\u2009000\u2007km')).toBe('120\u00a0000\u00a0km');
    expect(pdfText('A\u2011B \u22125')).toBe('A-B -5');
  });

  it('prints the base letter of letters outside the font, and "?" for what cannot be drawn', () => {
    expect(pdfText('Nguyễn Łukasz Đorđe')).toBe('Nguyen Lukasz Dorde');
    expect(pdfText('車 ok')).toBe('? ok');
    expect(pdfText('王')).toBe('?');
  });
});
