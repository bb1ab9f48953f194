import { defineLifecycle, type LifecycleAction } from '../workflow/lifecycle.ts';
import { VOUCHER_STATES, type VoucherState } from './vouchers.ts';

/**
 * The life of a voucher, one declaration for the server's checks and the screens:
 *
 *   (none) → draft (drafted: checked against the ledger's rules, numbered)
 *   draft → approved (by someone other than the drafter, within their limit)
 *   approved → posted (its journal entry)
 *   draft | approved | posted → cancelled (a posted one by reversing its entry)
 *
 * A cancelled voucher ends there: nothing more is attached to it. The rules besides the
 * permission are the finance module's own, named in `only`: `not-drafter` (approval: not the
 * drafter, within the approver's limit; a reallocation is posted by someone other than its
 * approver), `drafter-or-update` (cancelling a draft or an approved voucher: its drafter, or
 * `vouchers:update`; a posted one needs `vouchers:post`, as its entry is reversed).
 */

export const VOUCHER_ACTIONS = ['create', 'approve', 'post', 'cancel'] as const;
export type VoucherAction = (typeof VOUCHER_ACTIONS)[number];

export type VoucherPermission =
  'vouchers:create' | 'vouchers:approve' | 'vouchers:post' | 'vouchers:update';

export const VOUCHER_LIFECYCLE = defineLifecycle({
  name: 'vouchers',
  states: VOUCHER_STATES,
  final: ['cancelled'],
  actions: {
    create: { from: [null], to: ['draft'], permission: 'vouchers:create' },
    approve: {
      from: ['draft'],
      to: ['approved'],
      permission: 'vouchers:approve',
      only: 'not-drafter',
    },
    post: { from: ['approved'], to: ['posted'], permission: 'vouchers:post' },
    cancel: {
      from: ['draft', 'approved', 'posted'],
      to: ['cancelled'],
      permission: 'vouchers:update',
      reasonRequired: true,
      only: 'drafter-or-update',
    },
  } satisfies Record<VoucherAction, LifecycleAction<VoucherState, VoucherPermission>>,
});

/** Whether a voucher in `state` still takes attachments (a cancelled one does not). */
export function voucherOpen(state: VoucherState): boolean {
  return !VOUCHER_LIFECYCLE.isFinal(state);
}
