import { SurahList } from 'quran-meta/hafs';
import { matchesSearch } from '../text/arabic-search.ts';
import { PAGE_OF, SURAH_AYAHS, SURAH_START, TOTAL_SURAHS, cell } from './quran-data.ts';
import { SURAH_NAMES_EN } from './surah-names.ts';

export type Revelation = 'meccan' | 'medinan';

export interface SurahInfo {
  /** 1..114 in mushaf order. */
  number: number;
  /** Arabic name without diacritics, e.g. "البقرة". */
  nameAr: string;
  /** Simplified transliteration, e.g. "Al-Baqarah". */
  nameEn: string;
  ayahCount: number;
  revelation: Revelation;
  /** Page of the Madani mushaf (1..604) where the surah begins. */
  startPage: number;
  /** Page where its last ayah is. */
  endPage: number;
}

/** Diacritics and Quranic marks, stripped from quran-meta's partly vocalised names. */
const MARKS = /[\u064b-\u065f\u0670\u06d6-\u06ed]/g;

/** Spellings in quran-meta that differ from the usual printed surah headings. */
const NAME_AR_FIXES: Readonly<Record<number, string>> = {
  34: 'سبأ',
  42: 'الشورى',
  78: 'النبأ',
};

function buildSurahs(): readonly SurahInfo[] {
  const out: SurahInfo[] = [];
  for (let s = 1; s <= TOTAL_SURAHS; s++) {
    const info = SurahList[s];
    const nameEn = SURAH_NAMES_EN[s - 1];
    if (!info || !nameEn) throw new Error(`missing data for surah ${s}`);
    const first = cell(SURAH_START, s);
    const last = first + cell(SURAH_AYAHS, s) - 1;
    out.push(
      Object.freeze({
        number: s,
        nameAr: NAME_AR_FIXES[s] ?? info[4].replace(MARKS, ''),
        nameEn,
        ayahCount: info[1],
        revelation: info[5] ? 'meccan' : 'medinan',
        startPage: cell(PAGE_OF, first),
        endPage: cell(PAGE_OF, last),
      }),
    );
  }
  return Object.freeze(out);
}

/** The 114 surahs in mushaf order; SURAHS[0] is Al-Fatihah. */
export const SURAHS: readonly SurahInfo[] = buildSurahs();

export function isValidSurah(surah: unknown): surah is number {
  return typeof surah === 'number' && Number.isInteger(surah) && surah >= 1 && surah <= 114;
}

/** The surah with this number; throws a RangeError ('quran.invalidSurah') otherwise. */
export function getSurah(surah: number): SurahInfo {
  const info = isValidSurah(surah) ? SURAHS[surah - 1] : undefined;
  if (!info) throw new RangeError('quran.invalidSurah');
  return info;
}

/** Surah name in the display language: Arabic for 'ar', transliteration otherwise. */
export function surahName(surah: number, locale: string = 'ar'): string {
  const info = getSurah(surah);
  return locale === 'ar' || locale.startsWith('ar-') ? info.nameAr : info.nameEn;
}

/**
 * Surahs whose number, Arabic name or transliterated name match the query (Arabic-normalised,
 * prefix and order-free, so "بقره", "al baq" and "2" all find Al-Baqarah).
 */
export function searchSurahs(query: string): SurahInfo[] {
  return SURAHS.filter((s) =>
    matchesSearch(`${s.number} ${s.nameAr} ${s.nameAr.replace(/^ال/, '')} ${s.nameEn}`, query),
  );
}
