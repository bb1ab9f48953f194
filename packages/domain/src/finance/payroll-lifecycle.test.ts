import { payslipChanges } from './payroll.ts';
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

describe('what changed on a payslip since last month', () => {
  const line = (name: string, amount: number) => ({
    componentId: null,
    name,
    kind: 'base' as const,
    basis: 'fixed' as const,
    quantity: 1,
    rate: amount,
    amount,
  });
  it('lists real changes, not a rounding difference of 0.01', () => {
    expect(payslipChanges([line('راتب', 85000)], [line('راتب', 75000)])).toEqual([
      { name: 'راتب', before: 85000, after: 75000 },
    ]);
    expect(payslipChanges([line('راتب', 85000)], [line('راتب', 85001)])).toEqual([]);
    expect(payslipChanges([line('راتب', 85000), line('بدل', 1)], [line('راتب', 85000)])).toEqual(
      [],
    );
  });
});
