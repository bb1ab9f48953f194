import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * The teacher career ladder (docs/work-sheets-and-ladder.md): grades of a country ordered by
 * rank (teacher → practitioner → advanced → expert), each with criteria a teacher must meet to
 * reach it from the grade below, and the pay scale that payroll's salary profile takes from the
 * promotion's effective date.
 */

/** The criteria of a grade, as stored on the grade (`ladder-grades`), one version at a time. */
export interface LadderCriteria {
  /** Whole years in the grade below (or since hiring, for the first grade). */
  minYears: number;
  ijazahRequired: boolean;
  /** Average percent of the approved evaluations of the latest `evaluationPeriods` periods. */
  minEvaluation: number;
  evaluationPeriods: number;
  /** Percent of their students' tests passed (passed ÷ passed and failed). */
  minPassRate: number;
  /** Training exams passed. */
  minTrainingExams: number;
}

export const LADDER_CRITERIA = [
  'years',
  'ijazah',
  'evaluations',
  'passRate',
  'trainingExams',
] as const;
export type LadderCriterion = (typeof LADDER_CRITERIA)[number];

/** What the records show of a teacher, for the criteria. */
export interface LadderFacts {
  /** Since when they hold their grade (or were hired, before any grade); null if unknown. */
  since: string | null;
  ijazah: boolean;
  /** Approved evaluations' percent by period, the latest first (one average per period). */
  evaluations: ReadonlyArray<{ period: string; percent: number }>;
  testsPassed: number;
  testsFailed: number;
  trainingExamsPassed: number;
}

/** One criterion judged: what the grade asks, what the records show, and whether it is met. */
export interface CriterionEvidence {
  criterion: LadderCriterion;
  required: number | boolean;
  actual: number | boolean | null;
  met: boolean;
  /** The records the figure comes from (periods counted, tests counted), for the reader. */
  detail: string | null;
}

export interface LadderJudgement {
  met: boolean;
  evidence: CriterionEvidence[];
}

/** Years (to the tenth, rounded down) from `since` to `today` (ISO dates), by anniversaries. */
export function yearsBetween(since: string, today: string): number {
  if (today <= since) return 0;
  let years = Number(today.slice(0, 4)) - Number(since.slice(0, 4));
  if (today.slice(5) < since.slice(5)) years -= 1;
  const anniversary = `${Number(since.slice(0, 4)) + years}${since.slice(4)}`;
  const rest =
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${anniversary}T00:00:00Z`)) / 86_400_000;
  // A 29 February anniversary in a common year has no date: count the whole years only.
  const tenths = Number.isFinite(rest) ? Math.min(0.9, Math.floor((rest / 365.25) * 10) / 10) : 0;
  return Math.round((years + tenths) * 10) / 10;
}

/**
 * Judges a teacher's facts against a grade's criteria. Only what the grade asks is judged (a
 * criterion left at zero or unticked is not listed): each with its figure and whether it is
 * met; the grade is met when every listed criterion is.
 */
export function judgeCriteria(
  criteria: LadderCriteria,
  facts: LadderFacts,
  today: string,
): LadderJudgement {
  const evidence: CriterionEvidence[] = [];
  if (criteria.minYears > 0) {
    const years = facts.since ? yearsBetween(facts.since, today) : null;
    evidence.push({
      criterion: 'years',
      required: criteria.minYears,
      actual: years,
      met: years !== null && years >= criteria.minYears,
      detail: facts.since,
    });
  }
  if (criteria.ijazahRequired)
    evidence.push({
      criterion: 'ijazah',
      required: true,
      actual: facts.ijazah,
      met: facts.ijazah,
      detail: null,
    });
  if (criteria.minEvaluation > 0 || criteria.evaluationPeriods > 0) {
    const periods = Math.max(1, criteria.evaluationPeriods);
    const counted = facts.evaluations.slice(0, periods);
    const average =
      counted.length > 0
        ? Math.round((counted.reduce((s, e) => s + e.percent, 0) / counted.length) * 10) / 10
        : null;
    evidence.push({
      criterion: 'evaluations',
      required: criteria.minEvaluation,
      actual: average,
      met: counted.length >= periods && average !== null && average >= criteria.minEvaluation,
      detail: counted.map((e) => `${e.period}: ${e.percent}%`).join(', ') || null,
    });
  }
  if (criteria.minPassRate > 0) {
    const taken = facts.testsPassed + facts.testsFailed;
    const rate = taken > 0 ? Math.round((facts.testsPassed / taken) * 1000) / 10 : null;
    evidence.push({
      criterion: 'passRate',
      required: criteria.minPassRate,
      actual: rate,
      met: rate !== null && rate >= criteria.minPassRate,
      detail: `${facts.testsPassed}/${taken}`,
    });
  }
  if (criteria.minTrainingExams > 0)
    evidence.push({
      criterion: 'trainingExams',
      required: criteria.minTrainingExams,
      actual: facts.trainingExamsPassed,
      met: facts.trainingExamsPassed >= criteria.minTrainingExams,
      detail: null,
    });
  return { met: evidence.every((e) => e.met), evidence };
}

/** The next grade up the ladder from a rank (null: none yet, the first grade is next). */
export function nextGradeOf<G extends { rank: number }>(
  grades: readonly G[],
  rank: number | null,
): G | null {
  const above = grades
    .filter((g) => rank === null || g.rank > rank)
    .sort((a, b) => a.rank - b.rank);
  return above[0] ?? null;
}

/**
 * A promotion is one recorded act (append-only): a committee member moves a teacher to the next
 * grade from an effective date; the teacher's standing and salary profile follow from that date.
 */
export const LADDER_PROMOTION_STATES = ['recorded'] as const;
export type LadderPromotionState = (typeof LADDER_PROMOTION_STATES)[number];

export const LADDER_PROMOTION_LIFECYCLE = defineLifecycle({
  name: 'ladder-promotions',
  states: LADDER_PROMOTION_STATES,
  final: ['recorded'],
  actions: {
    promote: { from: [null], to: ['recorded'], permission: 'ladder:approve' },
  },
});
