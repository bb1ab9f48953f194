import { MIN_REASON_LENGTH } from '../workflow/lifecycle.ts';

/**
 * A student's lifecycle. Every change is a case event with a reason, a date and who decided:
 *
 *   applicant → accepted → active ⇄ suspended → graduated | withdrawn
 *
 * An applicant or accepted student may also withdraw (or be refused) before starting.
 * Graduated and withdrawn are final; a withdrawn student who comes back registers again.
 */
export const STUDENT_STATUSES = [
  'applicant',
  'accepted',
  'active',
  'suspended',
  'graduated',
  'withdrawn',
] as const;

export type StudentStatus = (typeof STUDENT_STATUSES)[number];

const TRANSITIONS: Record<StudentStatus, readonly StudentStatus[]> = {
  applicant: ['accepted', 'withdrawn'],
  accepted: ['active', 'withdrawn'],
  active: ['suspended', 'graduated', 'withdrawn'],
  suspended: ['active', 'graduated', 'withdrawn'],
  graduated: [],
  withdrawn: [],
};

export function isStudentStatus(value: unknown): value is StudentStatus {
  return typeof value === 'string' && (STUDENT_STATUSES as readonly string[]).includes(value);
}

/** The statuses a student in `from` may move to. */
export function allowedTransitions(from: StudentStatus): readonly StudentStatus[] {
  return TRANSITIONS[from];
}

export type StatusChangeCode =
  | 'students.statusUnknown'
  | 'students.statusUnchanged'
  | 'students.statusTransitionRefused'
  | 'students.reasonRequired';

export type StatusChangeCheck = { ok: true } | { ok: false; code: StatusChangeCode };

/** May a student in `from` move to `to` for this reason? */
export function checkStatusChange(from: string, to: string, reason: string): StatusChangeCheck {
  if (!isStudentStatus(from) || !isStudentStatus(to)) {
    return { ok: false, code: 'students.statusUnknown' };
  }
  if (from === to) return { ok: false, code: 'students.statusUnchanged' };
  if (!TRANSITIONS[from].includes(to)) {
    return { ok: false, code: 'students.statusTransitionRefused' };
  }
  if (reason.trim().length < MIN_REASON_LENGTH)
    return { ok: false, code: 'students.reasonRequired' };
  return { ok: true };
}

/** Statuses of students who sit in a ring and appear on its ring day. */
export const IN_RING_STATUSES: readonly StudentStatus[] = ['active'];

/** Final statuses: no transition leaves them. */
export function isFinalStatus(status: StudentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}
