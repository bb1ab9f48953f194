import { describe, expect, it } from 'vitest';
import {
  ayahCountOf,
  ayahIndex,
  ayahsOnPage,
  comparePositions,
  hizbOf,
  hizbQuarterOf,
  hizbStart,
  isValidPosition,
  juzEnd,
  juzOf,
  juzStart,
  nextAyah,
  pageEnd,
  pageOf,
  pageStart,
  positionFromIndex,
  previousAyah,
  quarterStart,
  surahEnd,
  validatePosition,
} from './quran-position.ts';

describe('validatePosition / isValidPosition', () => {
  it('accepts real ayahs', () => {
    expect(validatePosition({ surah: 1, ayah: 1 })).toEqual({ ok: true });
    expect(isValidPosition({ surah: 2, ayah: 286 })).toBe(true);
    expect(isValidPosition({ surah: 114, ayah: 6 })).toBe(true);
  });

  it('refuses bad surahs and ayahs with the right code', () => {
    expect(validatePosition({ surah: 115, ayah: 1 })).toEqual({
      ok: false,
      code: 'quran.invalidSurah',
    });
    expect(validatePosition({ surah: 0, ayah: 1 })).toMatchObject({ code: 'quran.invalidSurah' });
    expect(validatePosition({ surah: 2, ayah: 0 })).toMatchObject({ code: 'quran.invalidAyah' });
    expect(validatePosition({ surah: 2, ayah: 287 })).toMatchObject({ code: 'quran.invalidAyah' });
    expect(validatePosition({ surah: 1, ayah: 8 })).toMatchObject({ code: 'quran.invalidAyah' });
    expect(validatePosition({ surah: 2, ayah: 1.5 })).toMatchObject({ code: 'quran.invalidAyah' });
    expect(validatePosition({ surah: '2', ayah: 1 })).toMatchObject({ code: 'quran.invalidSurah' });
    expect(validatePosition(null)).toMatchObject({ ok: false });
    expect(isValidPosition({ surah: Number.NaN, ayah: 1 })).toBe(false);
  });
});

describe('absolute index', () => {
  it('numbers ayahs 1..6236', () => {
    expect(ayahIndex({ surah: 1, ayah: 1 })).toBe(1);
    expect(ayahIndex({ surah: 1, ayah: 7 })).toBe(7);
    expect(ayahIndex({ surah: 2, ayah: 1 })).toBe(8);
    expect(ayahIndex({ surah: 2, ayah: 255 })).toBe(262);
    expect(ayahIndex({ surah: 114, ayah: 6 })).toBe(6236);
    expect(positionFromIndex(6236)).toEqual({ surah: 114, ayah: 6 });
    expect(positionFromIndex(294)).toEqual({ surah: 3, ayah: 1 });
  });

  it('refuses indices and positions that do not exist', () => {
    expect(() => positionFromIndex(0)).toThrow('quran.invalidAyah');
    expect(() => positionFromIndex(6237)).toThrow('quran.invalidAyah');
    expect(() => ayahIndex({ surah: 2, ayah: 287 })).toThrow('quran.invalidAyah');
    expect(() => ayahIndex({ surah: 115, ayah: 1 })).toThrow('quran.invalidSurah');
  });

  it('steps to the next and previous ayah across surahs', () => {
    expect(nextAyah({ surah: 1, ayah: 7 })).toEqual({ surah: 2, ayah: 1 });
    expect(previousAyah({ surah: 2, ayah: 1 })).toEqual({ surah: 1, ayah: 7 });
    expect(nextAyah({ surah: 114, ayah: 6 })).toBeNull();
    expect(previousAyah({ surah: 1, ayah: 1 })).toBeNull();
  });

  it('compares positions in mushaf order', () => {
    expect(comparePositions({ surah: 2, ayah: 5 }, { surah: 3, ayah: 1 })).toBeLessThan(0);
    expect(comparePositions({ surah: 2, ayah: 5 }, { surah: 2, ayah: 5 })).toBe(0);
    expect(comparePositions({ surah: 2, ayah: 6 }, { surah: 2, ayah: 5 })).toBeGreaterThan(0);
  });

  it('knows surah lengths', () => {
    expect(ayahCountOf(2)).toBe(286);
    expect(surahEnd(2)).toEqual({ surah: 2, ayah: 286 });
    expect(() => ayahCountOf(115)).toThrow('quran.invalidSurah');
  });
});

