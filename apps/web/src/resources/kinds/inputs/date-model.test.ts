import { describe, expect, it } from 'vitest';
import {
  dateToText,
  fromLocalInput,
  monthGrid,
  parseDateText,
  shiftMonth,
  weekStartOf,
} from './date-model.ts';

describe('typing dates', () => {
  it('reads Gregorian days year first or day first, in any digits', () => {
    expect(parseDateText('2025-03-12', 'gregorian')).toBe('2025-03-12');
    expect(parseDateText('12/3/2025', 'gregorian')).toBe('2025-03-12');
    expect(parseDateText('١٢/٠٣/٢٠٢٥', 'gregorian')).toBe('2025-03-12');
    expect(parseDateText('2025-02-30', 'gregorian')).toBeNull();
    expect(parseDateText('', 'gregorian')).toBe('');
    expect(parseDateText('tomorrow', 'gregorian')).toBeNull();
  });

  it('reads Hijri days and stores them Gregorian', () => {
    // 1 Ramadan 1446 AH is 1 March 2025 (Umm al-Qura).
    expect(parseDateText('1446-09-01', 'hijri')).toBe('2025-03-01');
    expect(parseDateText('1/9/1446 هـ', 'hijri')).toBe('2025-03-01');
    expect(parseDateText('1446-13-01', 'hijri')).toBeNull();
    expect(dateToText('2025-03-01', 'hijri')).toBe('1446-09-01');
    expect(dateToText('2025-03-01', 'gregorian')).toBe('2025-03-01');
  });
});

describe('the month picker', () => {
  it('lays a month out in weeks starting on the language first day', () => {
    // March 2025 starts on a Saturday: no blank in Arabic (Saturday first), 6 in English.
    const ar = monthGrid('gregorian', { year: 2025, month: 3 }, weekStartOf('ar'));
    const en = monthGrid('gregorian', { year: 2025, month: 3 }, weekStartOf('en'));
    expect(ar[0]).toEqual({ day: 1, iso: '2025-03-01' });
    expect(en.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(ar.filter(Boolean)).toHaveLength(31);
  });

  it('lays out Hijri months with their own length', () => {
    const ramadan = monthGrid('hijri', { year: 1446, month: 9 }, 6).filter(Boolean);
    expect(ramadan[0]).toEqual({ day: 1, iso: '2025-03-01' });
    expect([29, 30]).toContain(ramadan.length);
  });

  it('moves between months across years', () => {
    expect(shiftMonth({ year: 2025, month: 12 }, 1)).toEqual({ year: 2026, month: 1 });
    expect(shiftMonth({ year: 1446, month: 1 }, -1)).toEqual({ year: 1445, month: 12 });
  });

  it('turns local date-times into instants', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput('nonsense')).toBeNull();
    expect(fromLocalInput('2025-03-01T10:30')).toMatch(/^2025-03-0[12]T\d{2}:30:00\.000Z$/);
  });
});
