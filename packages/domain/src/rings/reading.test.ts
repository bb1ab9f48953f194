import { describe, expect, it } from 'vitest';
import { checkReading, suggestedGrade, suggestNextPortion } from './reading.ts';

const r = (fs: number, fa: number, ts: number, ta: number) => ({
  from: { surah: fs, ayah: fa },
  to: { surah: ts, ayah: ta },
});

describe('reading validation and measure', () => {
  it('measures a valid range', () => {
    expect(checkReading({ kind: 'hifz', range: r(1, 1, 1, 7) })).toMatchObject({
      ok: true,
      ayahCount: 7,
      pageCount: 1,
      pages: [1],
    });
    const baqarah = checkReading({
      kind: 'revision',
      range: r(2, 1, 2, 286),
      mistakesMemorisation: 3,
    });
    expect(baqarah).toMatchObject({ ok: true, ayahCount: 286 });
  });
  it('refuses ranges outside the Quran data and bad mistakes', () => {
    expect(checkReading({ kind: 'hifz', range: r(1, 1, 1, 8) })).toMatchObject({
      ok: false,
      field: 'range',
      code: 'quran.invalidAyah',
    });
    expect(checkReading({ kind: 'hifz', range: r(115, 1, 115, 2) })).toMatchObject({
      code: 'quran.invalidSurah',
    });
    expect(checkReading({ kind: 'hifz', range: r(2, 10, 2, 5) })).toMatchObject({
      code: 'quran.rangeReversed',
    });
    expect(
      checkReading({ kind: 'hifz', range: r(1, 1, 1, 7), mistakesMemorisation: -1 }),
    ).toMatchObject({ field: 'mistakes' });
  });
  it('suggests grades and next portions', () => {
    expect(suggestedGrade(0)).toBe('excellent');
    expect(suggestedGrade(7)).toBe('repeat');
    // No reading yet, default direction: backward from An-Nas.
    expect(suggestNextPortion(null)?.to).toEqual({ surah: 114, ayah: 6 });
    // After An-Nas (and the short surahs joined), the next starts before.
    const after = suggestNextPortion({ range: r(114, 1, 114, 6), grade: 'good' });
    expect(after!.to.surah).toBeLessThan(114);
    // Repeat: the same portion again.
    expect(suggestNextPortion({ range: r(78, 1, 78, 20), grade: 'repeat' })).toEqual(
      r(78, 1, 78, 20),
    );
    // Forward continues after the last ayah.
    expect(suggestNextPortion({ range: r(2, 1, 2, 5), grade: 'good' }, 'forward')!.from).toEqual({
      surah: 2,
      ayah: 6,
    });
  });
});
