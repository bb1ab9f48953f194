import { describe, expect, it } from 'vitest';
import { createFormatters } from './formatters.ts';

describe('a month of a period', () => {
  it('is named in the language, with the digits the user prefers', () => {
    const en = createFormatters({ locale: 'en', calendar: 'gregorian', digits: 'latn' });
    expect(en.month('2026-10')).toBe('October 2026');
    const ar = createFormatters({ locale: 'ar', calendar: 'both', digits: 'arab' });
    expect(ar.month('2026-10')).toContain('٢٠٢٦');
    expect(ar.month('2026-10')).not.toMatch(/[0-9]/);
    const fr = createFormatters({ locale: 'fr', calendar: 'hijri', digits: 'latn' });
    expect(fr.month('2026-01')).toBe('janvier 2026');
  });

  it('spans the Hijri days of a Gregorian month for those who read Hijri dates', () => {
    const ar = createFormatters({ locale: 'ar', calendar: 'both', digits: 'arab' });
    expect(ar.hijriSpan('2026-11')).toBe('٢١ جمادى الأولى – ٢٠ جمادى الآخرة ١٤٤٨ هـ');
    const en = createFormatters({ locale: 'en', calendar: 'hijri', digits: 'latn' });
    // Intl puts thin spaces around the dash in English.
    expect(en.hijriSpan('2026-11')).toMatch(/^21 Jumada I\s–\s20 Jumada II 1448 AH$/);
    const gregorian = createFormatters({ locale: 'ar', calendar: 'gregorian', digits: 'latn' });
    expect(gregorian.hijriSpan('2026-11')).toBe('');
    expect(ar.hijriSpan('2026-11-05')).toBe('');
  });

  it('leaves anything that is not a month as it is', () => {
    const en = createFormatters({ locale: 'en', calendar: 'gregorian', digits: 'latn' });
    expect(en.month('2026-10-05')).toBe('2026-10-05');
    expect(en.month(null)).toBe('');
  });
});
