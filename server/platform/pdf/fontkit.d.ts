/** fontkit ships no types; pdf-fonts.ts only parses a font once and hands the object to pdfkit. */
declare module 'fontkit' {
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
