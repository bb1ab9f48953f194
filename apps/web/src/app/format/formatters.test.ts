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

  it('leaves anything that is not a month as it is', () => {
    const en = createFormatters({ locale: 'en', calendar: 'gregorian', digits: 'latn' });
    expect(en.month('2026-10-05')).toBe('2026-10-05');
    expect(en.month(null)).toBe('');
  });
});
