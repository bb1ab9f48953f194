/** The part of subset-font's API that scripts/site-fonts.ts uses (the package has no types). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
      keepFeatures?: string[];
      preserveNameIds?: number[];
      noHinting?: boolean;
    },
  ): Promise<Buffer>;
}
