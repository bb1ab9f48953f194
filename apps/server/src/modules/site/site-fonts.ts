/**
 * The characters the public site draws with its own font (IBM Plex Sans Arabic), in two
 * subsets: what Arabic text needs (letters, marks, both kinds of Arabic digits, Arabic
 * punctuation) and what English and French text needs (Basic Latin, Latin-1, the French
 * ligatures and typographic punctuation). Every other character (a Persian letter, a
 * Quranic annotation mark, another script) is outside both `unicode-range`s, so the browser
 * draws it with the phone's own font rather than a missing glyph.
 *
 * The space is in both: where ranges overlap the face declared last is tried first, so the
 * stylesheet declares the Latin faces last and an English page never needs the Arabic file
 * for its spaces (an Arabic page needs the Latin one anyway, for the language switch's
 * "English" and "Français" and the Latin punctuation).
 *
 * `scripts/site-fonts.ts` cuts the font files from these lists (`fonts/`, committed) and the
 * stylesheet declares the same lists as each face's `unicode-range`: change a list, run the
 * script, commit the files.
 */
type Range = readonly [from: number, to: number];

export interface FontSubset {
  name: 'arabic' | 'latin';
  /** The font package's file the subset is cut from (its subset of that name). */
  source: 'arabic' | 'latin';
  ranges: readonly Range[];
}

export const FONT_SUBSETS: readonly FontSubset[] = [
  {
    name: 'arabic',
    source: 'arabic',
    ranges: [
      [0x20, 0x20], // space and no-break space: in both subsets, so that an Arabic line
      [0xa0, 0xa0], // without Latin characters needs no other file
      [0x60c, 0x60c], // ، comma
      [0x61b, 0x61b], // ؛ semicolon
      [0x61f, 0x61f], // ؟ question mark
      [0x621, 0x63a], // hamza to ghain
      [0x640, 0x655], // tatweel, fa to yeh, the harakat, madda and hamza above and below
      [0x660, 0x66d], // Arabic-Indic digits, percent, decimal and thousands separators
      [0x670, 0x671], // superscript alef, alef wasla
      [0x6f0, 0x6f9], // Eastern Arabic-Indic digits (typed by some visitors)
    ],
  },
  {
    name: 'latin',
    source: 'latin',
    ranges: [
      [0x20, 0x7e], // Basic Latin
      [0xa0, 0xff], // Latin-1: French accents, « », ©, °
      [0x152, 0x153], // Œ œ (the font has no Ÿ)
      [0x2013, 0x2014], // – —
      [0x2018, 0x2019], // ‘ ’
      [0x201c, 0x201d], // “ ”
      [0x2022, 0x2022], // •
      [0x2026, 0x2026], // …
      [0x20ac, 0x20ac], // €
    ],
  },
];

export const FONT_WEIGHTS = [400, 700] as const;

const hex = (n: number) => n.toString(16).toUpperCase();

/** A subset's lists as a CSS `unicode-range`. */
export const unicodeRange = (s: FontSubset) =>
  s.ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(',');

/** Every character of a subset, as text (what the subsetting tool is given). */
export const subsetText = (s: FontSubset) =>
  s.ranges
    .flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => String.fromCodePoint(a + i)))
    .join('');

/** True when a character is in a subset's lists. */
export const inSubset = (s: FontSubset, char: string) => {
  const c = char.codePointAt(0)!;
  return s.ranges.some(([a, b]) => c >= a && c <= b);
};

/** The file name of a subset in a weight (under `fonts/`). */
export const fontFile = (s: FontSubset, weight: number) => `${s.name}-${weight}.woff2`;
