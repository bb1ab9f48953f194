import * as qm from 'quran-meta/hafs';
import { describe, expect, it } from 'vitest';
import {
  TOTAL_AYAHS,
  TOTAL_HIZB,
  TOTAL_HIZB_QUARTERS,
  TOTAL_JUZ,
  TOTAL_PAGES,
  TOTAL_SURAHS,
} from './quran-data.ts';
import {
  ayahIndex,
  hizbOf,
  juzOf,
  pageOf,
  positionFromIndex,
  quarterOf,
} from './quran-position.ts';
import { SURAHS, getSurah, searchSurahs, surahName } from './surahs.ts';

describe('quran constants', () => {
  it('match the Hafs Madani mushaf and quran-meta', () => {
    expect(TOTAL_AYAHS).toBe(6236);
    expect(TOTAL_PAGES).toBe(604);
    expect(TOTAL_JUZ).toBe(30);
    expect(TOTAL_HIZB).toBe(60);
    expect(TOTAL_HIZB_QUARTERS).toBe(240);
    expect(TOTAL_SURAHS).toBe(114);
    expect(qm.meta.numAyahs).toBe(TOTAL_AYAHS);
    expect(qm.meta.numPages).toBe(TOTAL_PAGES);
    expect(qm.meta.numJuzs).toBe(TOTAL_JUZ);
    expect(qm.meta.numHizbs).toBe(TOTAL_HIZB);
  });
});

describe('SURAHS', () => {
  it('has 114 surahs numbered in order whose ayahs add up to 6236', () => {
    expect(SURAHS).toHaveLength(114);
    SURAHS.forEach((s, i) => expect(s.number).toBe(i + 1));
    expect(SURAHS.reduce((n, s) => n + s.ayahCount, 0)).toBe(6236);
  });

  it('gives the known facts of some surahs', () => {
    expect(getSurah(1)).toMatchObject({
      nameAr: 'الفاتحة',
      nameEn: 'Al-Fatihah',
      ayahCount: 7,
      revelation: 'meccan',
      startPage: 1,
      endPage: 1,
    });
    expect(getSurah(2)).toMatchObject({
      nameAr: 'البقرة',
      nameEn: 'Al-Baqarah',
      ayahCount: 286,
      revelation: 'medinan',
      startPage: 2,
      endPage: 49,
    });
    expect(getSurah(3)).toMatchObject({ nameAr: 'آل عمران', ayahCount: 200, startPage: 50 });
    expect(getSurah(18)).toMatchObject({ nameAr: 'الكهف', ayahCount: 110, startPage: 293 });
    expect(getSurah(36)).toMatchObject({ nameAr: 'يس', ayahCount: 83, startPage: 440 });
    expect(getSurah(42).nameAr).toBe('الشورى');
    expect(getSurah(55)).toMatchObject({ nameAr: 'الرحمن', ayahCount: 78 });
    expect(getSurah(67)).toMatchObject({ nameAr: 'الملك', ayahCount: 30, startPage: 562 });
    expect(getSurah(78)).toMatchObject({ nameAr: 'النبأ', nameEn: 'An-Naba', startPage: 582 });
    expect(getSurah(114)).toMatchObject({
      nameAr: 'الناس',
      nameEn: 'An-Nas',
      ayahCount: 6,
      startPage: 604,
      endPage: 604,
    });
  });

  it('has Arabic names without diacritics and non-empty transliterations', () => {
    for (const s of SURAHS) {
      expect(s.nameAr).toMatch(/^[\u0621-\u064a ]+$/);
      expect(s.nameEn.length).toBeGreaterThan(1);
    }
    expect(new Set(SURAHS.map((s) => s.nameEn)).size).toBe(114);
  });

  it('pages are non-decreasing through the surahs', () => {
    for (let i = 1; i < SURAHS.length; i++) {
      const prev = SURAHS[i - 1]!;
      const cur = SURAHS[i]!;
      expect(cur.startPage).toBeGreaterThanOrEqual(prev.endPage);
      expect(cur.endPage).toBeGreaterThanOrEqual(cur.startPage);
    }
  });

  it('counts 86 Meccan and 28 Medinan surahs (quran-meta classification)', () => {
    expect(SURAHS.filter((s) => s.revelation === 'meccan')).toHaveLength(86);
    expect(SURAHS.filter((s) => s.revelation === 'medinan')).toHaveLength(28);
  });

  it('refuses unknown surahs', () => {
    expect(() => getSurah(0)).toThrow('quran.invalidSurah');
    expect(() => getSurah(115)).toThrow('quran.invalidSurah');
    expect(() => getSurah(1.5)).toThrow('quran.invalidSurah');
  });

  it('names a surah in the display language', () => {
    expect(surahName(2, 'ar')).toBe('البقرة');
    expect(surahName(2, 'ar-SA')).toBe('البقرة');
    expect(surahName(2, 'en')).toBe('Al-Baqarah');
    expect(surahName(2, 'fr')).toBe('Al-Baqarah');
  });

  it('finds surahs by Arabic or transliterated name, loosely', () => {
    expect(searchSurahs('بقره')[0]?.number).toBe(2);
    expect(searchSurahs('البقرة')[0]?.number).toBe(2);
    expect(searchSurahs('al baq')[0]?.number).toBe(2);
    expect(searchSurahs('الإخلاص').map((s) => s.number)).toEqual([112]);
    expect(searchSurahs('ناس').map((s) => s.number)).toEqual([114]);
    expect(searchSurahs('114').map((s) => s.number)).toEqual([114]);
  });
});

describe('lookups agree with quran-meta for every ayah', () => {
  it('index, page, juz and hizb quarter', () => {
    const mine: unknown[] = [];
    const theirs: unknown[] = [];
    for (let i = 1; i <= TOTAL_AYAHS; i++) {
      const pos = positionFromIndex(i);
      const meta = qm.getAyahMeta(i);
      mine.push([
        ayahIndex(pos),
        pos.surah,
        pos.ayah,
        pageOf(pos),
        juzOf(pos),
        quarterOf(pos),
        hizbOf(pos),
      ]);
      theirs.push([i, meta.surah, meta.ayah, meta.page, meta.juz, meta.rubAlHizbId, meta.hizbId]);
    }
    expect(mine).toEqual(theirs);
  });
});
