import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-photo.ts';

describe('fitWithin', () => {
  it('shrinks the longest side to the maximum, keeping the proportions', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
