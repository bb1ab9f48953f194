import { defineLifecycle } from '../workflow/lifecycle.ts';
import {
  DONATION_ACTIONS,
  DONATION_STATES,
  type DonationAction,
  type DonationState,
  type PaymentState,
} from './donations.schemas.ts';

/**
 * The life of a gift or pledge, one declaration for the server's checks and the screens' buttons
 * (docs/donations.md, "From pledge to ledger"):
 *
 *   (new) → active                      create (office, or a visitor's gift online)
 *   active ⇄ paused                     pause, resume (staff, or the donor on their page)
 *   active | paused → cancelled         cancel (a reason; the module refuses a blank one)
 *   active | paused → the same          amount (the unpaid instalments are repriced)
 *   active → completed                  complete (the confirmation that pays the last instalment)
 *   completed → active                  reopen (a refund makes an instalment due again)
 *   active → active                     remind (a missed instalment's reminder is sent)
 *   any → the same                      merge (its benefactor was merged into another)
 *
 * Each action leaves a row of the donation's history (`donation_events`), an audit entry named
 * after it and a change event; a payment's confirmation and refund are told in the same history
 * (`paid`, `refunded`) by the payment's lifecycle below.
 */
export const DONATION_LIFECYCLE = defineLifecycle({
  name: 'donations',
  states: DONATION_STATES,
  final: ['cancelled'],
  actions: {
    create: { from: [null], to: ['active'], permission: 'donations:create' },
    pause: { from: ['active'], to: ['paused'], permission: 'donations:update' },
    resume: { from: ['paused'], to: ['active'], permission: 'donations:update' },
    // The reason is required (any non-blank one, as before the lifecycle: checked by the module).
    cancel: { from: ['active', 'paused'], to: ['cancelled'], permission: 'donations:update' },
    amount: {
      from: ['active', 'paused'],
      to: ['active', 'paused'],
      permission: 'donations:update',
    },
    complete: { from: ['active'], to: ['completed'], permission: 'donations:approve' },
    reopen: { from: ['completed'], to: ['active'], permission: 'donations:approve' },
    remind: { from: ['active'], to: ['active'], permission: 'donations:update' },
    merge: {
      from: ['active', 'paused', 'completed', 'cancelled'],
      to: ['active', 'paused', 'completed', 'cancelled'],
      permission: 'donations:update',
    },
  },
});

export type DonationLifecycleAction = (typeof DONATION_LIFECYCLE.actionNames)[number];

/**
 * The actions a person asks for on a pledge in `state` (the staff's detail dialog, a
 * sponsorship's sponsors, the donor's page), in the menu's order: those of `DONATION_ACTIONS`
 * the lifecycle lets start from it. The donor's page also keeps a one-off gift's schedule as it is.
 */
export function donationActionsFrom(state: DonationState): DonationAction[] {
  return DONATION_ACTIONS.filter((a) => DONATION_LIFECYCLE.can(state, a));
}

/**
 * The life of a payment: recorded pending (a transfer announced, cash not yet counted), then
 * confirmed (the ledger's receipt entry posted, a receipt serial taken) and, once, refunded (the
 * entry reversed, with a reason). `failed` is a state the payment list knows but no action
 * reaches yet (a card processor's refusal would: there is no card adapter).
 */
export const PAYMENT_LIFECYCLE = defineLifecycle({
  name: 'donations',
  states: ['pending', 'confirmed', 'refunded'] satisfies readonly PaymentState[],
  final: ['refunded'],
  actions: {
    record: { from: [null], to: ['pending'], permission: 'donations:create' },
    confirm: { from: ['pending'], to: ['confirmed'], permission: 'donations:approve' },
    refund: {
      from: ['confirmed'],
      to: ['refunded'],
      permission: 'donations:approve',
      reasonRequired: true,
    },
  },
});

export type PaymentAction = (typeof PAYMENT_LIFECYCLE.actionNames)[number];

/** Whether a payment in `state` offers `action` (a payment the lifecycle does not know: none). */
export function paymentActionOffered(state: PaymentState, action: PaymentAction): boolean {
  return PAYMENT_LIFECYCLE.isState(state) && PAYMENT_LIFECYCLE.can(state, action);
}
