import {
  JUZ_OF,
  JUZ_START,
  PAGE_OF,
  PAGE_START,
  QUARTER_OF,
  QUARTER_START,
  SURAH_AYAHS,
  SURAH_OF,
  SURAH_START,
  TOTAL_AYAHS,
  TOTAL_HIZB,
  TOTAL_HIZB_QUARTERS,
  TOTAL_JUZ,
  TOTAL_PAGES,
  cell,
} from './quran-data.ts';
import { isValidSurah } from './surahs.ts';

/** An ayah: surah 1..114 and ayah number within the surah (1-based). */
export type QuranPosition = { surah: number; ayah: number };

/** An inclusive span of ayahs in mushaf order. */
export type QuranRange = { from: QuranPosition; to: QuranPosition };

/** Translation keys of the errors this module reports (see quran.messages.ts). */
export type QuranErrorCode =
  | 'quran.invalidSurah'
  | 'quran.invalidAyah'
  | 'quran.rangeReversed'
  | 'quran.invalidFormat'
  | 'quran.invalidPage'
  | 'quran.invalidJuz'
  | 'quran.invalidHizb'
  | 'quran.invalidPortionSize';

export type QuranCheck = { ok: true } | { ok: false; code: QuranErrorCode };

function isInt(x: unknown, min: number, max: number): x is number {
  return typeof x === 'number' && Number.isInteger(x) && x >= min && x <= max;
}

/** Number of ayahs in a surah; throws a RangeError ('quran.invalidSurah') for a bad number. */
export function ayahCountOf(surah: number): number {
  if (!isValidSurah(surah)) throw new RangeError('quran.invalidSurah');
  return cell(SURAH_AYAHS, surah);
}

/** Checks a position and says what is wrong with it. */
export function validatePosition(pos: unknown): QuranCheck {
  if (typeof pos !== 'object' || pos === null) return { ok: false, code: 'quran.invalidSurah' };
  const { surah, ayah } = pos as { surah?: unknown; ayah?: unknown };
  if (!isValidSurah(surah)) return { ok: false, code: 'quran.invalidSurah' };
  if (!isInt(ayah, 1, cell(SURAH_AYAHS, surah))) return { ok: false, code: 'quran.invalidAyah' };
  return { ok: true };
}

export function isValidPosition(pos: unknown): pos is QuranPosition {
  return validatePosition(pos).ok;
}

function assertPosition(pos: QuranPosition): void {
  const check = validatePosition(pos);
  if (!check.ok) throw new RangeError(check.code);
}

/** Absolute ayah number in the mushaf, 1 (1:1) .. 6236 (114:6). Throws on a bad position. */
export function ayahIndex(pos: QuranPosition): number {
  assertPosition(pos);
  return cell(SURAH_START, pos.surah) + pos.ayah - 1;
}

/** Inverse of ayahIndex. Throws a RangeError ('quran.invalidAyah') outside 1..6236. */
export function positionFromIndex(index: number): QuranPosition {
  if (!isInt(index, 1, TOTAL_AYAHS)) throw new RangeError('quran.invalidAyah');
  const surah = cell(SURAH_OF, index);
  return { surah, ayah: index - cell(SURAH_START, surah) + 1 };
}

/** Negative, zero or positive as `a` comes before, is, or comes after `b` in the mushaf. */
export function comparePositions(a: QuranPosition, b: QuranPosition): number {
  return a.surah !== b.surah ? a.surah - b.surah : a.ayah - b.ayah;
}

/** The following ayah, or null after 114:6. */
export function nextAyah(pos: QuranPosition): QuranPosition | null {
  const i = ayahIndex(pos);
  return i < TOTAL_AYAHS ? positionFromIndex(i + 1) : null;
}

/** The preceding ayah, or null before 1:1. */
export function previousAyah(pos: QuranPosition): QuranPosition | null {
  const i = ayahIndex(pos);
  return i > 1 ? positionFromIndex(i - 1) : null;
}

/** Page of the Madani mushaf (1..604) on which the ayah starts. */
export function pageOf(pos: QuranPosition): number {
  return cell(PAGE_OF, ayahIndex(pos));
}

