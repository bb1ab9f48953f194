import { defineLifecycle, type LifecycleAction } from '../workflow/lifecycle.ts';

/**
 * The life of a test request, one state machine for server and screens:
 *
 *   requested → approved | rejected
 *   approved → scheduled (examiner, date and time, place or online link)
 *   scheduled → scheduled (rescheduled) | taken (result submitted) | no-show
 *   taken → taken (result returned or submitted again) | passed | failed (result approved)
 *   passed → certified (certificate issued)
 *   requested | approved | scheduled → cancelled
 *
 * A failed test ends its request; a new request for the same portion is allowed once the
 * kind's waiting period has passed (see `retestAllowedFrom`).
 */

export const TEST_REQUEST_STATES = [
  'requested',
  'approved',
  'rejected',
  'scheduled',
  'taken',
  'passed',
  'failed',
  'certified',
  'cancelled',
  'no-show',
] as const;
export type TestRequestState = (typeof TEST_REQUEST_STATES)[number];

/** States in which a request is still open (blocks another request for the same portion). */
export const OPEN_TEST_STATES: readonly TestRequestState[] = [
  'requested',
  'approved',
  'scheduled',
  'taken',
];

/** States that end a request. */
export const FINAL_TEST_STATES: readonly TestRequestState[] = [
  'rejected',
  'failed',
  'certified',
  'cancelled',
  'no-show',
];

/** The permissions of the tests module (also listed in identity/permissions.ts). */
export const TESTS_PERMISSIONS = [
  'tests:read',
  'tests:create',
  'tests:approve',
  'tests:examine',
  'certificates:issue',
] as const;
export type TestsPermission = (typeof TESTS_PERMISSIONS)[number];

export const TEST_ACTIONS = [
  'request',
  'approve',
  'reject',
  'schedule',
  'submit-result',
  'return-result',
  'approve-result',
  'cancel',
  'no-show',
  'issue-certificate',
] as const;
export type TestAction = (typeof TEST_ACTIONS)[number];

/** One action of the table (the shared lifecycle's action; `only: 'examiner'` is the tests rule). */
export type TestTransition = LifecycleAction<TestRequestState, TestsPermission>;

/**
 * THE lifecycle of a request. The server's transition path refuses (409) any action whose `from`
 * lacks the state; `only: 'examiner'` means only the assigned examiner may do it (besides holding
 * the permission).
 */
export const TEST_LIFECYCLE = defineLifecycle({
  name: 'tests',
  states: TEST_REQUEST_STATES,
  final: FINAL_TEST_STATES,
  actions: {
    request: { from: [null], to: ['requested'], permission: 'tests:create', reasonRequired: false },
    approve: {
      from: ['requested'],
      to: ['approved'],
      permission: 'tests:approve',
      reasonRequired: false,
    },
    reject: {
      from: ['requested'],
      to: ['rejected'],
      permission: 'tests:approve',
      reasonRequired: true,
    },
    schedule: {
      from: ['approved', 'scheduled'],
      to: ['scheduled'],
      permission: 'tests:approve',
      reasonRequired: false,
    },
    'submit-result': {
      from: ['scheduled', 'taken'],
      to: ['taken'],
      permission: 'tests:examine',
      reasonRequired: false,
      only: 'examiner',
    },
    'return-result': {
      from: ['taken'],
      to: ['taken'],
      permission: 'tests:approve',
      reasonRequired: true,
    },
    'approve-result': {
      from: ['taken'],
      to: ['passed', 'failed'],
      permission: 'tests:approve',
      reasonRequired: false,
    },
    cancel: {
      from: ['requested', 'approved', 'scheduled'],
      to: ['cancelled'],
      permission: 'tests:create',
      reasonRequired: true,
    },
    'no-show': {
      from: ['scheduled'],
      to: ['no-show'],
      permission: 'tests:examine',
      reasonRequired: true,
    },
    'issue-certificate': {
      from: ['passed'],
      to: ['certified'],
      permission: 'certificates:issue',
      reasonRequired: false,
    },
  } satisfies Record<TestAction, TestTransition>,
});

/** The transition table (the lifecycle's actions), by action. */
export const TEST_TRANSITIONS: Readonly<Record<TestAction, TestTransition>> =
  TEST_LIFECYCLE.actions;

/** Whether `action` may start from `state`. */
export function canTestTransition(state: TestRequestState | null, action: TestAction): boolean {
  return TEST_LIFECYCLE.can(state, action);
}

/** The actions possible from a state (for the buttons of a request; permissions still apply). */
export function testActionsFrom(state: TestRequestState): TestAction[] {
  return TEST_LIFECYCLE.actionsFrom(state);
}

/** Whether a state is open (blocks another request for the same portion). */
export function isOpenTestState(state: TestRequestState): boolean {
  return OPEN_TEST_STATES.includes(state);
}

/**
 * The first day ('YYYY-MM-DD') a new request may be made after a failed (or no-show) test taken
 * on `takenOn`, for a kind whose waiting period is `waitingDays`.
 */
export function retestAllowedFrom(takenOn: string, waitingDays: number): string {
  const d = new Date(`${takenOn}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + Math.max(0, Math.trunc(waitingDays)));
  return d.toISOString().slice(0, 10);
}
