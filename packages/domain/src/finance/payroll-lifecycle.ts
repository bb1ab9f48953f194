import { defineLifecycle } from '../workflow/lifecycle.ts';
import { ADVANCE_STATUSES } from './advances.ts';
import { PAYROLL_RUN_STATUSES } from './payroll.ts';

/**
 * The life of an advance, one declaration for server and screens:
 *
 *   (granted) → active
 *   active → active (a month skipped, the plan rescheduled, part repaid)
 *   active → repaid (repaid in cash or deducted from a posted run, nothing left owed)
 *
 * Every action appends an `advance_events` row with the plan before and after.
 */
export const ADVANCE_LIFECYCLE = defineLifecycle({
  name: 'advances',
  states: ADVANCE_STATUSES,
  final: ['repaid'],
  actions: {
    grant: { from: [null], to: ['active'], permission: 'advances:create' },
    skip: {
      from: ['active'],
      to: ['active'],
      permission: 'advances:update',
      reasonRequired: true,
    },
    reschedule: {
      from: ['active'],
      to: ['active'],
      permission: 'advances:update',
      reasonRequired: true,
    },
    /** A repayment in cash, partial or whole. */
    repay: { from: ['active'], to: ['active', 'repaid'], permission: 'advances:update' },
    /** An instalment taken by a payroll run's posting (the run's approver posts it). */
    deduct: { from: ['active'], to: ['active', 'repaid'], permission: 'salaries:approve' },
  },
});
export type AdvanceAction = (typeof ADVANCE_LIFECYCLE.actionNames)[number];

/**
 * The life of a payroll run:
 *
 *   (created) → computing
 *   computing → draft (every payslip computed: at once for a centre, by the job for a country)
 *   draft → draft (computed again) | approved (by someone who neither created nor computed it)
 *   approved → posted (one ledger entry, the advances' instalments deducted)
 */
export const PAYROLL_RUN_LIFECYCLE = defineLifecycle({
  name: 'payroll-runs',
  states: PAYROLL_RUN_STATUSES,
  final: ['posted'],
  actions: {
    create: { from: [null], to: ['computing'], permission: 'salaries:create' },
    compute: { from: ['computing'], to: ['draft'], permission: 'salaries:create' },
    recompute: { from: ['draft'], to: ['draft'], permission: 'salaries:create' },
    approve: { from: ['draft'], to: ['approved'], permission: 'salaries:approve' },
    post: { from: ['approved'], to: ['posted'], permission: 'salaries:approve' },
  },
});
export type PayrollRunAction = (typeof PAYROLL_RUN_LIFECYCLE.actionNames)[number];
