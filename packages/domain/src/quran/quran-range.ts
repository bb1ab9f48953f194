import { JUZ_OF, PAGE_AYAHS, PAGE_OF, cell } from './quran-data.ts';
import {
  ayahIndex,
  comparePositions,
  hizbEnd,
  hizbStart,
  juzEnd,
  juzStart,
  pageEnd,
  pageStart,
  surahEnd,
  surahStart,
  validatePosition,
  type QuranCheck,
  type QuranPosition,
  type QuranRange,
} from './quran-position.ts';

/**
 * Checks a range: both ends must be valid positions and `from` must not come after `to`.
 * Codes: 'quran.invalidSurah', 'quran.invalidAyah', 'quran.rangeReversed'.
 */
export function validateRange(range: QuranRange): QuranCheck {
  if (typeof range !== 'object' || range === null) return { ok: false, code: 'quran.invalidSurah' };
  const from = validatePosition(range.from);
  if (!from.ok) return from;
  const to = validatePosition(range.to);
  if (!to.ok) return to;
  if (comparePositions(range.from, range.to) > 0) return { ok: false, code: 'quran.rangeReversed' };
  return { ok: true };
}

export function isValidRange(range: QuranRange): boolean {
  return validateRange(range).ok;
}

/** Absolute indices [first, last] of a valid range; throws a RangeError with the code otherwise. */
export function rangeIndices(range: QuranRange): [number, number] {
  const check = validateRange(range);
  if (!check.ok) throw new RangeError(check.code);
  return [ayahIndex(range.from), ayahIndex(range.to)];
}

/** Number of ayahs in the range (both ends included). */
export function countAyahs(range: QuranRange): number {
  const [a, b] = rangeIndices(range);
  return b - a + 1;
}

function span(first: number, last: number): number[] {
  const out: number[] = [];
  for (let n = first; n <= last; n++) out.push(n);
  return out;
}

/** Pages of the Madani mushaf on which the range has at least one ayah, in order. */
export function pagesOfRange(range: QuranRange): number[] {
  const [a, b] = rangeIndices(range);
  return span(cell(PAGE_OF, a), cell(PAGE_OF, b));
}

/** Number of distinct pages the range touches (1:1–1:7 → 1; 2:1–2:286 → 48). */
export function countPages(range: QuranRange): number {
  return pagesOfRange(range).length;
}

/**
 * Fractional page measure: for every page touched, the share of that page's ayahs that the
 * range covers, summed. A whole page counts 1; half the ayahs of a page count 0.5. Ayahs are
 * counted, not lines, so it is an estimate where ayah lengths differ. Rounded to 4 decimals.
 */
export function pageMeasure(range: QuranRange): number {
  const [a, b] = rangeIndices(range);
  return Math.round(measureIndices(a, b) * 10_000) / 10_000;
}

/** Unrounded page measure of absolute indices a..b (valid, a <= b). */
export function measureIndices(a: number, b: number): number {
  let total = 0;
  let i = a;
  while (i <= b) {
    const page = cell(PAGE_OF, i);
    let n = 0;
    while (i <= b && cell(PAGE_OF, i) === page) {
      n++;
      i++;
    }
    total += n / cell(PAGE_AYAHS, page);
  }
  return total;
}

/** Juz numbers the range touches, in order. */
export function juzOfRange(range: QuranRange): number[] {
  const [a, b] = rangeIndices(range);
  return span(cell(JUZ_OF, a), cell(JUZ_OF, b));
}

/** True when `pos` lies inside the range (ends included). */
export function rangeIncludes(range: QuranRange, pos: QuranPosition): boolean {
  return comparePositions(range.from, pos) <= 0 && comparePositions(pos, range.to) <= 0;
}

/** True when the two ranges share at least one ayah. */
export function rangesOverlap(a: QuranRange, b: QuranRange): boolean {
  return comparePositions(a.from, b.to) <= 0 && comparePositions(b.from, a.to) <= 0;
}

/** The whole surah as a range. */
export function surahRange(surah: number): QuranRange {
  return { from: surahStart(surah), to: surahEnd(surah) };
}

/** A whole page as a range. */
export function pageRange(page: number): QuranRange {
  return { from: pageStart(page), to: pageEnd(page) };
}

/** A whole hizb (half a juz, 1..60) as a range. */
export function hizbRange(hizb: number): QuranRange {
  return { from: hizbStart(hizb), to: hizbEnd(hizb) };
}

/** A whole juz as a range. */
export function juzRange(juz: number): QuranRange {
  return { from: juzStart(juz), to: juzEnd(juz) };
}
