import { toLatinDigits } from './arabic-digits.ts';

/**
 * Letter foldings applied after diacritics are removed. Alef forms become bare alef, hamza
 * seats become their carrier letter, taa marbuta becomes haa, alef maqsura becomes yaa, and
 * Persian/Urdu letter shapes become their Arabic equivalents.
 */
const LETTER_MAP: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ٲ: 'ا',
  ٳ: 'ا',
  ٵ: 'ا',
  ؤ: 'و',
  ٶ: 'و',
  ئ: 'ي',
  ٸ: 'ي',
  ة: 'ه',
  ۃ: 'ه',
  ى: 'ي',
  ی: 'ي',
  ې: 'ي',
  ے: 'ي',
  ک: 'ك',
  ڪ: 'ك',
  ہ: 'ه',
  ە: 'ه',
  ۀ: 'ه',
  ھ: 'ه',
};

const LETTER_RE = new RegExp(`[${Object.keys(LETTER_MAP).join('')}]`, 'g');

/**
 * Marks removed (after NFD): every non-spacing mark (\p{Mn}: Arabic tashkeel U+064B–U+065F,
 * superscript alef U+0670, Latin accents…), all Quranic annotation signs U+06D6–U+06ED, tatweel
 * U+0640 and invisible direction/joiner marks.
 */
const MARKS_RE = /[\u06d6-\u06ed\p{Mn}\u0640\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu;

/** The standalone hamza is dropped, so "سماء" and "سما", "ابناء" and "ابنا" fold together. */
const HAMZA_RE = /\u0621/g;

/**
 * Folds Arabic (and Latin) text to one canonical spelling for search and comparison:
 * - alef forms أ إ آ ٱ → ا; hamza seats ؤ → و and ئ → ي; the standalone hamza ء is removed;
 * - taa marbuta ة → ه; alef maqsura ى → ي; Persian/Urdu ک → ك, ی → ي, ہ → ه;
 * - diacritics, Quranic marks, tatweel and invisible marks are removed;
 * - Arabic-Indic and Persian digits become Latin digits;
 * - Latin letters are lower-cased and lose their accents (é → e);
 * - runs of whitespace become one space, and the ends are trimmed.
 *
 * It is idempotent: normalizeArabic(normalizeArabic(s)) === normalizeArabic(s).
 */
export function normalizeArabic(input: string): string {
  return toLatinDigits(
    input
      .normalize('NFD')
      .replace(MARKS_RE, '')
      .normalize('NFC')
      .replace(LETTER_RE, (ch) => LETTER_MAP[ch] ?? ch)
      .replace(HAMZA_RE, ''),
  )
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}
