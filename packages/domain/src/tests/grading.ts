import {
  DEFAULT_BAND_THRESHOLDS,
  MISTAKE_TYPES,
  type CriterionScoring,
  type GradeBand,
  type MistakeType,
} from './test-kinds.ts';

/** One criterion of a kind: its maximum and what each mistake type takes off it. */
export interface GradingCriterion {
  id: string;
  scoring: CriterionScoring;
  maxMarks: number;
  /** Marks taken off per mistake of each type (deductions criteria); missing types take 0. */
  deductions: Partial<Record<MistakeType, number>>;
}

/** The rules of a kind: its criteria, the pass mark and the lower bounds of the bands (percent). */
export interface GradingRules {
  criteria: readonly GradingCriterion[];
  passMark: number;
  bands?: { excellent: number; veryGood: number; good: number };
}

/** What the examiner recorded: mistakes (each on an ayah) and marks of `marks` criteria. */
export interface GradingInput {
  mistakes: readonly { type: MistakeType }[];
  marks: Readonly<Record<string, number>>;
}

export interface CriterionScore {
  criterionId: string;
  maxMarks: number;
  deducted: number;
  score: number;
}

export interface GradeResult {
  criteria: CriterionScore[];
  total: number;
  maxTotal: number;
  /** Total over maximum, in percent, two decimals. */
  percent: number;
  passed: boolean;
  grade: GradeBand;
  mistakeCounts: Record<MistakeType, number>;
}

export class GradingError extends Error {
  constructor(
    readonly code:
      'tests.grading.markOutOfRange' | 'tests.grading.markMissing' | 'tests.grading.noCriteria',
    readonly criterionId?: string,
  ) {
    super(code);
  }
}

/** Hundredths of a mark, so 0.25 and 0.5 deductions add up exactly. */
const cents = (n: number) => Math.round(n * 100);
const fromCents = (n: number) => n / 100;

/** The band of a percentage under a pass mark and band thresholds. */
export function gradeBandOf(
  percent: number,
  passMark: number,
  bands: { excellent: number; veryGood: number; good: number } = DEFAULT_BAND_THRESHOLDS,
): GradeBand {
  if (percent < passMark) return 'fail';
  if (percent >= bands.excellent) return 'excellent';
  if (percent >= bands.veryGood) return 'very-good';
  if (percent >= bands.good) return 'good';
  return 'acceptable';
}

/**
 * The score of a test from the kind's rules. A deductions criterion scores its maximum less
 * every mistake's deduction (never below zero); a marks criterion scores the marks typed for it
 * (0..maximum, required). The total, percentage, pass/fail and band follow; nothing is typed.
 * Throws `GradingError` for a missing or out-of-range mark.
 */
export function computeGrade(rules: GradingRules, input: GradingInput): GradeResult {
  if (rules.criteria.length === 0) throw new GradingError('tests.grading.noCriteria');
  const mistakeCounts = Object.fromEntries(MISTAKE_TYPES.map((t) => [t, 0])) as Record<
    MistakeType,
    number
  >;
  for (const m of input.mistakes) mistakeCounts[m.type] += 1;
  const criteria: CriterionScore[] = rules.criteria.map((c) => {
    const max = cents(c.maxMarks);
    if (c.scoring === 'marks') {
      const typed = input.marks[c.id];
      if (typed === undefined) throw new GradingError('tests.grading.markMissing', c.id);
      const mark = cents(typed);
      if (!Number.isFinite(typed) || mark < 0 || mark > max)
        throw new GradingError('tests.grading.markOutOfRange', c.id);
      return {
        criterionId: c.id,
        maxMarks: fromCents(max),
        deducted: fromCents(max - mark),
        score: fromCents(mark),
      };
    }
    let deducted = 0;
    for (const t of MISTAKE_TYPES) deducted += mistakeCounts[t] * cents(c.deductions[t] ?? 0);
    const score = Math.max(0, max - deducted);
    return {
      criterionId: c.id,
      maxMarks: fromCents(max),
      deducted: fromCents(max - score),
      score: fromCents(score),
    };
  });
  const totalC = criteria.reduce((s, c) => s + cents(c.score), 0);
  const maxC = criteria.reduce((s, c) => s + cents(c.maxMarks), 0);
  const percent = maxC === 0 ? 0 : Math.round((totalC * 10_000) / maxC) / 100;
  const grade = gradeBandOf(percent, rules.passMark, rules.bands);
  return {
    criteria,
    total: fromCents(totalC),
    maxTotal: fromCents(maxC),
    percent,
    passed: grade !== 'fail',
    grade,
    mistakeCounts,
  };
}
