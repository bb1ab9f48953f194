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

  it('pools a rate over its rows: a big centre weighs more than a small one', () => {
    // 270 of 300 days present (90%) and 9 of 30 (30%): 279 of 330, 84.5%, not the mean 60%.
    const big = { value: 90, parts: { num: 27000, den: 300 } };
    const small = { value: 30, parts: { num: 900, den: 30 } };
    const none = { value: null, parts: { num: 0, den: 0 } };
    expect(combineValues('attendance.rate', [big, small, none], 'places')).toEqual({
      value: 84.5,
      parts: { num: 27900, den: 330 },
    });
    expect(combineValues('evaluations.average', [none], 'months')).toEqual({ value: null });
  });

  it('averages the rates of reports frozen without their parts, and has none over nothing', () => {
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
