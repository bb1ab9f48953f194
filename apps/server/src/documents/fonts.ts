import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Fonts ship with the application as npm packages (@fontsource/amiri), never from the system.
 * Fontsource splits a family into per-script subsets (arabic, latin, latin-ext), so the
 * renderer picks the subset of each run of text by the script of its characters.
 */
export type Face = 'arabic' | 'latin' | 'latinExt';
export type Weight = 400 | 700;

const FILE_OF: Record<Face, string> = {
  arabic: 'arabic',
  latin: 'latin',
  latinExt: 'latin-ext',
};

const require = createRequire(import.meta.url);
const cache = new Map<string, Buffer>();

export function fontName(face: Face, weight: Weight): string {
  return `amiri-${FILE_OF[face]}-${weight}`;
}

/** The font file's bytes, read once per process. */
export function fontData(face: Face, weight: Weight): Buffer {
  const name = fontName(face, weight);
  let data = cache.get(name);
  if (!data) {
    data = readFileSync(
      require.resolve(`@fontsource/amiri/files/amiri-${FILE_OF[face]}-${weight}-normal.woff`),
    );
    cache.set(name, data);
  }
  return data;
}

export const FACES: readonly Face[] = ['arabic', 'latin', 'latinExt'];
export const WEIGHTS: readonly Weight[] = [400, 700];

/** Code points of the Arabic subset (from the package's unicode-range). */
function isArabic(cp: number): boolean {
  return (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x0870 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfefc) ||
    cp === 0x200c ||
    cp === 0x200d
  );
}

/** Code points of the Latin subset: Latin-1, general punctuation, a few signs. */
function isBasicLatin(cp: number): boolean {
  return (
    cp <= 0xff ||
    (cp >= 0x2000 && cp <= 0x206f) ||
    cp === 0x0131 ||
    cp === 0x0152 ||
    cp === 0x0153 ||
    cp === 0x20ac ||
    cp === 0x2122 ||
    cp === 0x2212
  );
}

/** The subset that draws a character. Unknown characters go to Latin (a blank box). */
export function faceOf(cp: number): Face {
  if (isArabic(cp)) return 'arabic';
  if (isBasicLatin(cp)) return 'latin';
  if (
    (cp >= 0x0100 && cp <= 0x02ff) ||
    (cp >= 0x1d00 && cp <= 0x1dbf) ||
    (cp >= 0x1e00 && cp <= 0x1eff) ||
    (cp >= 0x2c60 && cp <= 0x2c7f) ||
    (cp >= 0xa720 && cp <= 0xa7ff) ||
    (cp >= 0x20a0 && cp <= 0x20c0)
  )
    return 'latinExt';
  return 'latin';
}
