import { describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  benefactorKeys,
  coveragePercent,
  instalmentDates,
  isMissed,
  parseCurrencyList,
  parseSuggestedAmounts,
} from './donation-rules.ts';

describe('donation rules', () => {
  it('parses the lists a type keeps as text', () => {
    expect(parseCurrencyList(' try, USD ,try')).toEqual(['TRY', 'USD']);
    expect(parseCurrencyList('')).toEqual([]);
    expect(parseCurrencyList('TR')).toBeNull();
    expect(parseSuggestedAmounts('100, 250')).toEqual([100, 250]);
    expect(parseSuggestedAmounts('100,-5')).toBeNull();
  });

  it('schedules instalments per period, keeping month ends', () => {
    expect(addMonthsToDate('2026-01-31', 1)).toBe('2026-02-28');
    expect(instalmentDates('2026-01-15', 'quarterly', 3)).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
    ]);
    expect(instalmentDates('2026-01-15', 'monthly', null)).toHaveLength(12);
    expect(instalmentDates('2026-01-15', 'once', 5)).toEqual(['2026-01-15']);
  });

  it('counts an instalment missed only after the grace days', () => {
    expect(isMissed('2026-03-01', '2026-03-08')).toBe(false);
    expect(isMissed('2026-03-01', '2026-03-09')).toBe(true);
  });

  it('finds the same person under other spellings', () => {
    const a = benefactorKeys({ fullName: 'عبد الله بن أحمد', phone: '+90 532 111 22 33' });
    const b = benefactorKeys({ fullName: 'عبدالله احمد', phone: '05321112233' });
    expect(a.name).toBe(b.name);
    expect(a.phone).toBe(b.phone);
  });

  it('caps coverage at 100 percent', () => {
    expect(coveragePercent(1000, 500)).toBe(50);
    expect(coveragePercent(1000, 1500)).toBe(100);
  });
});
