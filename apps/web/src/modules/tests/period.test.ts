import { describe, expect, it } from 'vitest';
import { thisWeek } from './period.ts';

describe('thisWeek', () => {
  it('runs from Saturday to Friday whatever the day', () => {
    // 2026-11-21 is a Saturday, 2026-11-27 a Friday.
    for (let d = 21; d <= 27; d++)
      expect(thisWeek(new Date(2026, 10, d, 12))).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(thisWeek(new Date(2026, 10, 28, 0, 5))).toEqual({
      from: '2026-11-28',
      to: '2026-12-04',
    });
  });
  it('crosses months and years', () => {
    expect(thisWeek(new Date(2027, 0, 1, 9))).toEqual({ from: '2026-12-26', to: '2027-01-01' });
  });
});
