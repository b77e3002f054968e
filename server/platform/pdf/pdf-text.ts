/**
 * Text for PDFs (receipts and valuation reports), which draw with the embedded Noto Sans faces of
 * pdf-fonts.ts: every letter is kept as written (Nguyễn stays Nguyễn), composed to its NFC form so a
 * decomposed accent from a form field prints on its letter. What no face holds is replaced by "?" when
 * the text is drawn (pdf-fonts.ts `textRuns`).
 */
export function pdfText(text: string): string {
  return text.normalize('NFC');
}
