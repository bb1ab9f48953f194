import { describe, expect, it } from 'vitest';
import { judgeCriteria, nextGradeOf, yearsBetween, type LadderCriteria } from './ladder.ts';

const none: LadderCriteria = {
  minYears: 0,
  ijazahRequired: false,
  minEvaluation: 0,
  evaluationPeriods: 0,
  minPassRate: 0,
  minTrainingExams: 0,
};
const facts = {
  since: '2022-09-01',
  ijazah: false,
  evaluations: [
    { period: '2026-Q3', percent: 82 },
    { period: '2026-Q2', percent: 70 },
    { period: '2026-Q1', percent: 40 },
  ],
  testsPassed: 9,
  testsFailed: 3,
  trainingExamsPassed: 1,
};

describe('the ladder’s criteria', () => {
  it('judges only what the grade asks, each with its figure', () => {
    expect(judgeCriteria(none, facts, '2026-11-29')).toEqual({ met: true, evidence: [] });
    const j = judgeCriteria(
      { ...none, minYears: 4, minEvaluation: 75, evaluationPeriods: 2, minPassRate: 75 },
      facts,
      '2026-11-29',
    );
    expect(j.evidence).toEqual([
      { criterion: 'years', required: 4, actual: 4.2, met: true, detail: '2022-09-01' },
      {
        criterion: 'evaluations',
        required: 75,
        actual: 76,
        met: true,
        detail: '2026-Q3: 82%, 2026-Q2: 70%',
      },
      { criterion: 'passRate', required: 75, actual: 75, met: true, detail: '9/12' },
    ]);
    expect(j.met).toBe(true);
  });

  it('says what is missing: too few periods, no ijazah, too few exams, no tests', () => {
    const j = judgeCriteria(
      { ...none, ijazahRequired: true, evaluationPeriods: 4, minTrainingExams: 2, minPassRate: 50 },
      { ...facts, testsPassed: 0, testsFailed: 0 },
      '2026-11-29',
    );
    expect(j.met).toBe(false);
    expect(j.evidence.filter((e) => !e.met).map((e) => e.criterion)).toEqual([
      'ijazah',
      'evaluations',
      'passRate',
      'trainingExams',
    ]);
    expect(j.evidence.find((e) => e.criterion === 'passRate')?.actual).toBeNull();
  });

  it('counts whole years to the tenth and finds the next grade by rank', () => {
    expect(yearsBetween('2024-11-29', '2026-11-29')).toBe(2);
    expect(yearsBetween('2026-12-01', '2026-11-29')).toBe(0);
    const grades = [{ rank: 3 }, { rank: 1 }, { rank: 2 }];
    expect(nextGradeOf(grades, null)).toEqual({ rank: 1 });
    expect(nextGradeOf(grades, 2)).toEqual({ rank: 3 });
    expect(nextGradeOf(grades, 3)).toBeNull();
  });
});
