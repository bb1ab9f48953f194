import { describe, expect, it } from 'vitest';
import { formatNumber, toArabicDigits, toDigits, toLatinDigits } from './arabic-digits.ts';

describe('digits', () => {
  it('converts to Arabic-Indic digits', () => {
    expect(toArabicDigits('123')).toBe('١٢٣');
    expect(toArabicDigits(2024)).toBe('٢٠٢٤');
    expect(toArabicDigits('2:255')).toBe('٢:٢٥٥');
    expect(toArabicDigits('abc')).toBe('abc');
  });

  it('converts Arabic-Indic and Persian digits to Latin', () => {
    expect(toLatinDigits('١٢٣')).toBe('123');
    expect(toLatinDigits('۱۲۳')).toBe('123');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toLatinDigits('صفحة ٤٢')).toBe('صفحة 42');
  });

  it('round-trips', () => {
    expect(toLatinDigits(toArabicDigits('0123456789'))).toBe('0123456789');
    expect(toDigits('۱۲۳', 'arab')).toBe('١٢٣');
    expect(toDigits('١٢٣', 'latn')).toBe('123');
  });

  it('formats numbers with an explicit digit system', () => {
    expect(formatNumber(1234, { digits: 'latn', locale: 'en' })).toBe('1,234');
    expect(formatNumber(604, { digits: 'arab', locale: 'ar' })).toBe('٦٠٤');
    expect(toLatinDigits(formatNumber(1234.5, { digits: 'arab', locale: 'ar' }))).toMatch(
      /^1.?234.5$/u,
    );
    // Arabic writes Arabic-Indic digits unless the reader chose Latin ones.
    expect(formatNumber(6236)).toBe('٦٬٢٣٦');
    expect(formatNumber(6236, { digits: 'latn' })).toBe('6,236');
  });
});
