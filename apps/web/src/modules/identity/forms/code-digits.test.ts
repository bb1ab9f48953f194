import { describe, expect, it } from 'vitest';
import { backspaceAt, digitsOf, isComplete, typeAt, typeInto } from './code-digits.ts';

describe('authenticator code boxes', () => {
  it('reads Latin, Arabic-Indic and Persian digits and drops the rest', () => {
    expect(digitsOf('١٢٣ ٤٥٦')).toBe('123456');
    expect(digitsOf('۷۸۹-012')).toBe('789012');
    expect(digitsOf('12a3')).toBe('123');
    expect(digitsOf('12345678')).toBe('123456');
  });

  it('moves to the next box after a digit and ignores letters', () => {
    expect(typeInto('', 0, '4')).toEqual({ value: '4', focus: 1 });
    expect(typeInto('4', 1, '٥')).toEqual({ value: '45', focus: 2 });
    expect(typeInto('45', 2, 'x')).toEqual({ value: '45', focus: 2 });
  });

  it('fills every box from a pasted code, wherever it is pasted', () => {
    expect(typeInto('', 3, '٩٨٧٦٥٤')).toEqual({ value: '987654', focus: 5 });
    expect(typeInto('12', 2, ' 3 4 ')).toEqual({ value: '1234', focus: 4 });
    expect(isComplete(typeInto('', 0, '123 456').value)).toBe(true);
  });

  it('keeps positions when a middle box is cleared, and backspace walks back', () => {
    const cleared = typeInto('123456', 2, '');
    expect(cleared.value).toBe('12 456');
    expect(isComplete(cleared.value)).toBe(false);
    expect(backspaceAt('12', 2)).toEqual({ value: '1', focus: 1 });
    expect(backspaceAt('123', 2)).toEqual({ value: '12', focus: 2 });
  });

  it('keeps up with fast typing: a digit added after a filled box goes to the next one', () => {
    let v = '';
    let focus: number;
    let at = 0;
    for (const key of '357912') {
      const prev = v[at] ?? '';
      ({ value: v, focus } = typeAt(v, at, `${prev}${key}`, prev));
      at = focus;
    }
    expect(v).toBe('357912');
    // The focus has not moved yet: the second digit typed in box 0 still goes to box 1.
    expect(typeAt('3', 0, '35', '3')).toEqual({ value: '35', focus: 2 });
    // A digit typed over a selected one replaces it.
    expect(typeAt('123456', 2, '9', '3').value).toBe('129456');
    // Typed before the digit already there: replaces it.
    expect(typeAt('123', 1, '72', '2').value).toBe('173');
  });
});
