import type { LocaleText } from '../resources/fields.ts';
import { l } from '../text/locale-text.ts';
import { OPEN_EVALUATION_STATES, type EvaluationState } from './evaluation-lifecycle.ts';

/**
 * What can be evaluated. Each target is configuration: the resource definition whose records
 * are evaluated (the server reads them, their name and their place through the resource
 * engine, so the caller's scope applies as everywhere), the field that names a record, who
 * fills the self-evaluation (an employee field of the record, or the record itself when it is
 * a member of staff) and how a bulk request reaches every record of a centre or a country.
 * A fifth target is one more entry here plus its labels (docs/evaluations.md).
 */
export interface EvaluationTarget {
  /** The resource definition of the evaluated records (`rings`, `teachers`...). */
  resource: string;
  /** The field giving a record's name. */
  nameField: string;
  /**
   * The employee who evaluates themself: `id` when the record is a member of staff, a field
   * holding an employee id (a ring's teacher), or null when nobody self-evaluates.
   */
  selfEmployee: string | null;
  label: { singular: LocaleText; plural: LocaleText };
}

export const EVALUATION_TARGETS = {
  centre: {
    resource: 'centres',
    nameField: 'name',
    selfEmployee: null,
    label: {
      singular: l('مركز', 'Centre', 'Centre'),
      plural: l('المراكز', 'Centres', 'Centres'),
    },
  },
  ring: {
    resource: 'rings',
    nameField: 'name',
    selfEmployee: 'teacherId',
    label: {
      singular: l('حلقة', 'Ring', 'Cercle'),
      plural: l('الحلقات', 'Rings', 'Cercles'),
    },
  },
  employee: {
    resource: 'employees',
    nameField: 'fullName',
    selfEmployee: 'id',
    label: {
      singular: l('موظف', 'Employee', 'Employé'),
      plural: l('الموظفون', 'Employees', 'Employés'),
    },
  },
  teacher: {
    resource: 'teachers',
    nameField: 'fullName',
    selfEmployee: 'id',
    label: {
      singular: l('محفظ', 'Teacher', 'Enseignant'),
      plural: l('المحفظون', 'Teachers', 'Enseignants'),
    },
  },
} as const satisfies Record<string, EvaluationTarget>;

export type EvaluationTargetKind = keyof typeof EVALUATION_TARGETS;
export const EVALUATION_TARGET_KINDS = Object.keys(EVALUATION_TARGETS) as [
  EvaluationTargetKind,
  ...EvaluationTargetKind[],
];

export function evaluationTarget(kind: EvaluationTargetKind): EvaluationTarget {
  return EVALUATION_TARGETS[kind];
}

/** Overdue: not yet submitted and its date has passed (`today` as YYYY-MM-DD). */
export function isOverdue(state: EvaluationState, dueOn: string, today: string): boolean {
  return (OPEN_EVALUATION_STATES as readonly string[]).includes(state) && dueOn < today;
}

/** The score bands of the search filter, by percentage. */
export const SCORE_BANDS = {
  weak: [0, 50],
  fair: [50, 70],
  good: [70, 85],
  excellent: [85, 100.01],
} as const;
export type ScoreBand = keyof typeof SCORE_BANDS;
export const SCORE_BAND_NAMES = Object.keys(SCORE_BANDS) as [ScoreBand, ...ScoreBand[]];

export function scoreBandOf(percent: number): ScoreBand {
  for (const b of SCORE_BAND_NAMES) {
    const [lo, hi] = SCORE_BANDS[b];
    if (percent >= lo && percent < hi) return b;
  }
  return 'excellent';
}
