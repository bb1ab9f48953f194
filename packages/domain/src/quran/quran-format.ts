import { toDigits, type DigitSystem } from '../text/arabic-digits.ts';
import { normalizeArabic } from '../text/arabic-normalize.ts';
import {
  ayahCountOf,
  comparePositions,
  isValidPosition,
  type QuranErrorCode,
  type QuranPosition,
  type QuranRange,
} from './quran-position.ts';
import { surahRange, validateRange } from './quran-range.ts';
import { isValidSurah, surahName } from './surahs.ts';

const POSITION_RE = /^(\d{1,3})\s*:\s*(\d{1,3})$/;
const DASH_RE = /\s*[-–—]\s*/;

function readPosition(text: string): QuranPosition | null {
  const m = POSITION_RE.exec(text);
  return m ? { surah: Number(m[1]), ayah: Number(m[2]) } : null;
}

/**
 * Reads "2:255" (also "٢:٢٥٥", "۲:۲۵۵" and surrounding spaces). Returns null when the text is
 * not a position or the position does not exist.
 */
export function parsePosition(text: string): QuranPosition | null {
  const pos = readPosition(normalizeArabic(text));
  return pos && isValidPosition(pos) ? pos : null;
}

export type RangeParseResult =
  { ok: true; range: QuranRange } | { ok: false; code: QuranErrorCode };

/**
 * Reads a range and says what is wrong when it cannot. Accepted forms (Latin, Arabic-Indic or
 * Persian digits; hyphen, en dash or em dash; spaces anywhere):
 * - "2:1-2:286" / "2:1–3:10": from and to;
 * - "2:1-7": both ends in the same surah;
 * - "2:255": a single ayah;
 * - "2": the whole surah.
 */
export function parseRangeResult(text: string): RangeParseResult {
  const clean = normalizeArabic(text);
  const parts = clean.split(DASH_RE);
  let range: QuranRange | null = null;
  if (parts.length === 1 && /^\d{1,3}$/.test(clean)) {
    const surah = Number(clean);
    if (!isValidSurah(surah)) return { ok: false, code: 'quran.invalidSurah' };
    range = surahRange(surah);
  } else if (parts.length === 1) {
    const pos = readPosition(clean);
    if (pos) range = { from: pos, to: pos };
  } else if (parts.length === 2) {
    const from = readPosition(parts[0] ?? '');
    const toText = parts[1] ?? '';
    const to =
      /^\d{1,3}$/.test(toText) && from
        ? { surah: from.surah, ayah: Number(toText) }
        : readPosition(toText);
    if (from && to) range = { from, to };
  }
  if (!range) return { ok: false, code: 'quran.invalidFormat' };
  const check = validateRange(range);
  return check.ok ? { ok: true, range } : check;
}

/** Like parseRangeResult, but null for any problem. */
export function parseRange(text: string): QuranRange | null {
  const result = parseRangeResult(text);
  return result.ok ? result.range : null;
}

export interface QuranFormatOptions {
  /** 'latn' (default) or 'arab' (Arabic-Indic digits). */
  digits?: DigitSystem;
}

/** "2:255" (or "٢:٢٥٥" with digits 'arab'). */
export function formatPosition(pos: QuranPosition, options: QuranFormatOptions = {}): string {
  return toDigits(`${pos.surah}:${pos.ayah}`, options.digits ?? 'latn');
}

/**
 * "2:1–2:286" with an en dash, or "2:255" for a single ayah. parseRange reads it back.
 */
export function formatRange(range: QuranRange, options: QuranFormatOptions = {}): string {
  if (comparePositions(range.from, range.to) === 0) return formatPosition(range.from, options);
  return `${formatPosition(range.from, options)}–${formatPosition(range.to, options)}`;
}

export interface DescribeRangeOptions extends QuranFormatOptions {
  /** 'ar' gives Arabic surah names; other locales the transliteration. Default 'ar'. */
  locale?: string;
}

/**
 * A human label with surah names: "البقرة ١–٢٨٦", "Al-Baqarah 1–286",
 * "Al-Baqarah 250 – Ali 'Imran 10", or just the surah name for a whole surah.
 */
export function describeRange(range: QuranRange, options: DescribeRangeOptions = {}): string {
  const { locale = 'ar', digits = 'latn' } = options;
  const check = validateRange(range);
  if (!check.ok) throw new RangeError(check.code);
  const { from, to } = range;
  const d = (n: number): string => toDigits(n, digits);
  if (from.surah === to.surah) {
    const name = surahName(from.surah, locale);
    if (from.ayah === 1 && to.ayah === ayahCountOf(to.surah)) return name;
    if (from.ayah === to.ayah) return `${name} ${d(from.ayah)}`;
    return `${name} ${d(from.ayah)}–${d(to.ayah)}`;
  }
  return `${surahName(from.surah, locale)} ${d(from.ayah)} – ${surahName(to.surah, locale)} ${d(to.ayah)}`;
}
