import { describe, expect, it } from 'vitest';
import { combineValues, monthsBetween } from './general-report.ts';

describe('the general report', () => {
  it('lists the months of a period across the year', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(monthsBetween('2026-10', '2026-10')).toEqual(['2026-10']);
  });

  it('adds counts up over places and months', () => {
    const v = [{ value: 3 }, { value: 4 }, { value: null }];
    expect(combineValues('tests.requested', v, 'places')).toEqual({ value: 7 });
    expect(combineValues('tests.requested', v, 'months')).toEqual({ value: 7 });
  });

  it('takes a stock figure over months as its last month, not the sum', () => {
    const v = [{ value: 120 }, { value: 125 }, { value: 131 }];
    expect(combineValues('students.active', v, 'months')).toEqual({ value: 131 });
    expect(combineValues('students.active', v, 'places')).toEqual({ value: 376 });
  });

  it('averages rates over those that have one, and has none over nothing', () => {
    expect(
      combineValues('attendance.rate', [{ value: 90 }, { value: 81 }, { value: null }], 'places'),
    ).toEqual({ value: 85.5 });
    expect(combineValues('attendance.rate', [{ value: null }], 'months')).toEqual({ value: null });
  });

  it('sums money per currency, with a single value only for one currency', () => {
    const one = combineValues(
      'donations.received',
      [
        { value: 100, byCurrency: [{ currency: 'TRY', amount: 100 }] },
        { value: 50, byCurrency: [{ currency: 'TRY', amount: 50 }] },
      ],
      'places',
    );
    expect(one).toEqual({ value: 150, byCurrency: [{ currency: 'TRY', amount: 150 }] });
    const two = combineValues(
      'donations.received',
      [
        { value: 100, byCurrency: [{ currency: 'TRY', amount: 100 }] },
        { value: 7, byCurrency: [{ currency: 'USD', amount: 7 }] },
      ],
      'places',
    );
    expect(two.value).toBeNull();
    expect(two.byCurrency).toHaveLength(2);
  });
});
