import { describe, expect, it } from 'vitest';
import { pdfSafe } from './pdf-safe';

describe('pdfSafe', () => {
  it('keeps French text and WinAnsi punctuation as is', () => {
    const text = 'Évaluation — « reçu » d’impôt… 12 345 $';
    expect(pdfSafe(text)).toBe(text);
  });

  it('turns narrow and thin spaces from Intl into no-break spaces', () => {
    expect(pdfSafe('120\u202f000 km')).toBe('120\u00a0000 km');
  });

  it('drops accents outside the font and replaces what cannot be drawn', () => {
    expect(pdfSafe('Nguyễn')).toBe('Nguyen');
    expect(pdfSafe('車 ok')).toBe('? ok');
  });
});
