import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * The life of a work sheet (one per employee and month), one declaration for server and screens:
 *
 *   (new) ─create─▶ draft ─submit (the employee)─▶ submitted ─approve (their centre's manager,
 *   who opened it)─▶ approved (locked);  submitted ─return (reason)─▶ returned ─submit─▶ submitted
 *
 * Only the employee submits their own sheet and nobody approves their own (the `only` rules, the
 * server's). An approved sheet is final: payroll pays from it and nothing changes it.
 */
export const WORK_SHEET_STATES = ['draft', 'submitted', 'returned', 'approved'] as const;
export type WorkSheetState = (typeof WORK_SHEET_STATES)[number];

export const WORK_SHEET_LIFECYCLE = defineLifecycle({
  name: 'work-sheets',
  states: WORK_SHEET_STATES,
  final: ['approved'],
  actions: {
    create: { from: [null], to: ['draft'], permission: 'work-sheets:read', only: 'owner' },
    submit: {
      from: ['draft', 'returned'],
      to: ['submitted'],
      permission: 'work-sheets:read',
      only: 'owner',
    },
    approve: {
      from: ['submitted'],
      to: ['approved'],
      permission: 'work-sheets:approve',
      only: 'opened-not-own',
    },
    return: {
      from: ['submitted'],
      to: ['returned'],
      permission: 'work-sheets:approve',
      reasonRequired: true,
      only: 'opened-not-own',
    },
  },
});
export type WorkSheetAction = (typeof WORK_SHEET_LIFECYCLE.actionNames)[number];

/** States in which the employee may still add or remove lines. */
export const SHEET_EDITABLE: readonly WorkSheetState[] = ['draft', 'returned'];
/** The actions a reviewer takes (one sheet or many). */
export const REVIEW_ACTIONS = ['approve', 'return'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];
