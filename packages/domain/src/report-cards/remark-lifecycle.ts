import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * A student's remark for a term: the teacher's comment and the conduct grade printed on the
 * report card. The teacher records it (draft, editable); a manager approves it; only an
 * approved remark goes on a card. Reopening an approved remark needs a reason.
 */
export const REMARK_STATES = ['draft', 'approved'] as const;
export type RemarkState = (typeof REMARK_STATES)[number];

export const REMARK_LIFECYCLE = defineLifecycle({
  name: 'report-card-remarks',
  states: REMARK_STATES,
  actions: {
    record: { from: [null], to: ['draft'], permission: 'report-card-remarks:create' },
    approve: { from: ['draft'], to: ['approved'], permission: 'report-cards:approve' },
    reopen: {
      from: ['approved'],
      to: ['draft'],
      permission: 'report-cards:approve',
      reasonRequired: true,
    },
  },
});
export type RemarkAction = 'approve' | 'reopen';
