import { describe, expect, it } from 'vitest';
import { formatRange } from './quran-format.ts';
import { ayahIndex, type QuranRange } from './quran-position.ts';
import { firstPortion, nextPortion } from './quran-portion.ts';
import { countAyahs, pageMeasure } from './quran-range.ts';

const fmt = (range: QuranRange | null): string | null => (range ? formatRange(range) : null);

describe('nextPortion forward', () => {
  it('starts with Al-Fatihah and follows the pages', () => {
    expect(fmt(firstPortion(1))).toBe('1:1–1:7');
    expect(fmt(nextPortion({ surah: 1, ayah: 7 }, 1))).toBe('2:1–2:5');
    expect(fmt(nextPortion({ surah: 2, ayah: 5 }, 1, 'forward'))).toBe('2:6–2:16');
    expect(fmt(nextPortion({ surah: 2, ayah: 5 }, 2))).toBe('2:6–2:24');
  });

  it('accepts half pages', () => {
    const half = nextPortion({ surah: 2, ayah: 5 }, 0.5);
    expect(half).not.toBeNull();
    expect(pageMeasure(half!)).toBeCloseTo(0.5, 1);
  });

  it('always gives at least one ayah', () => {
    expect(countAyahs(nextPortion({ surah: 2, ayah: 281 }, 0.01)!)).toBe(1);
  });

  it('stops at 114:6', () => {
    expect(fmt(nextPortion({ surah: 114, ayah: 3 }, 5))).toBe('114:4–114:6');
    expect(nextPortion({ surah: 114, ayah: 6 }, 1)).toBeNull();
  });

  it('walks the whole Quran in 604 one-page steps', () => {
    let portion: QuranRange | null = firstPortion(1);
    let steps = 0;
    let expected = 1;
    while (portion) {
      expect(ayahIndex(portion.from)).toBe(expected);
      expected = ayahIndex(portion.to) + 1;
      steps++;
      portion = nextPortion(portion.to, 1);
    }
    expect(expected).toBe(6237);
    expect(steps).toBe(604);
  });

  it('refuses bad input', () => {
    expect(() => nextPortion({ surah: 2, ayah: 287 }, 1)).toThrow('quran.invalidAyah');
    expect(() => nextPortion({ surah: 2, ayah: 1 }, 0)).toThrow('quran.invalidPortionSize');
    expect(() => nextPortion({ surah: 2, ayah: 1 }, Number.NaN)).toThrow(
      'quran.invalidPortionSize',
    );
    expect(() =>
      nextPortion({ from: { surah: 2, ayah: 5 }, to: { surah: 2, ayah: 1 } }, 1, 'backward'),
    ).toThrow('quran.rangeReversed');
  });
});

describe('nextPortion backward (from An-Nas towards Al-Fatihah)', () => {
  it('starts with the last page: the short surahs 112–114 together', () => {
    expect(fmt(firstPortion(1, 'backward'))).toBe('112:1–114:6');
    expect(fmt(firstPortion(0.4, 'backward'))).toBe('114:1–114:6');
  });

  it('after a group of short surahs, continues before the group', () => {
    const first = firstPortion(1, 'backward');
    expect(fmt(nextPortion(first, 1, 'backward'))).toBe('109:1–111:5');
  });

  it('with only the end position, takes the surah before it', () => {
    expect(fmt(nextPortion({ surah: 114, ayah: 6 }, 0.5, 'backward'))).toBe('112:1–113:5');
    expect(fmt(nextPortion({ surah: 3, ayah: 200 }, 1, 'backward'))).toBe('2:1–2:5');
    expect(fmt(nextPortion({ surah: 2, ayah: 286 }, 1, 'backward'))).toBe('1:1–1:7');
  });

  it('reads a long surah forward, then moves to the surah before it', () => {
    expect(fmt(nextPortion({ surah: 90, ayah: 20 }, 1, 'backward'))).toBe('89:1–89:23');
    expect(fmt(nextPortion({ surah: 89, ayah: 23 }, 1, 'backward'))).toBe('89:24–89:30');
    expect(fmt(nextPortion({ surah: 89, ayah: 30 }, 1, 'backward'))).toMatch(/^88:1–/);
  });

  it('does not cross into the (already memorised) next surah', () => {
    expect(fmt(nextPortion({ surah: 2, ayah: 280 }, 5, 'backward'))).toBe('2:281–2:286');
  });

  it('joins a small rest of the surah instead of leaving a scrap', () => {
    // 104 has 9 ayahs over about one page: half a page would leave 104:9 alone.
    expect(fmt(nextPortion({ surah: 105, ayah: 5 }, 0.5, 'backward'))).toBe('104:1–104:9');
  });

  it('ends after Al-Fatihah', () => {
    expect(nextPortion({ surah: 1, ayah: 7 }, 1, 'backward')).toBeNull();
  });

  it('covers every ayah exactly once, juz 30 before juz 29, down to Al-Fatihah', () => {
    const seen = new Uint8Array(6237);
    let portion: QuranRange | null = firstPortion(1, 'backward');
    let previousSurah = 115;
    let steps = 0;
    while (portion) {
      expect(portion.to.surah).toBeLessThanOrEqual(previousSurah);
      for (let i = ayahIndex(portion.from); i <= ayahIndex(portion.to); i++) seen[i]! += 1;
      previousSurah = portion.from.surah;
      steps++;
      portion = nextPortion(portion, 1, 'backward');
    }
    expect(seen.slice(1).every((n) => n === 1)).toBe(true);
    expect(steps).toBeGreaterThan(550);
    expect(steps).toBeLessThan(660);
  });
});
