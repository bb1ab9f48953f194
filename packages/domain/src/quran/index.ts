export {
  TOTAL_AYAHS,
  TOTAL_HIZB,
  TOTAL_HIZB_QUARTERS,
  TOTAL_JUZ,
  TOTAL_PAGES,
  TOTAL_SURAHS,
} from './quran-data.ts';
export * from './surahs.ts';
export * from './quran-position.ts';
export * from './quran-range.ts';
export * from './quran-format.ts';
export * from './quran-portion.ts';
export * from './quran.messages.ts';
