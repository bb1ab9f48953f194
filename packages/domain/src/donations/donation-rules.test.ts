import { describe, expect, it } from 'vitest';
import {
  addMonthsToDate,
  benefactorKeys,
  coveragePercent,
  instalmentDates,
  isMissed,
  openEndedRowsToAdd,
  OPEN_ENDED_HORIZON,
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

  it('continues an open-ended schedule until the horizon lies ahead, and then adds nothing', () => {
    // Twelve rows from 2025-01-31; on 2026-03-10 the last (2025-12-31) is past.
    const rows = openEndedRowsToAdd('2025-01-31', 'monthly', 12, '2026-03-10');
    expect(rows[0]).toEqual({ seq: 13, dueOn: '2026-01-31' });
    expect(rows[1]).toEqual({ seq: 14, dueOn: '2026-02-28' });
    expect(rows.at(-1)).toEqual({ seq: 26, dueOn: '2027-02-28' });
    expect(rows.filter((r) => r.dueOn >= '2026-03-10')).toHaveLength(OPEN_ENDED_HORIZON);
    expect(openEndedRowsToAdd('2025-01-31', 'monthly', 26, '2026-03-10')).toEqual([]);
    expect(openEndedRowsToAdd('2025-01-01', 'quarterly', 12, '2025-01-01')).toEqual([]);
    expect(openEndedRowsToAdd('2025-01-01', 'yearly', 12, '2037-01-02')[0]).toEqual({
      seq: 13,
      dueOn: '2037-01-01',
    });
    expect(openEndedRowsToAdd('2025-01-01', 'once', 1, '2030-01-01')).toEqual([]);
  });
});
