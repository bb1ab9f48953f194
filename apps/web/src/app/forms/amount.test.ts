import { buildCatalogue, LOCALE_CODES } from '@qc/domain';
import { describe, expect, it } from 'vitest';
import { amountOrText, readAmount } from './amount.ts';

describe('readAmount, the one reading of a typed amount', () => {
  it('accepts Latin and Arabic-Indic digits with the Arabic separators', () => {
    expect(readAmount('1250.5', 'TRY')).toEqual({ minor: 125050, issue: null });
    expect(readAmount('١٢٥٠٫٥', 'TRY')).toEqual({ minor: 125050, issue: null });
    expect(readAmount('١٬٢٥٠', 'TRY')).toEqual({ minor: 125000, issue: null });
    expect(readAmount('۱۲۵۰', 'SAR')).toEqual({ minor: 125000, issue: null });
    expect(readAmount(' 1,250.75 ', 'USD')).toEqual({ minor: 125075, issue: null });
  });

  it("keeps the currency's own decimals, and refuses more rather than rounding", () => {
    expect(readAmount('١٫٢٥٠', 'KWD').minor).toBe(1250);
    expect(readAmount('1500', 'XOF').minor).toBe(1500);
    // Too many decimals says so (not "type it in digits").
    expect(readAmount('12.345', 'TRY')).toEqual({
      minor: null,
      issue: { code: 'money.tooManyDecimals' },
    });
    expect(readAmount('١٢٫٣٤٥', 'TRY').issue).toEqual({ code: 'money.tooManyDecimals' });
    expect(readAmount('12.5', 'XOF').issue).toEqual({ code: 'money.tooManyDecimals' });
  });

  it('refuses garbage, an empty field and what is not more than zero, each with its key', () => {
    expect(readAmount('abc', 'TRY')).toEqual({ minor: null, issue: { code: 'money.invalid' } });
    expect(readAmount('12a', 'TRY').issue).toEqual({ code: 'money.invalid' });
    expect(readAmount('1.2.3', 'TRY').issue).toEqual({ code: 'money.invalid' });
    expect(readAmount('  ', 'TRY')).toEqual({
      minor: null,
      issue: { code: 'validation.required' },
    });
    expect(readAmount('0', 'TRY').issue).toEqual({ code: 'money.notPositive' });
    expect(readAmount('-5', 'TRY').issue).toEqual({ code: 'money.notPositive' });
    expect(readAmount('٠', 'TRY', { allowZero: true })).toEqual({ minor: 0, issue: null });
  });

  it('words its refusals in Arabic, English and French', () => {
    const catalogue = buildCatalogue();
    for (const key of [
      'money.invalid',
      'money.tooManyDecimals',
      'money.notPositive',
      'validation.required',
    ])
      for (const locale of LOCALE_CODES) expect(catalogue[locale][key]).toBeTruthy();
  });

  it('gives a generic money input minor units, or the text to refuse, or nothing', () => {
    expect(amountOrText('١٥٫٥', 'TRY')).toBe(1550);
    expect(amountOrText('15.5', 'YER')).toBe(1550);
    expect(amountOrText('', 'TRY')).toBeNull();
    expect(amountOrText('15.555', 'TRY')).toBe('15.555');
  });
});
