import { describe, expect, it } from 'vitest';
import { parseMonthText, readTypedMonth } from './MonthField.tsx';

describe('a typed month', () => {
  it('reads year first or month first, in Latin or Arabic-Indic digits', () => {
    expect(parseMonthText('2026-10')).toBe('2026-10');
    expect(parseMonthText('2026/1')).toBe('2026-01');
    expect(parseMonthText('10/2026')).toBe('2026-10');
    expect(parseMonthText('١٠/٢٠٢٦')).toBe('2026-10');
    expect(parseMonthText(' ٢٠٢٦-٠٣ ')).toBe('2026-03');
  });
  it('answers empty for an empty text and null for what is not a month', () => {
    expect(parseMonthText('')).toBe('');
    expect(parseMonthText('2026-13')).toBeNull();
    expect(parseMonthText('2026-00')).toBeNull();
    expect(parseMonthText('نوفمبر')).toBeNull();
    expect(parseMonthText('26-10')).toBeNull();
  });
});

describe('leaving the month field with a typed text', () => {
  it('takes a month, clears on an empty text, changes nothing when it is the same month', () => {
    expect(readTypedMonth('١٠/٢٠٢٦', '2026-09')).toEqual({ month: '2026-10' });
    expect(readTypedMonth('  ', '2026-09')).toEqual({ month: '' });
    expect(readTypedMonth('2026-9', '2026-09')).toBeNull();
  });
  it('refuses what is not a month instead of dropping it, keeping the month it had', () => {
    // The field shows an error under it for these and does not call onChange.
    expect(readTypedMonth('نوفمبر', '2026-09')).toEqual({ invalid: true });
    expect(readTypedMonth('2026-13', '')).toEqual({ invalid: true });
    expect(readTypedMonth('10/26', '2026-09')).toEqual({ invalid: true });
  });
});
