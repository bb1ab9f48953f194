import { describe, expect, it } from 'vitest';
import type { QuranRange } from './quran-position.ts';
import {
  countAyahs,
  countPages,
  hizbRange,
  isValidRange,
  juzOfRange,
  juzRange,
  pageMeasure,
  pageRange,
  pagesOfRange,
  rangeIncludes,
  rangesOverlap,
  surahRange,
  validateRange,
} from './quran-range.ts';

const r = (s1: number, a1: number, s2: number, a2: number): QuranRange => ({
  from: { surah: s1, ayah: a1 },
  to: { surah: s2, ayah: a2 },
});

describe('validateRange', () => {
  it('accepts valid ranges, including a single ayah', () => {
    expect(validateRange(r(1, 1, 1, 7))).toEqual({ ok: true });
    expect(validateRange(r(2, 255, 2, 255))).toEqual({ ok: true });
    expect(validateRange(r(1, 1, 114, 6))).toEqual({ ok: true });
  });

  it('refuses invalid ranges with the right codes', () => {
    expect(validateRange(r(115, 1, 115, 2))).toEqual({ ok: false, code: 'quran.invalidSurah' });
    expect(validateRange(r(2, 1, 115, 2))).toEqual({ ok: false, code: 'quran.invalidSurah' });
    expect(validateRange(r(2, 0, 2, 5))).toEqual({ ok: false, code: 'quran.invalidAyah' });
    expect(validateRange(r(2, 1, 2, 287))).toEqual({ ok: false, code: 'quran.invalidAyah' });
    expect(validateRange(r(2, 10, 2, 5))).toEqual({ ok: false, code: 'quran.rangeReversed' });
    expect(validateRange(r(3, 1, 2, 286))).toEqual({ ok: false, code: 'quran.rangeReversed' });
    expect(isValidRange(r(3, 1, 2, 286))).toBe(false);
  });

  it('counting functions throw the same codes', () => {
    expect(() => countAyahs(r(2, 10, 2, 5))).toThrow('quran.rangeReversed');
    expect(() => pagesOfRange(r(2, 1, 2, 287))).toThrow('quran.invalidAyah');
  });
});

describe('counting', () => {
  it('Al-Fatihah: 7 ayahs on 1 page', () => {
    const fatihah = r(1, 1, 1, 7);
    expect(countAyahs(fatihah)).toBe(7);
    expect(pagesOfRange(fatihah)).toEqual([1]);
    expect(countPages(fatihah)).toBe(1);
    expect(pageMeasure(fatihah)).toBe(1);
    expect(juzOfRange(fatihah)).toEqual([1]);
  });

  it('Al-Baqarah: 286 ayahs on pages 2–49 (48 pages), juz 1–3', () => {
    const baqarah = r(2, 1, 2, 286);
    expect(countAyahs(baqarah)).toBe(286);
    const pages = pagesOfRange(baqarah);
    expect(pages[0]).toBe(2);
    expect(pages.at(-1)).toBe(49);
    expect(countPages(baqarah)).toBe(48);
    expect(pageMeasure(baqarah)).toBe(48);
    expect(juzOfRange(baqarah)).toEqual([1, 2, 3]);
  });

  it('the whole Quran', () => {
    const all = r(1, 1, 114, 6);
    expect(countAyahs(all)).toBe(6236);
    expect(countPages(all)).toBe(604);
    expect(pageMeasure(all)).toBe(604);
    expect(juzOfRange(all)).toHaveLength(30);
  });

  it('ranges across surahs', () => {
    expect(countAyahs(r(1, 7, 2, 1))).toBe(2);
    expect(pagesOfRange(r(1, 7, 2, 1))).toEqual([1, 2]);
    expect(countAyahs(r(2, 250, 3, 10))).toBe(47);
    expect(juzOfRange(r(2, 141, 2, 142))).toEqual([1, 2]);
  });

  it('measures parts of pages', () => {
    // Page 2 holds 2:1–2:5.
    expect(pageMeasure(r(2, 1, 2, 5))).toBe(1);
    expect(pageMeasure(r(2, 1, 2, 1))).toBe(0.2);
    expect(countPages(r(2, 1, 2, 1))).toBe(1);
    // Page 1 holds 7 ayahs, page 2 holds 5: 1/7 + 1/5.
    expect(pageMeasure(r(1, 7, 2, 1))).toBeCloseTo(1 / 7 + 1 / 5, 4);
  });

  it('a single ayah is one ayah', () => {
    expect(countAyahs(r(2, 255, 2, 255))).toBe(1);
    expect(pagesOfRange(r(2, 255, 2, 255))).toEqual([42]);
  });
});

describe('range helpers', () => {
  it('whole surah, page and juz ranges', () => {
    expect(surahRange(2)).toEqual(r(2, 1, 2, 286));
    expect(pageRange(1)).toEqual(r(1, 1, 1, 7));
    expect(juzRange(30)).toEqual(r(78, 1, 114, 6));
    expect(countPages(juzRange(30))).toBe(23);
    expect(countPages(juzRange(1))).toBe(21);
  });

  it('hizb ranges: two to a juz, the first ends at al-Baqarah 74, the last at the end', () => {
    expect(hizbRange(1)).toEqual(r(1, 1, 2, 74));
    expect(hizbRange(2).from).toEqual({ surah: 2, ayah: 75 });
    expect(hizbRange(2).to).toEqual(juzRange(1).to);
    expect(hizbRange(59).from).toEqual(juzRange(30).from);
    expect(hizbRange(60).to).toEqual({ surah: 114, ayah: 6 });
    expect(() => hizbRange(61)).toThrow('quran.invalidHizb');
  });

  it('inclusion and overlap', () => {
    expect(rangeIncludes(r(2, 1, 2, 286), { surah: 2, ayah: 255 })).toBe(true);
    expect(rangeIncludes(r(2, 1, 2, 286), { surah: 3, ayah: 1 })).toBe(false);
    expect(rangesOverlap(r(2, 1, 2, 10), r(2, 10, 2, 20))).toBe(true);
    expect(rangesOverlap(r(2, 1, 2, 10), r(2, 11, 2, 20))).toBe(false);
    expect(rangesOverlap(r(1, 1, 114, 6), r(50, 1, 50, 1))).toBe(true);
  });
});
