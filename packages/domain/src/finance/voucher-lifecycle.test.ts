import { describe, expect, it } from 'vitest';
import { VOUCHER_LIFECYCLE, voucherOpen } from './voucher-lifecycle.ts';
import { VOUCHER_STATES } from './vouchers.ts';

describe('the voucher lifecycle', () => {
  it('drafts, approves a draft, posts an approved voucher and cancels any but a cancelled one', () => {
    expect(VOUCHER_LIFECYCLE.actionsFrom(null)).toEqual(['create']);
    expect(VOUCHER_LIFECYCLE.actionsFrom('draft')).toEqual(['approve', 'cancel']);
    expect(VOUCHER_LIFECYCLE.actionsFrom('approved')).toEqual(['post', 'cancel']);
    expect(VOUCHER_LIFECYCLE.actionsFrom('posted')).toEqual(['cancel']);
    expect(VOUCHER_LIFECYCLE.actionsFrom('cancelled')).toEqual([]);
    expect(VOUCHER_LIFECYCLE.can('draft', 'post')).toBe(false);
    expect(VOUCHER_LIFECYCLE.can('approved', 'approve')).toBe(false);
  });

  it('states its permissions and asks a reason to cancel', () => {
    expect(VOUCHER_LIFECYCLE.actions.approve.permission).toBe('vouchers:approve');
    expect(VOUCHER_LIFECYCLE.actions.post.permission).toBe('vouchers:post');
    expect(VOUCHER_LIFECYCLE.actions.cancel.reasonRequired).toBe(true);
  });

  it('ends with a cancellation: a cancelled voucher takes no attachment', () => {
    expect(VOUCHER_STATES.filter((s) => !voucherOpen(s))).toEqual(['cancelled']);
  });
});
