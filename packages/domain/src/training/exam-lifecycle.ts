import { defineLifecycle, type LifecycleAction } from '../workflow/lifecycle.ts';

/**
 * The training exams' lifecycles, one declaration each for server and screens (see
 * docs/adding-a-workflow.md): an exam's (scheduled or cancelled) and a trainee's sitting of it
 * (in progress → submitted → marked). The server's exam rules (apps/server/src/modules/training/
 * exam.service.ts) refuse what these refuse, each refusal under its own 409 code; the sitting
 * screen offers answering and handing in only where they allow them.
 *
 * A trainee record's status (enrolled, completed, withdrawn) has no lifecycle: it is an ordinary
 * field the training staff set on the trainee's form, any value from any other.
 */

export const TRAINING_EXAM_STATUSES = ['scheduled', 'cancelled'] as const;
export type TrainingExamStatus = (typeof TRAINING_EXAM_STATUSES)[number];

export const TRAINING_EXAM_ACTIONS = ['schedule', 'sit', 'cancel', 'restore'] as const;
export type TrainingExamAction = (typeof TRAINING_EXAM_ACTIONS)[number];

export type TrainingExamPermission =
  'training-exams:create' | 'training-exams:update' | 'training-exams:sit';

/**
 * An exam: scheduled when created (the generic form), cancelled and scheduled again by editing
 * its status. Trainees sit it (start, resume, answer) only while it is scheduled — inside its
 * window, which the server checks besides.
 */
export const TRAINING_EXAM_LIFECYCLE = defineLifecycle({
  name: 'training-exams',
  states: TRAINING_EXAM_STATUSES,
  actions: {
    schedule: { from: [null], to: ['scheduled'], permission: 'training-exams:create' },
    sit: { from: ['scheduled'], to: ['scheduled'], permission: 'training-exams:sit' },
    cancel: { from: ['scheduled'], to: ['cancelled'], permission: 'training-exams:update' },
    restore: { from: ['cancelled'], to: ['scheduled'], permission: 'training-exams:update' },
  } satisfies Record<
    TrainingExamAction,
    LifecycleAction<TrainingExamStatus, TrainingExamPermission>
  >,
});

/** Whether trainees may sit an exam in `status` (start, resume, answer): its `sit` action. */
export function examTakesSittings(status: string): boolean {
  return TRAINING_EXAM_LIFECYCLE.isState(status) && TRAINING_EXAM_LIFECYCLE.can(status, 'sit');
}

/** The exam statuses trainees sit in (the trainee's list of exams reads these). */
export const EXAM_STATUSES_TAKING_SITTINGS: readonly TrainingExamStatus[] =
  TRAINING_EXAM_STATUSES.filter((s) => TRAINING_EXAM_LIFECYCLE.can(s, 'sit'));

export const TRAINING_SITTING_STATUSES = ['in_progress', 'submitted', 'marked'] as const;
export type TrainingSittingStatus = (typeof TRAINING_SITTING_STATUSES)[number];

export const TRAINING_SITTING_ACTIONS = ['start', 'answer', 'submit', 'mark'] as const;
export type TrainingSittingAction = (typeof TRAINING_SITTING_ACTIONS)[number];

export type TrainingSittingPermission = 'training-exams:sit' | 'training-exams:examine';

/**
 * A trainee's sitting of an exam. Started once (the questions drawn then), answered while in
 * progress, handed in once — by the trainee or, when the time runs out, by the server — and
 * marked: automatically when it has no essay (handed in `marked`), otherwise essay by essay by
 * an examiner (`submitted` until the last essay is marked; a marked essay may be marked again).
 */
export const TRAINING_SITTING_LIFECYCLE = defineLifecycle({
  name: 'training-sittings',
  states: TRAINING_SITTING_STATUSES,
  actions: {
    start: { from: [null], to: ['in_progress'], permission: 'training-exams:sit' },
    answer: { from: ['in_progress'], to: ['in_progress'], permission: 'training-exams:sit' },
    submit: {
      from: ['in_progress'],
      to: ['submitted', 'marked'],
      permission: 'training-exams:sit',
    },
    mark: {
      from: ['submitted', 'marked'],
      to: ['submitted', 'marked'],
      permission: 'training-exams:examine',
    },
  } satisfies Record<
    TrainingSittingAction,
    LifecycleAction<TrainingSittingStatus, TrainingSittingPermission>
  >,
});

/** Whether a sitting in `status` allows `action` (text read from the database). */
export function sittingAllows(status: string, action: TrainingSittingAction): boolean {
  return (
    TRAINING_SITTING_LIFECYCLE.isState(status) && TRAINING_SITTING_LIFECYCLE.can(status, action)
  );
}
