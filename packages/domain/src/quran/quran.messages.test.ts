import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/catalogue.ts';
import type { QuranErrorCode } from './quran-position.ts';
import { quranMessages } from './quran.messages.ts';

const CODES: Record<QuranErrorCode, true> = {
  'quran.invalidSurah': true,
  'quran.invalidAyah': true,
  'quran.rangeReversed': true,
  'quran.invalidFormat': true,
  'quran.invalidPage': true,
  'quran.invalidJuz': true,
  'quran.invalidHizb': true,
  'quran.invalidPortionSize': true,
};

describe('quran messages', () => {
  it('has every error code in en, ar and fr, non-empty', () => {
    for (const locale of ['en', 'ar', 'fr'] as const) {
      const table: Record<string, string> = quranMessages[locale];
      expect(Object.keys(table).sort()).toEqual(Object.keys(CODES).sort());
      for (const text of Object.values(table)) expect(text.trim()).not.toBe('');
    }
  });

  it('is registered in the catalogue', () => {
    expect(translate('ar', 'quran.invalidSurah')).toBe(quranMessages.ar['quran.invalidSurah']);
    expect(translate('fr', 'quran.rangeReversed')).toBe(quranMessages.fr['quran.rangeReversed']);
  });
});
