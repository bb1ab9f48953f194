import { defineLifecycle, type LifecycleAction } from '../workflow/lifecycle.ts';

/**
 * The life of an evaluation request, one declaration for server and screens:
 *
 *   (asked) → requested
 *   requested | in-progress | returned → in-progress (the evaluator's draft saved)
 *   requested | in-progress | returned → submitted (every required paragraph marked)
 *   submitted → approved (official, never changes again) | returned (with a reason)
 *
 * The evaluated person's self-evaluation is saved while the evaluator may still fill
 * (`save-self`, which keeps the state): it closes with the evaluator's submission and reopens
 * when the result is returned. The server's transition path (apps/server/src/workflow) refuses an
 * action whose `from` lacks the state (409 `evaluations.wrongState`).
 */

/** The states of an evaluation request. */
export const EVALUATION_STATES = [
  'requested',
  'in-progress',
  'submitted',
  'approved',
  'returned',
] as const;
export type EvaluationState = (typeof EVALUATION_STATES)[number];

/** The states in which the evaluation is still being filled. */
export const OPEN_EVALUATION_STATES = ['requested', 'in-progress', 'returned'] as const;

export const EVALUATION_ACTIONS = [
  'request',
  'save',
  'save-self',
  'submit',
  'approve',
  'return',
] as const;
export type EvaluationAction = (typeof EVALUATION_ACTIONS)[number];

/** The permissions of the module (resource `evaluations`). */
export const EVALUATIONS_PERMISSIONS = [
  'evaluations:read',
  'evaluations:create',
  'evaluations:update',
  'evaluations:approve',
  'evaluations:export',
] as const;
export type EvaluationsPermission = (typeof EVALUATIONS_PERMISSIONS)[number];

/** One action of the lifecycle. */
export type EvaluationTransition = LifecycleAction<EvaluationState, EvaluationsPermission>;

/**
 * THE lifecycle of an evaluation request. `only: 'evaluator'`: only the evaluator asked may do
 * it (they were checked to hold `evaluations:update` over the record when asked); `only: 'self'`:
 * only the person asked to evaluate themself, when the form has a self-evaluation. Approving and
 * returning also refuse whoever the evaluation is about (`evaluations.ownEvaluation`).
 */
export const EVALUATION_LIFECYCLE = defineLifecycle({
  name: 'evaluations',
  states: EVALUATION_STATES,
  final: ['approved'],
  actions: {
    request: { from: [null], to: ['requested'], permission: 'evaluations:create' },
    save: {
      from: OPEN_EVALUATION_STATES,
      to: ['in-progress'],
      permission: 'evaluations:update',
      only: 'evaluator',
    },
    'save-self': {
      from: OPEN_EVALUATION_STATES,
      to: OPEN_EVALUATION_STATES,
      permission: 'evaluations:read',
      only: 'self',
    },
    submit: {
      from: OPEN_EVALUATION_STATES,
      to: ['submitted'],
      permission: 'evaluations:update',
      only: 'evaluator',
    },
    approve: { from: ['submitted'], to: ['approved'], permission: 'evaluations:approve' },
    return: {
      from: ['submitted'],
      to: ['returned'],
      permission: 'evaluations:approve',
      reasonRequired: true,
    },
  } satisfies Record<EvaluationAction, EvaluationTransition>,
});

/** The lifecycle's actions, by action (a view of `EVALUATION_LIFECYCLE`). */
export const EVALUATION_TRANSITIONS: Readonly<Record<EvaluationAction, EvaluationTransition>> =
  EVALUATION_LIFECYCLE.actions;

/** Whether `action` may start from `state` (`null`: the request does not exist yet). */
export function canEvaluationTransition(
  state: EvaluationState | null,
  action: EvaluationAction,
): boolean {
  return EVALUATION_LIFECYCLE.can(state, action);
}
