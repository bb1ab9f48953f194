import { HizbQuarterList, JuzList, PageList, SurahList } from 'quran-meta/hafs';

/**
 * Index tables of the Hafs 'an 'Asim text and the Madani mushaf (604 pages), built once from
 * quran-meta's lists. Ayahs are numbered 1..6236 in mushaf order ("absolute index").
 * Internal to the quran folder: the public API is in the other files.
 */

export const TOTAL_SURAHS = 114;
export const TOTAL_AYAHS = 6236;
export const TOTAL_PAGES = 604;
export const TOTAL_JUZ = 30;
export const TOTAL_HIZB = 60;
/** Quarters of a hizb (rub' al-hizb) in the whole mushaf. */
export const TOTAL_HIZB_QUARTERS = 240;

function at(list: readonly number[], i: number): number {
  const v = list[i];
  if (v === undefined) throw new Error(`quran-meta table is shorter than expected (${i})`);
  return v;
}

/** Absolute index of the first ayah of each part, 1-based (entry 0 unused), plus a sentinel. */
function startsOf(list: readonly number[], count: number): Int16Array {
  const out = new Int16Array(count + 2);
  for (let n = 1; n <= count; n++) out[n] = at(list, n);
  out[count + 1] = TOTAL_AYAHS + 1;
  return out;
}

export const SURAH_START = new Int16Array(TOTAL_SURAHS + 2);
export const SURAH_AYAHS = new Int16Array(TOTAL_SURAHS + 1);
for (let s = 1; s <= TOTAL_SURAHS; s++) {
  const info = SurahList[s];
  if (!info) throw new Error(`quran-meta has no surah ${s}`);
  SURAH_START[s] = info[0];
  SURAH_AYAHS[s] = info[1];
}
SURAH_START[TOTAL_SURAHS + 1] = TOTAL_AYAHS + 1;

export const PAGE_START = startsOf(PageList, TOTAL_PAGES);
export const JUZ_START = startsOf(JuzList, TOTAL_JUZ);
export const QUARTER_START = startsOf(HizbQuarterList, TOTAL_HIZB_QUARTERS);

/** For every absolute index (1..6236): its surah, page, juz and hizb quarter. */
function partOfEachAyah(starts: Int16Array, count: number): Int16Array {
  const out = new Int16Array(TOTAL_AYAHS + 1);
  for (let n = 1; n <= count; n++) {
    for (let i = starts[n] as number; i < (starts[n + 1] as number); i++) out[i] = n;
  }
  return out;
}

export const SURAH_OF = partOfEachAyah(SURAH_START, TOTAL_SURAHS);
export const PAGE_OF = partOfEachAyah(PAGE_START, TOTAL_PAGES);
export const JUZ_OF = partOfEachAyah(JUZ_START, TOTAL_JUZ);
export const QUARTER_OF = partOfEachAyah(QUARTER_START, TOTAL_HIZB_QUARTERS);

/** Number of ayahs that start on each page (1-based). */
export const PAGE_AYAHS = new Int16Array(TOTAL_PAGES + 1);
for (let p = 1; p <= TOTAL_PAGES; p++) {
  PAGE_AYAHS[p] = (PAGE_START[p + 1] as number) - (PAGE_START[p] as number);
}

/** Reads a typed-array cell that the caller has already range-checked. */
export function cell(table: Int16Array, i: number): number {
  return table[i] as number;
}
