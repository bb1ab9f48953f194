import { describe, expect, it } from 'vitest';
import { givenName } from './given-name.ts';
import { textInLanguage } from './locale-text.ts';

describe('givenName', () => {
  it('takes the first word of a name', () => {
    expect(givenName('محمد أحمد علي')).toBe('محمد');
    expect(givenName('  فاطمة   الزهراء  ')).toBe('فاطمة');
    expect(givenName('Yusuf Karim')).toBe('Yusuf');
  });
  it('keeps the second word of a compound Arabic name, with or without hamza or diacritics', () => {
    expect(givenName('عبد الرحمن سعيد')).toBe('عبد الرحمن');
    expect(givenName('عَبْد الله خالد')).toBe('عَبْد الله');
    expect(givenName('أبو بكر الصديق')).toBe('أبو بكر');
    expect(givenName('ابو بكر الصديق')).toBe('ابو بكر');
    expect(givenName('Abdel Kader Ben')).toBe('Abdel Kader');
  });
  it('leaves a one-word name and an empty one as they are', () => {
    expect(givenName('عبد')).toBe('عبد');
    expect(givenName('')).toBe('');
  });
});

describe('textInLanguage', () => {
  it('gives the text in the language asked, else the Arabic one marked as Arabic', () => {
    const texts = { ar: 'كفالة طالب', en: 'Sponsor a student', fr: '  ' };
    expect(textInLanguage(texts, 'en')).toEqual({ text: 'Sponsor a student', lang: 'en' });
    expect(textInLanguage(texts, 'fr')).toEqual({ text: 'كفالة طالب', lang: 'ar' });
    expect(textInLanguage({ ar: null, en: null, fr: null }, 'ar')).toBeNull();
  });
});
