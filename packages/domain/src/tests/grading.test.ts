import { describe, expect, it } from 'vitest';
import { computeGrade, gradeBandOf, GradingError, type GradingRules } from './grading.ts';

const rules: GradingRules = {
  passMark: 60,
  bands: { excellent: 90, veryGood: 80, good: 70 },
  criteria: [
    {
      id: 'hifz',
      scoring: 'deductions',
      maxMarks: 80,
      deductions: { memorisation: 2, hesitation: 0.5 },
    },
    { id: 'tajweed', scoring: 'deductions', maxMarks: 15, deductions: { tajweed: 0.25 } },
    { id: 'adaa', scoring: 'marks', maxMarks: 5, deductions: {} },
  ],
};

describe('computeGrade', () => {
  it('takes each mistake type off the criteria that deduct for it and adds typed marks', () => {
    const r = computeGrade(rules, {
      mistakes: [
        { type: 'memorisation' },
        { type: 'memorisation' },
        { type: 'hesitation' },
        { type: 'tajweed' },
        { type: 'tajweed' },
        { type: 'tajweed' },
      ],
      marks: { adaa: 4.5 },
    });
    expect(r.criteria.map((c) => c.score)).toEqual([75.5, 14.25, 4.5]);
    expect(r.total).toBe(94.25);
    expect(r.maxTotal).toBe(100);
    expect(r.percent).toBe(94.25);
    expect(r.grade).toBe('excellent');
    expect(r.passed).toBe(true);
    expect(r.mistakeCounts).toEqual({ memorisation: 2, tajweed: 3, hesitation: 1 });
  });

  it('never takes a criterion below zero and fails under the pass mark', () => {
    const many = Array.from({ length: 50 }, () => ({ type: 'memorisation' as const }));
    const r = computeGrade(rules, { mistakes: many, marks: { adaa: 5 } });
    expect(r.criteria[0]).toMatchObject({ score: 0, deducted: 80 });
    expect(r.total).toBe(20);
    expect(r.grade).toBe('fail');
    expect(r.passed).toBe(false);
  });

  it('refuses a missing or out-of-range mark', () => {
    expect(() => computeGrade(rules, { mistakes: [], marks: {} })).toThrow(GradingError);
    expect(() => computeGrade(rules, { mistakes: [], marks: { adaa: 6 } })).toThrow(
      'tests.grading.markOutOfRange',
    );
    expect(() => computeGrade(rules, { mistakes: [], marks: { adaa: -1 } })).toThrow(
      'tests.grading.markOutOfRange',
    );
    expect(() => computeGrade({ passMark: 60, criteria: [] }, { mistakes: [], marks: {} })).toThrow(
      'tests.grading.noCriteria',
    );
  });

  it('puts a percentage in its band, the pass mark being the lower bound of acceptable', () => {
    const b = { excellent: 90, veryGood: 80, good: 70 };
    expect(gradeBandOf(90, 60, b)).toBe('excellent');
    expect(gradeBandOf(89.99, 60, b)).toBe('very-good');
    expect(gradeBandOf(80, 60, b)).toBe('very-good');
    expect(gradeBandOf(70, 60, b)).toBe('good');
    expect(gradeBandOf(60, 60, b)).toBe('acceptable');
    expect(gradeBandOf(59.99, 60, b)).toBe('fail');
    expect(gradeBandOf(75, 80, b)).toBe('fail');
  });
});
