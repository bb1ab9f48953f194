import { describe, expect, it } from 'vitest';
import {
  describeRange,
  formatPosition,
  formatRange,
  parsePosition,
  parseRange,
  parseRangeResult,
} from './quran-format.ts';
import type { QuranRange } from './quran-position.ts';

const r = (s1: number, a1: number, s2: number, a2: number): QuranRange => ({
  from: { surah: s1, ayah: a1 },
  to: { surah: s2, ayah: a2 },
});

describe('parsePosition', () => {
  it('reads surah:ayah in Latin, Arabic-Indic and Persian digits', () => {
    expect(parsePosition('2:255')).toEqual({ surah: 2, ayah: 255 });
    expect(parsePosition(' 2 : 255 ')).toEqual({ surah: 2, ayah: 255 });
    expect(parsePosition('٢:٢٥٥')).toEqual({ surah: 2, ayah: 255 });
    expect(parsePosition('۲:۲۵۵')).toEqual({ surah: 2, ayah: 255 });
    expect(parsePosition('\u200f٢:٢٥٥')).toEqual({ surah: 2, ayah: 255 });
  });

  it('returns null for text that is not an existing position', () => {
    expect(parsePosition('2:287')).toBeNull();
    expect(parsePosition('115:1')).toBeNull();
    expect(parsePosition('2:0')).toBeNull();
    expect(parsePosition('2')).toBeNull();
    expect(parsePosition('two:one')).toBeNull();
    expect(parsePosition('')).toBeNull();
  });
});

describe('parseRange', () => {
  it('reads full ranges with hyphen, en dash or em dash', () => {
    expect(parseRange('2:1-2:286')).toEqual(r(2, 1, 2, 286));
    expect(parseRange('2:1–3:10')).toEqual(r(2, 1, 3, 10));
    expect(parseRange('2:1 — 3:10')).toEqual(r(2, 1, 3, 10));
    expect(parseRange('٢:١–٣:١٠')).toEqual(r(2, 1, 3, 10));
    expect(parseRange('۲:۱-۲:۲۸۶')).toEqual(r(2, 1, 2, 286));
  });

  it('reads short forms', () => {
    expect(parseRange('2:1-7')).toEqual(r(2, 1, 2, 7));
    expect(parseRange('2:255')).toEqual(r(2, 255, 2, 255));
    expect(parseRange('2')).toEqual(r(2, 1, 2, 286));
    expect(parseRange('١١٤')).toEqual(r(114, 1, 114, 6));
  });

  it('says why a range is refused', () => {
    expect(parseRangeResult('115:1-115:3')).toEqual({ ok: false, code: 'quran.invalidSurah' });
    expect(parseRangeResult('115')).toEqual({ ok: false, code: 'quran.invalidSurah' });
    expect(parseRangeResult('2:0-2:5')).toEqual({ ok: false, code: 'quran.invalidAyah' });
    expect(parseRangeResult('2:1-2:287')).toEqual({ ok: false, code: 'quran.invalidAyah' });
    expect(parseRangeResult('2:10-2:5')).toEqual({ ok: false, code: 'quran.rangeReversed' });
    expect(parseRangeResult('3:1-2:5')).toEqual({ ok: false, code: 'quran.rangeReversed' });
    expect(parseRangeResult('hello')).toEqual({ ok: false, code: 'quran.invalidFormat' });
    expect(parseRangeResult('2:1-2:3-2:5')).toEqual({ ok: false, code: 'quran.invalidFormat' });
    expect(parseRangeResult('')).toEqual({ ok: false, code: 'quran.invalidFormat' });
    expect(parseRange('2:10-2:5')).toBeNull();
  });
});

describe('formatting', () => {
  it('formats positions and ranges', () => {
    expect(formatPosition({ surah: 2, ayah: 255 })).toBe('2:255');
    expect(formatPosition({ surah: 2, ayah: 255 }, { digits: 'arab' })).toBe('٢:٢٥٥');
    expect(formatRange(r(2, 1, 2, 286))).toBe('2:1–2:286');
    expect(formatRange(r(2, 1, 3, 10), { digits: 'arab' })).toBe('٢:١–٣:١٠');
    expect(formatRange(r(2, 255, 2, 255))).toBe('2:255');
  });

  it('round-trips through parseRange', () => {
    for (const range of [r(1, 1, 1, 7), r(2, 1, 3, 10), r(114, 6, 114, 6), r(1, 1, 114, 6)]) {
      expect(parseRange(formatRange(range))).toEqual(range);
      expect(parseRange(formatRange(range, { digits: 'arab' }))).toEqual(range);
    }
  });

  it('describes ranges with surah names', () => {
    expect(describeRange(r(2, 1, 2, 286))).toBe('البقرة');
    expect(describeRange(r(2, 1, 2, 286), { locale: 'en' })).toBe('Al-Baqarah');
    expect(describeRange(r(2, 1, 2, 20), { digits: 'arab' })).toBe('البقرة ١–٢٠');
    expect(describeRange(r(2, 255, 2, 255), { locale: 'fr' })).toBe('Al-Baqarah 255');
    expect(describeRange(r(2, 250, 3, 10), { locale: 'en' })).toBe(
      "Al-Baqarah 250 – Ali 'Imran 10",
    );
    expect(() => describeRange(r(2, 5, 2, 1))).toThrow('quran.rangeReversed');
  });
});
