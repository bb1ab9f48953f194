import { describe, expect, it } from 'vitest';
import { presetPeriods } from './period.ts';

describe('the quick periods of the reports', () => {
  it('are whole months, the calendar quarter and the year of the day', () => {
    expect(presetPeriods('2026-11-29')).toEqual({
      thisMonth: { from: '2026-11-01', to: '2026-11-30' },
      lastMonth: { from: '2026-10-01', to: '2026-10-31' },
      thisQuarter: { from: '2026-10-01', to: '2026-12-31' },
      thisYear: { from: '2026-01-01', to: '2026-12-31' },
    });
  });
  it('cross the year back in January and keep February short', () => {
    const p = presetPeriods('2028-01-15');
    expect(p.lastMonth).toEqual({ from: '2027-12-01', to: '2027-12-31' });
    expect(p.thisQuarter).toEqual({ from: '2028-01-01', to: '2028-03-31' });
    expect(presetPeriods('2028-03-01').lastMonth).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
