import { defineLifecycle, MIN_REASON_LENGTH, type LifecycleAction } from '../workflow/lifecycle.ts';

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

/** The statuses that end a student's life in the centre (no change leaves them). */
export const FINAL_STUDENT_STATUSES: readonly StudentStatus[] = ['graduated', 'withdrawn'];

export const STUDENT_ACTIONS = [
  'register',
  'accept',
  'start',
  'suspend',
  'resume',
  'graduate',
  'withdraw',
] as const;
export type StudentAction = (typeof STUDENT_ACTIONS)[number];

/** The permissions the students' lifecycle asks for (the students resource's). */
export type StudentLifecyclePermission = 'students:create' | 'students:update';

/**
 * The permission every status change needs over the student's place: each change action of
 * `STUDENT_LIFECYCLE` declares it, the status route asks for it and the case screen offers the
 * changes to who holds it.
 */
export const STUDENT_STATUS_CHANGE_PERMISSION =
  'students:update' satisfies StudentLifecyclePermission;

/** One action of the lifecycle. */
export type StudentTransition = LifecycleAction<StudentStatus, StudentLifecyclePermission>;

/**
 * THE lifecycle of a student, one declaration for server and screens. A status change
 * (`POST /api/students/:id/status { to }`) names the status it leads to; the action is the one
 * whose `from` holds the student's status and whose `to` holds that status (`studentActionFor`),
 * at most one for each pair. Every change needs a reason. `register` is the creation: the
 * generic form, the import and an accepted registration create a student `accepted` (waiting
 * list) or `active` (placed in a ring); `applicant` is the column's default.
 */
export const STUDENT_LIFECYCLE = defineLifecycle({
  name: 'students',
  states: STUDENT_STATUSES,
  final: FINAL_STUDENT_STATUSES,
  actions: {
    register: {
      from: [null],
      to: ['applicant', 'accepted', 'active'],
      permission: 'students:create',
    },
    accept: {
      from: ['applicant'],
      to: ['accepted'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
    start: {
      from: ['accepted'],
      to: ['active'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
    suspend: {
      from: ['active'],
      to: ['suspended'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
    resume: {
      from: ['suspended'],
      to: ['active'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
    graduate: {
      from: ['active', 'suspended'],
      to: ['graduated'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
    withdraw: {
      from: ['applicant', 'accepted', 'active', 'suspended'],
      to: ['withdrawn'],
      permission: STUDENT_STATUS_CHANGE_PERMISSION,
      reasonRequired: true,
    },
  } satisfies Record<StudentAction, StudentTransition>,
});

export function isStudentStatus(value: unknown): value is StudentStatus {
  return typeof value === 'string' && STUDENT_LIFECYCLE.isState(value);
}

/** The action that moves a student from `from` to `to`, if the lifecycle has one. */
export function studentActionFor(from: StudentStatus, to: StudentStatus): StudentAction | null {
  return STUDENT_LIFECYCLE.actionsFrom(from).find((a) => STUDENT_LIFECYCLE.leadsTo(a, to)) ?? null;
}

/**
 * The statuses a student in `from` may move to, in the order of the lifecycle's actions (the
 * case screen's buttons); with `may`, only through actions whose permission it grants.
 */
export function allowedTransitions(
  from: StudentStatus,
  may: (permission: StudentLifecyclePermission) => boolean = () => true,
): readonly StudentStatus[] {
  const targets: StudentStatus[] = [];
  for (const a of STUDENT_LIFECYCLE.actionsFrom(from)) {
    if (!may(STUDENT_LIFECYCLE.actions[a].permission)) continue;
    for (const to of STUDENT_LIFECYCLE.actions[a].to) if (!targets.includes(to)) targets.push(to);
  }
  return targets;
}

export type StatusChangeCode =
  | 'students.statusUnknown'
  | 'students.statusUnchanged'
  | 'students.statusTransitionRefused'
  | 'students.reasonRequired';

export type StatusChangeCheck =
  { ok: true; action: StudentAction } | { ok: false; code: StatusChangeCode };

/** May a student in `from` move to `to` for this reason? (By the lifecycle's actions.) */
export function checkStatusChange(from: string, to: string, reason: string): StatusChangeCheck {
  if (!isStudentStatus(from) || !isStudentStatus(to)) {
    return { ok: false, code: 'students.statusUnknown' };
  }
  if (from === to) return { ok: false, code: 'students.statusUnchanged' };
  const action = studentActionFor(from, to);
  if (!action) return { ok: false, code: 'students.statusTransitionRefused' };
  if (STUDENT_LIFECYCLE.actions[action].reasonRequired && reason.trim().length < MIN_REASON_LENGTH)
    return { ok: false, code: 'students.reasonRequired' };
  return { ok: true, action };
}

/** Statuses of students who sit in a ring and appear on its ring day. */
export const IN_RING_STATUSES: readonly StudentStatus[] = ['active'];

/** Final statuses: no transition leaves them. */
export function isFinalStatus(status: StudentStatus): boolean {
  return STUDENT_LIFECYCLE.isFinal(status);
}
