import { describe, expect, it } from 'vitest';
import {
  DONATION_LIFECYCLE,
  donationActionsFrom,
  PAYMENT_LIFECYCLE,
} from './donation-lifecycle.ts';

describe('the donation lifecycle', () => {
  it('offers the actions a pledge in each state allows, in the menu order', () => {
    expect(donationActionsFrom('active')).toEqual(['pause', 'cancel', 'amount']);
    expect(donationActionsFrom('paused')).toEqual(['resume', 'cancel', 'amount']);
    expect(donationActionsFrom('completed')).toEqual([]);
    expect(donationActionsFrom('cancelled')).toEqual([]);
  });

  it('completes an active pledge, reopens a completed one and ends with a cancellation', () => {
    expect(DONATION_LIFECYCLE.can('active', 'complete')).toBe(true);
    expect(DONATION_LIFECYCLE.can('paused', 'complete')).toBe(false);
    expect(DONATION_LIFECYCLE.can('completed', 'reopen')).toBe(true);
    expect(DONATION_LIFECYCLE.isFinal('cancelled')).toBe(true);
    expect(DONATION_LIFECYCLE.can('cancelled', 'resume')).toBe(false);
    expect(DONATION_LIFECYCLE.leadsTo('amount', 'paused')).toBe(true);
    expect(DONATION_LIFECYCLE.can('paused', 'remind')).toBe(false);
  });
});

describe('the payment lifecycle', () => {
  it('confirms a pending payment once and refunds a confirmed one with a reason', () => {
    expect(PAYMENT_LIFECYCLE.actionsFrom(null)).toEqual(['record']);
    expect(PAYMENT_LIFECYCLE.actionsFrom('pending')).toEqual(['confirm']);
    expect(PAYMENT_LIFECYCLE.actionsFrom('confirmed')).toEqual(['refund']);
    expect(PAYMENT_LIFECYCLE.actionsFrom('refunded')).toEqual([]);
    expect(PAYMENT_LIFECYCLE.actions.refund.reasonRequired).toBe(true);
    expect(PAYMENT_LIFECYCLE.isState('failed')).toBe(false);
  });
});
