import { describe, expect, it } from 'vitest';
import { textRuns } from './pdf-fonts';
import { pdfText } from './pdf-text';

describe('pdfText and the runs drawn from it (receipts and valuation reports)', () => {
  it('keeps French text, punctuation and Intl spaces as they are', () => {
    const text = 'Évaluation — « reçu » d’impôt… 12\u202f345\u00a0$, Éloïse Côté';
    expect(pdfText(text)).toBe(text);
    expect(textRuns(text, 'Body')).toHaveLength(1);
  });

  it('keeps letters outside Windows-1252 as written, composed (NFC)', () => {
    expect(pdfText('Nguye\u0302\u0303n Łukasz Đorđe')).toBe('Nguyễn Łukasz Đorđe');
  });

  it('draws each script with a face that holds it; a name stays one run across its spaces', () => {
    const runs = textRuns('Nguyễn Văn Đức, 陳大文 et محمد علي', 'Body');
    const byText = runs.map((r) => [r.text, r.face.key]);
    // Arabic words are laid out right to left: the runs of "محمد علي" come in visual order.
    expect(runs.map((r) => r.text).join('')).toBe('Nguyễn Văn Đức, 陳大文 et علي محمد');
    expect(byText.find(([t]) => t === '陳')?.[1]).toMatch(/^noto-sans-sc-\d+-400-normal$/);
    expect(byText.find(([t]) => t === 'محمد')?.[1]).toBe('noto-sans-arabic-arabic-400-normal');
    expect(runs.every((r) => !r.text.includes('?'))).toBe(true);
    expect(textRuns('Đức', 'Body-Bold')[0]!.face.key).toMatch(/-700-normal$/);
  });

  it('prints "?" for what no face holds, not an empty box', () => {
    // Linear B and a private-use code point: in no Noto Sans file we ship.
    expect(
      textRuns('A \u{10000} \uE000', 'Body')
        .map((r) => r.text)
        .join(''),
    ).toBe('A ? ?');
  });
});
