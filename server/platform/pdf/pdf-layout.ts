import { pdfText } from './pdf-text';

/**
 * The layout of the documents we print, set by the official receipt: US Letter with 54 pt margins, a
 * 15 pt bold title, a two-column table of bold labels and their values, thin grey rules between the
 * sections, dark ink and a muted grey for notes. The receipt and the valuation report both draw with it,
 * so a donor's two documents look like one set.
 */
export const PDF_PAGE = { width: 612, height: 792, margin: 54 } as const;
export const PDF_CONTENT_WIDTH = PDF_PAGE.width - 2 * PDF_PAGE.margin;
export const PDF_LABEL_WIDTH = 230;
export const PDF_INK = '#1a1a1a';
export const PDF_MUTED = '#4a4a4a';
const RULE_GREY = '#9a9a9a';

type Doc = PDFKit.PDFDocument;

/** The document's bytes once `end()` is called. */
export function pdfBytes(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export interface PdfLayout {
  readonly x: number;
  /** Where the next line is drawn. */
  y: number;
  title(text: string, width?: number): void;
  /** A section heading: bold like the receipt's "Registered charity", a little larger. */
  heading(text: string): void;
  /** One table row: the bold label on the left, the value beside it. */
  row(label: string, value: string, opts?: { bold?: boolean; size?: number }): void;
  /** A thin rule across the page, at least at `floor` (below a corner image). */
  rule(floor?: number): void;
  /** Small italic note in the muted grey, the width of the page. */
  note(text: string): void;
  paragraph(text: string, opts?: { size?: number; muted?: boolean }): void;
  /** A new page when fewer than `height` points are left (a long report; the receipt is one page). */
  keep(height: number): void;
}

export function pdfLayout(doc: Doc): PdfLayout {
  const x = PDF_PAGE.margin;
  const bottom = () => doc.page.height - PDF_PAGE.margin - 24; // room for a footer line
  const layout: PdfLayout = {
    x,
    y: PDF_PAGE.margin,
    title(text, width = PDF_CONTENT_WIDTH) {
      doc.fillColor(PDF_INK).font('Body-Bold').fontSize(15).text(pdfText(text), x, layout.y, { width });
      layout.y = doc.y + 4;
    },
    heading(text) {
      layout.keep(60);
      doc
        .fillColor(PDF_INK)
        .font('Body-Bold')
        .fontSize(11)
        .text(pdfText(text), x, layout.y, { width: PDF_CONTENT_WIDTH });
      layout.y = doc.y + 4;
    },
    row(label, value, opts = {}) {
      const size = opts.size ?? 10;
      layout.keep(size * 3);
      doc.fillColor(PDF_INK).font('Body-Bold').fontSize(size);
      doc.text(pdfText(label), x, layout.y, { width: PDF_LABEL_WIDTH });
      const afterLabel = doc.y;
      doc
        .font(opts.bold ? 'Body-Bold' : 'Body')
        .fontSize(size)
        .text(pdfText(value), x + PDF_LABEL_WIDTH + 10, layout.y, {
          width: PDF_CONTENT_WIDTH - PDF_LABEL_WIDTH - 10,
        });
      layout.y = Math.max(afterLabel, doc.y) + 3;
    },
    rule(floor = 0) {
      layout.y = Math.max(layout.y, floor) + 6;
      doc
        .moveTo(x, layout.y)
        .lineTo(x + PDF_CONTENT_WIDTH, layout.y)
        .lineWidth(0.5)
        .strokeColor(RULE_GREY)
        .stroke();
      layout.y += 10;
    },
    note(text) {
      doc
        .font('Body-Italic')
        .fontSize(8)
        .fillColor(PDF_MUTED)
        .text(pdfText(text), x, layout.y, { width: PDF_CONTENT_WIDTH });
      doc.fillColor(PDF_INK);
      layout.y = doc.y + 4;
    },
    paragraph(text, opts = {}) {
      layout.keep(30);
      doc
        .font('Body')
        .fontSize(opts.size ?? 10)
        .fillColor(opts.muted ? PDF_MUTED : PDF_INK)
        .text(pdfText(text), x, layout.y, { width: PDF_CONTENT_WIDTH });
      doc.fillColor(PDF_INK);
      layout.y = doc.y + 4;
    },
    keep(height) {
      if (layout.y + height <= bottom()) return;
      doc.addPage();
      layout.y = PDF_PAGE.margin;
    },
  };
  return layout;
}
