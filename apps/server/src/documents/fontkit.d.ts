// The part of fontkit (the font engine inside PDFKit) this module uses; fontkit ships no types.
declare module 'fontkit' {
  /** A parsed font; PDFKit accepts it in place of font bytes and embeds a subset per document. */
  export interface Font {
    layout(text: string): { advanceWidth: number };
    readonly unitsPerEm: number;
  }
  export function create(data: Uint8Array): Font;
}
