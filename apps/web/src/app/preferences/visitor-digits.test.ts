import { describe, expect, it } from 'vitest';
import { readerDigits } from './visitor-digits.ts';

describe('the digits a screen is written in', () => {
  it('follows a signed-in user’s own choice, whatever the organisation writes', () => {
    expect(readerDigits('latn', null)).toBe('latn');
    expect(readerDigits('arab', null)).toBe('arab');
  });
  it('writes a visitor’s Arabic in the organisation’s digits, the language’s when it has none', () => {
    expect(readerDigits('latn', { locale: 'ar', organisation: 'arab' })).toBe('arab');
    expect(readerDigits('arab', { locale: 'ar', organisation: 'latn' })).toBe('latn');
    expect(readerDigits('latn', { locale: 'ar', organisation: null })).toBe('arab');
  });
  it('writes a visitor’s English and French in Latin digits', () => {
    expect(readerDigits('arab', { locale: 'en', organisation: 'arab' })).toBe('latn');
    expect(readerDigits('arab', { locale: 'fr', organisation: null })).toBe('latn');
  });
});
