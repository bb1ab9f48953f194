import { describe, expect, it } from 'vitest';
import { parseMonthText } from './MonthField.tsx';

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
