/** The part of fontverter's API the font tests use (the package has no types). */
declare module 'fontverter' {
  export function convert(
    font: Buffer | Uint8Array,
    toFormat: 'sfnt' | 'truetype' | 'woff' | 'woff2',
  ): Promise<Buffer>;
}
