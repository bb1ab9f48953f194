import { describe, expect, it } from 'vitest';
import { ADVANCE_LIFECYCLE, PAYROLL_RUN_LIFECYCLE } from './payroll-lifecycle.ts';

describe('the advance lifecycle', () => {
  it('lets an active advance change its plan and be repaid, and a repaid one nothing', () => {
    expect(ADVANCE_LIFECYCLE.actionsFrom('active')).toEqual([
      'skip',
      'reschedule',
      'repay',
      'deduct',
    ]);
    expect(ADVANCE_LIFECYCLE.actionsFrom('repaid')).toEqual([]);
    expect(ADVANCE_LIFECYCLE.isFinal('repaid')).toBe(true);
    expect(ADVANCE_LIFECYCLE.actionsFrom(null)).toEqual(['grant']);
  });

  it('asks a reason for a skip and a reschedule only', () => {
    const withReason = ADVANCE_LIFECYCLE.actionNames.filter(
      (a) => ADVANCE_LIFECYCLE.actions[a].reasonRequired,
    );
    expect(withReason).toEqual(['skip', 'reschedule']);
  });
});

describe('the payroll run lifecycle', () => {
  it('computes, approves, then posts a run, in that order only', () => {
    expect(PAYROLL_RUN_LIFECYCLE.actionsFrom(null)).toEqual(['create']);
    expect(PAYROLL_RUN_LIFECYCLE.actionsFrom('computing')).toEqual(['compute']);
    expect(PAYROLL_RUN_LIFECYCLE.actionsFrom('draft')).toEqual(['recompute', 'approve']);
    expect(PAYROLL_RUN_LIFECYCLE.actionsFrom('approved')).toEqual(['post']);
    expect(PAYROLL_RUN_LIFECYCLE.actionsFrom('posted')).toEqual([]);
    expect(PAYROLL_RUN_LIFECYCLE.actions.post.permission).toBe('salaries:approve');
  });
});
