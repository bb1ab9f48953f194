import { firstPortion, nextPortion, type PortionDirection } from '../quran/quran-portion.ts';
import type { QuranErrorCode, QuranRange } from '../quran/quran-position.ts';
import { countAyahs, pageMeasure, pagesOfRange, validateRange } from '../quran/quran-range.ts';

export const READING_KINDS = ['hifz', 'revision', 'recitation'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

export const READING_GRADES = ['excellent', 'very_good', 'good', 'acceptable', 'repeat'] as const;
export type ReadingGrade = (typeof READING_GRADES)[number];

export const ATTENDANCE_STATUSES = ['present', 'late', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** Most mistakes of one kind recordable on one reading. */
export const MAX_MISTAKES = 99;

/** Did the student recite (and so may have readings) given their attendance? */
export function attended(status: AttendanceStatus): boolean {
  return status === 'present' || status === 'late';
}

export interface ReadingInput {
  kind: ReadingKind;
  range: QuranRange;
  mistakesMemorisation?: number;
  mistakesTajweed?: number;
  grade?: ReadingGrade | null;
}

export interface ReadingMeasure {
  ayahCount: number;
  /** Fractional pages (see pageMeasure), 2 decimals as stored. */
  pageCount: number;
  /** The mushaf pages the reading touches. */
  pages: number[];
}

export type ReadingCheck =
  | ({ ok: true } & ReadingMeasure)
  | { ok: false; field: 'range' | 'mistakes' | 'grade'; code: QuranErrorCode | string };

/**
 * Validates one reading of the ring day and measures it: the range against the Quran data,
 * mistakes within bounds; a grade of "repeat" means the portion must be read again.
 */
export function checkReading(input: ReadingInput): ReadingCheck {
  const range = validateRange(input.range);
  if (!range.ok) return { ok: false, field: 'range', code: range.code };
  for (const m of [input.mistakesMemorisation ?? 0, input.mistakesTajweed ?? 0]) {
    if (!Number.isInteger(m) || m < 0 || m > MAX_MISTAKES)
      return { ok: false, field: 'mistakes', code: 'rings.reading.badMistakes' };
  }
  if (input.grade != null && !(READING_GRADES as readonly string[]).includes(input.grade))
    return { ok: false, field: 'grade', code: 'rings.reading.badGrade' };
  return { ok: true, ...measureRange(input.range) };
}

export function measureRange(range: QuranRange): ReadingMeasure {
  return {
    ayahCount: countAyahs(range),
    pageCount: Math.round(pageMeasure(range) * 100) / 100,
    pages: pagesOfRange(range),
  };
}

/**
 * A grade the teacher would give for a number of memorisation mistakes, as a default the
 * teacher can change: 0 → excellent, 1 → very good, 2-3 → good, 4-5 → acceptable, more → repeat.
 */
export function suggestedGrade(mistakesMemorisation: number): ReadingGrade {
  if (mistakesMemorisation <= 0) return 'excellent';
  if (mistakesMemorisation === 1) return 'very_good';
  if (mistakesMemorisation <= 3) return 'good';
  if (mistakesMemorisation <= 5) return 'acceptable';
  return 'repeat';
}

/** Default: a new student memorises surah by surah backwards from An-Nas, one page a day. */
export const DEFAULT_DIRECTION: PortionDirection = 'backward';
export const DEFAULT_PORTION_PAGES = 1;

export interface LastHifz {
  range: QuranRange;
  grade: ReadingGrade | null;
}

/**
 * The next portion to memorise: after the last hifz reading (or the same one again if it was
 * graded "repeat"); the first portion of the direction when there is none.
 */
export function suggestNextPortion(
  last: LastHifz | null,
  direction: PortionDirection = DEFAULT_DIRECTION,
  pages: number = DEFAULT_PORTION_PAGES,
): QuranRange | null {
  if (!last) return firstPortion(pages, direction);
  if (last.grade === 'repeat') return last.range;
  return nextPortion(last.range, pages, direction);
}
