import {
  PAGE_AYAHS,
  PAGE_OF,
  SURAH_AYAHS,
  SURAH_OF,
  SURAH_START,
  TOTAL_AYAHS,
  TOTAL_SURAHS,
  cell,
} from './quran-data.ts';
import {
  ayahIndex,
  positionFromIndex,
  validatePosition,
  type QuranPosition,
  type QuranRange,
} from './quran-position.ts';
import { measureIndices, validateRange } from './quran-range.ts';

/**
 * Order in which a student memorises: 'forward' from Al-Fatihah towards An-Nas, or 'backward'
 * surah by surah from An-Nas towards Al-Fatihah (each surah still read from its first ayah).
 */
export type PortionDirection = 'forward' | 'backward';

const EPS = 1e-9;
/** A rest of the surah smaller than this share of the portion is joined to the portion. */
const TAIL_SHARE = 0.25;

function surahFirst(s: number): number {
  return cell(SURAH_START, s);
}

function surahLast(s: number): number {
  return cell(SURAH_START, s) + cell(SURAH_AYAHS, s) - 1;
}

/**
 * From absolute ayah `start`, the last ayah (at most `limit`) that makes the portion's page
 * measure closest to `pages`; at least one ayah. Each ayah weighs 1 / (ayahs on its page).
 */
function walk(start: number, pages: number, limit: number): number {
  let total = 0;
  let best = start;
  let bestDiff = Number.POSITIVE_INFINITY;
  for (let i = start; i <= limit; i++) {
    total += 1 / cell(PAGE_AYAHS, cell(PAGE_OF, i));
    const diff = Math.abs(total - pages);
    if (diff < bestDiff - EPS) {
      best = i;
      bestDiff = diff;
    }
    if (total >= pages - EPS) break;
  }
  return best;
}

/** walk() limited to the end of the surah, joining a scrap left at the end of the surah. */
function walkInSurah(start: number, pages: number): number {
  const limit = surahLast(cell(SURAH_OF, start));
  const end = walk(start, pages, limit);
  if (end < limit && measureIndices(end + 1, limit) < pages * TAIL_SHARE - EPS) return limit;
  return end;
}

function toRange(a: number, b: number): QuranRange {
  return { from: positionFromIndex(a), to: positionFromIndex(b) };
}

/**
 * Backward order: the portion that begins surah `surah` (read forward from its first ayah). When
 * the whole surah is shorter than the wanted size, the surahs before it are added while that
 * brings the portion closer to `pages` (so 1 page after An-Nas may be 111:1–113:5).
 */
function backwardFrom(surah: number, pages: number): QuranRange {
  const first = surahFirst(surah);
  const last = surahLast(surah);
  const end = walkInSurah(first, pages);
  if (end < last) return toRange(first, end);
  let start = first;
  let size = measureIndices(first, last);
  for (let s = surah - 1; s >= 1; s--) {
    const bigger = measureIndices(surahFirst(s), last);
    if (Math.abs(bigger - pages) >= Math.abs(size - pages) - EPS) break;
    start = surahFirst(s);
    size = bigger;
  }
  return toRange(start, last);
}

function assertPages(pages: number): void {
  if (typeof pages !== 'number' || !Number.isFinite(pages) || pages <= 0) {
    throw new RangeError('quran.invalidPortionSize');
  }
}

/**
 * The first portion of a memorisation plan of about `pages` pages: from 1:1 going forward, or
 * from the start of An-Nas (with the short surahs before it) going backward.
 */
export function firstPortion(pages: number, direction: PortionDirection = 'forward'): QuranRange {
  assertPages(pages);
  return direction === 'forward'
    ? toRange(1, walk(1, pages, TOTAL_AYAHS))
    : backwardFrom(TOTAL_SURAHS, pages);
}

/**
 * The next portion to memorise after a reading, about `pages` pages long (fractions allowed:
 * 0.5 is half a page), always ending on an ayah boundary and at least one ayah long.
 *
 * `last` is the end of the last reading, or the whole last reading as a range. Giving the range
 * matters only in the backward direction when the last portion joined several short surahs:
 * then the next portion starts before its first surah.
 *
 * - forward: continues right after `last`, across surah ends, never past 114:6; null when the
 *   reading ended at 114:6.
 * - backward: if the last reading stopped inside a surah, continues in that surah up to its end;
 *   otherwise takes the surah before (several short surahs together when they fit), read from
 *   its first ayah; null when Al-Fatihah was completed.
 *
 * The size is measured as in pageMeasure (each ayah counts 1 / the ayahs of its page), choosing
 * the ayah where the measure is closest to `pages`. Backward portions stay inside one surah (or
 * group whole short surahs), and a rest of the surah smaller than a quarter of `pages` is joined
 * to the portion rather than left alone.
 */
export function nextPortion(
  last: QuranPosition | QuranRange,
  pages: number,
  direction: PortionDirection = 'forward',
): QuranRange | null {
  assertPages(pages);
  const isRange = 'from' in last && 'to' in last;
  const check = isRange ? validateRange(last) : validatePosition(last);
  if (!check.ok) throw new RangeError(check.code);
  const to: QuranPosition = isRange ? last.to : last;
  const lowestSurah = isRange ? last.from.surah : last.surah;
  const i = ayahIndex(to);

  if (direction === 'forward') {
    return i >= TOTAL_AYAHS ? null : toRange(i + 1, walk(i + 1, pages, TOTAL_AYAHS));
  }
  const end = surahLast(to.surah);
  if (i < end) return toRange(i + 1, walkInSurah(i + 1, pages));
  return lowestSurah > 1 ? backwardFrom(lowestSurah - 1, pages) : null;
}
