import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format.ts';

describe('formatDate', () => {
  it('formats the Hijri date in Arabic with either digit system', () => {
    expect(formatDate('2024-03-11', { locale: 'ar', calendar: 'hijri', digits: 'arab' })).toBe(
      '١ رمضان ١٤٤٥ هـ',
    );
    expect(formatDate('2024-03-11', { locale: 'ar', calendar: 'hijri', digits: 'latn' })).toBe(
      '1 رمضان 1445 هـ',
    );
  });

  it('formats the Hijri date in English and French', () => {
    expect(formatDate('2024-03-11', { locale: 'en', calendar: 'hijri' })).toBe('1 Ramadan 1445 AH');
    expect(formatDate('2024-07-07', { locale: 'en', calendar: 'hijri' })).toBe(
      '1 Muharram 1446 AH',
    );
    expect(formatDate('2024-03-11', { locale: 'fr', calendar: 'hijri' })).toMatch(
      /^1 ramadan 1445/,
    );
  });

  it('formats the Gregorian date even for Arabic', () => {
    expect(formatDate('2024-03-11', { locale: 'ar', calendar: 'gregorian', digits: 'arab' })).toBe(
      '١١ مارس ٢٠٢٤',
    );
    expect(formatDate('2024-03-11', { locale: 'en' })).toBe('11 March 2024');
    expect(formatDate('2024-03-11', { locale: 'fr' })).toBe('11 mars 2024');
  });

  it('formats both calendars', () => {
    expect(formatDate('2024-03-11', { locale: 'en', calendar: 'both' })).toBe(
      '1 Ramadan 1445 AH (11 March 2024)',
    );
    expect(formatDate('2024-03-11', { locale: 'ar', calendar: 'both', digits: 'arab' })).toBe(
      '١ رمضان ١٤٤٥ هـ (١١ مارس ٢٠٢٤)',
    );
  });

  it('accepts Dates, timestamps, styles, time zones and other locale tags', () => {
    const d = new Date(Date.UTC(2024, 2, 11, 22, 0));
    expect(formatDate(d, { locale: 'en' })).toBe('11 March 2024');
    expect(formatDate(d, { locale: 'en', timeZone: 'Asia/Riyadh' })).toBe('12 March 2024');
    expect(formatDate('2024-03-11', { locale: 'en', style: 'short' })).toBe('11/03/2024');
    expect(formatDate('2024-03-11', { locale: 'en-US', calendar: 'gregorian' })).toBe(
      'March 11, 2024',
    );
  });

  it('refuses invalid input', () => {
    expect(() => formatDate('2024-13-01')).toThrow('validation.invalidDate');
  });
});