describe('pages of the Madani mushaf', () => {
  it('places well-known ayahs', () => {
    expect(pageOf({ surah: 1, ayah: 1 })).toBe(1);
    expect(pageOf({ surah: 1, ayah: 7 })).toBe(1);
    expect(pageOf({ surah: 2, ayah: 1 })).toBe(2);
    expect(pageOf({ surah: 2, ayah: 255 })).toBe(42);
    expect(pageOf({ surah: 2, ayah: 286 })).toBe(49);
    expect(pageOf({ surah: 3, ayah: 1 })).toBe(50);
    expect(pageOf({ surah: 18, ayah: 1 })).toBe(293);
    expect(pageOf({ surah: 67, ayah: 1 })).toBe(562);
    expect(pageOf({ surah: 78, ayah: 1 })).toBe(582);
    expect(pageOf({ surah: 114, ayah: 6 })).toBe(604);
  });

  it('gives the first and last ayah of a page', () => {
    expect(pageStart(1)).toEqual({ surah: 1, ayah: 1 });
    expect(pageEnd(1)).toEqual({ surah: 1, ayah: 7 });
    expect(pageStart(2)).toEqual({ surah: 2, ayah: 1 });
    expect(pageEnd(2)).toEqual({ surah: 2, ayah: 5 });
    expect(pageStart(604)).toEqual({ surah: 112, ayah: 1 });
    expect(pageEnd(604)).toEqual({ surah: 114, ayah: 6 });
    expect(ayahsOnPage(1)).toBe(7);
    expect(ayahsOnPage(604)).toBe(15);
    expect(() => pageStart(0)).toThrow('quran.invalidPage');
    expect(() => pageStart(605)).toThrow('quran.invalidPage');
  });

  it('every page starts right after the previous one ends', () => {
    for (let p = 2; p <= 604; p++) {
      expect(ayahIndex(pageStart(p))).toBe(ayahIndex(pageEnd(p - 1)) + 1);
    }
  });
});

describe('juz and hizb', () => {
  it('places ayahs in their juz', () => {
    expect(juzOf({ surah: 1, ayah: 1 })).toBe(1);
    expect(juzOf({ surah: 2, ayah: 141 })).toBe(1);
    expect(juzOf({ surah: 2, ayah: 142 })).toBe(2);
    expect(juzOf({ surah: 2, ayah: 255 })).toBe(3);
    expect(juzOf({ surah: 77, ayah: 50 })).toBe(29);
    expect(juzOf({ surah: 78, ayah: 1 })).toBe(30);
    expect(juzOf({ surah: 114, ayah: 6 })).toBe(30);
  });

  it('gives the start and end of each juz', () => {
    expect(juzStart(1)).toEqual({ surah: 1, ayah: 1 });
    expect(juzStart(2)).toEqual({ surah: 2, ayah: 142 });
    expect(juzStart(3)).toEqual({ surah: 2, ayah: 253 });
    expect(juzStart(30)).toEqual({ surah: 78, ayah: 1 });
    expect(juzEnd(1)).toEqual({ surah: 2, ayah: 141 });
    expect(juzEnd(29)).toEqual({ surah: 77, ayah: 50 });
    expect(juzEnd(30)).toEqual({ surah: 114, ayah: 6 });
    expect(() => juzStart(31)).toThrow('quran.invalidJuz');
    expect(() => juzStart(0)).toThrow('quran.invalidJuz');
  });

  it('gives hizb and quarter', () => {
    expect(hizbOf({ surah: 1, ayah: 1 })).toBe(1);
    expect(hizbOf({ surah: 2, ayah: 142 })).toBe(3);
    expect(hizbOf({ surah: 114, ayah: 6 })).toBe(60);
    expect(hizbQuarterOf({ surah: 2, ayah: 255 })).toEqual({
      juz: 3,
      hizb: 5,
      quarter: 1,
      rub: 17,
    });
    expect(hizbStart(1)).toEqual({ surah: 1, ayah: 1 });
    expect(hizbStart(3)).toEqual(juzStart(2));
    expect(hizbStart(59)).toEqual(juzStart(30));
    expect(quarterStart(240).surah).toBe(100);
    expect(() => hizbStart(61)).toThrow('quran.invalidHizb');
  });

  it('a juz is two hizbs and eight quarters', () => {
    for (let j = 1; j <= 30; j++) {
      expect(hizbStart(2 * j - 1)).toEqual(juzStart(j));
      expect(quarterStart(8 * j - 7)).toEqual(juzStart(j));
      expect(hizbQuarterOf(juzStart(j))).toMatchObject({ juz: j, hizb: 2 * j - 1, quarter: 1 });
    }
  });
});