/** Juz (1..30) of the ayah. */
export function juzOf(pos: QuranPosition): number {
  return cell(JUZ_OF, ayahIndex(pos));
}

/** Hizb quarter (rub' al-hizb) of the ayah, counted over the whole mushaf: 1..240. */
export function quarterOf(pos: QuranPosition): number {
  return cell(QUARTER_OF, ayahIndex(pos));
}

/** Hizb (1..60) of the ayah. */
export function hizbOf(pos: QuranPosition): number {
  return Math.ceil(quarterOf(pos) / 4);
}

export interface HizbQuarter {
  juz: number;
  hizb: number;
  /** Quarter within the hizb: 1 (start), 2 (¼), 3 (½), 4 (¾). */
  quarter: number;
  /** Quarter over the whole mushaf, 1..240. */
  rub: number;
}

/** Juz, hizb and quarter of the ayah together. */
export function hizbQuarterOf(pos: QuranPosition): HizbQuarter {
  const rub = quarterOf(pos);
  return { juz: juzOf(pos), hizb: Math.ceil(rub / 4), quarter: ((rub - 1) % 4) + 1, rub };
}

function startOf(table: Int16Array, n: number, count: number, code: QuranErrorCode) {
  if (!isInt(n, 1, count)) throw new RangeError(code);
  return positionFromIndex(cell(table, n));
}

function endOf(table: Int16Array, n: number, count: number, code: QuranErrorCode) {
  if (!isInt(n, 1, count)) throw new RangeError(code);
  return positionFromIndex(cell(table, n + 1) - 1);
}

/** First ayah of a page (1..604). */
export function pageStart(page: number): QuranPosition {
  return startOf(PAGE_START, page, TOTAL_PAGES, 'quran.invalidPage');
}

/** Last ayah that starts on a page. */
export function pageEnd(page: number): QuranPosition {
  return endOf(PAGE_START, page, TOTAL_PAGES, 'quran.invalidPage');
}

/** First ayah of a juz (1..30); juzStart(30) is 78:1. */
export function juzStart(juz: number): QuranPosition {
  return startOf(JUZ_START, juz, TOTAL_JUZ, 'quran.invalidJuz');
}

/** Last ayah of a juz. */
export function juzEnd(juz: number): QuranPosition {
  return endOf(JUZ_START, juz, TOTAL_JUZ, 'quran.invalidJuz');
}

/** First ayah of a hizb (1..60). */
export function hizbStart(hizb: number): QuranPosition {
  if (!isInt(hizb, 1, TOTAL_HIZB)) throw new RangeError('quran.invalidHizb');
  return positionFromIndex(cell(QUARTER_START, hizb * 4 - 3));
}

/** Last ayah of a hizb (1..60): the ayah before the next hizb, or the mushaf's last. */
export function hizbEnd(hizb: number): QuranPosition {
  if (!isInt(hizb, 1, TOTAL_HIZB)) throw new RangeError('quran.invalidHizb');
  return endOf(QUARTER_START, hizb * 4, TOTAL_HIZB_QUARTERS, 'quran.invalidHizb');
}

/** First ayah of a hizb quarter counted over the whole mushaf (1..240). */
export function quarterStart(rub: number): QuranPosition {
  return startOf(QUARTER_START, rub, TOTAL_HIZB_QUARTERS, 'quran.invalidHizb');
}

/** First ayah of a surah. */
export function surahStart(surah: number): QuranPosition {
  ayahCountOf(surah);
  return { surah, ayah: 1 };
}

/** Last ayah of a surah. */
export function surahEnd(surah: number): QuranPosition {
  return { surah, ayah: ayahCountOf(surah) };
}

/** Number of ayahs on a page (counting the ayahs that start on it). */
export function ayahsOnPage(page: number): number {
  if (!isInt(page, 1, TOTAL_PAGES)) throw new RangeError('quran.invalidPage');
  return cell(PAGE_START, page + 1) - cell(PAGE_START, page);
}
