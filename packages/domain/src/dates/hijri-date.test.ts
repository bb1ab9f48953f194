import { describe, expect, it } from 'vitest';
import {
  hijriMonthLength,
  hijriToGregorian,
  isValidHijriDate,
  toDate,
  toHijriParts,
  toIsoDate,
} from './hijri-date.ts';

describe('toDate / toIsoDate', () => {
  it('reads calendar days as UTC midnight', () => {
    expect(toDate('2024-03-11').toISOString()).toBe('2024-03-11T00:00:00.000Z');
    expect(toIsoDate('2024-03-11T23:30:00Z')).toBe('2024-03-11');
    expect(toIsoDate(new Date(Date.UTC(2024, 6, 7, 12)))).toBe('2024-07-07');
  });

  it('refuses invalid dates', () => {
    expect(() => toDate('2024-02-30')).toThrow('validation.invalidDate');
    expect(() => toDate('not a date')).toThrow('validation.invalidDate');
    expect(() => toDate(new Date(Number.NaN))).toThrow('validation.invalidDate');
  });
});

describe('Umm al-Qura', () => {
  it('knows 1 Ramadan 1445 and 1 Muharram 1446', () => {
    expect(toHijriParts('2024-03-11')).toEqual({ year: 1445, month: 9, day: 1 });
    expect(toHijriParts('2024-07-07')).toEqual({ year: 1446, month: 1, day: 1 });
    expect(hijriToGregorian(1445, 9, 1)).toBe('2024-03-11');
    expect(hijriToGregorian(1446, 1, 1)).toBe('2024-07-07');
  });

  it('knows other published dates', () => {
    // 1 Shawwal 1445 (Eid al-Fitr) and 10 Dhu al-Hijjah 1445 (Eid al-Adha) in Umm al-Qura.
    expect(hijriToGregorian(1445, 10, 1)).toBe('2024-04-10');
    expect(hijriToGregorian(1445, 12, 10)).toBe('2024-06-16');
    expect(hijriToGregorian(1440, 1, 1)).toBe('2018-09-11');
    expect(hijriToGregorian(1447, 1, 1)).toBe('2025-06-26');
  });

  it('round-trips every day from 1440 to 1460 AH', () => {
    const start = Date.parse(hijriToGregorian(1440, 1, 1));
    const end = Date.parse(hijriToGregorian(1460, 12, hijriMonthLength(1460, 12)));
    let previous = toHijriParts(new Date(start - 86_400_000));
    for (let t = start; t <= end; t += 86_400_000) {
      const parts = toHijriParts(new Date(t));
      // Consecutive days: the day advances, or a new month starts after day 29 or 30.
      if (parts.day !== 1) expect(parts.day).toBe(previous.day + 1);
      else expect([29, 30]).toContain(previous.day);
      previous = parts;
    }
    for (let year = 1440; year <= 1460; year++) {
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 15, 29]) {
          const iso = hijriToGregorian(year, month, day);
          expect(toHijriParts(iso)).toEqual({ year, month, day });
        }
      }
    }
  });

  it('months have 29 or 30 days; a 30th that does not exist is refused', () => {
    let short = 0;
    for (let month = 1; month <= 12; month++) {
      const n = hijriMonthLength(1445, month);
      expect([29, 30]).toContain(n);
      if (n === 29) {
        short++;
        expect(isValidHijriDate(1445, month, 30)).toBe(false);
        expect(() => hijriToGregorian(1445, month, 30)).toThrow('validation.invalidDate');
      }
    }
    expect(short).toBeGreaterThan(0);
    expect(isValidHijriDate(1445, 13, 1)).toBe(false);
    expect(isValidHijriDate(1445, 0, 1)).toBe(false);
    expect(isValidHijriDate(1445, 1, 31)).toBe(false);
    expect(isValidHijriDate(1445.5, 1, 1)).toBe(false);
  });
});
