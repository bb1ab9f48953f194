import { defineLifecycle } from '../workflow/lifecycle.ts';

/**
 * The life of a reward, one declaration for server and screens:
 *
 *   (new) ──propose──▶ proposed ──approve──▶ approved ──pay (a transfer)──▶ paid
 *                         │                     ▲                            │
 *                         └──reject (reason)──▶ rejected      unpay (the transfer reversed) ┘
 *
 * A rejected reward ends there; a paid one goes back to approved when its transfer is reversed.
 * The separation of duties (whoever proposed a reward or receives it does not decide it; whoever
 * approved it or receives it does not pay it) is the refusal of `approve`, `reject` and `pay`
 * (`decisionRefusal`, `paymentRefusal`), named by `only`.
 */

export const REWARD_STATES = ['proposed', 'approved', 'rejected', 'paid'] as const;
export type RewardState = (typeof REWARD_STATES)[number];

export const REWARD_LIFECYCLE = defineLifecycle({
  name: 'rewards',
  states: REWARD_STATES,
  final: ['rejected'],
  actions: {
    propose: { from: [null], to: ['proposed'], permission: 'rewards:create' },
    approve: {
      from: ['proposed'],
      to: ['approved'],
      permission: 'rewards:approve',
      only: 'neither-proposer-nor-beneficiary',
    },
    reject: {
      from: ['proposed'],
      to: ['rejected'],
      permission: 'rewards:approve',
      reasonRequired: true,
      only: 'neither-proposer-nor-beneficiary',
    },
    pay: {
      from: ['approved'],
      to: ['paid'],
      permission: 'reward-transfers:create',
      only: 'neither-approver-nor-beneficiary',
    },
    unpay: {
      from: ['paid'],
      to: ['approved'],
      permission: 'reward-transfers:update',
      reasonRequired: true,
    },
  },
});
export type RewardAction = (typeof REWARD_LIFECYCLE.actionNames)[number];

/** The moves of a reward, as its history records them (one per action). */
export const REWARD_EVENT_KINDS = ['proposed', 'approved', 'rejected', 'paid', 'unpaid'] as const;
export type RewardEventKind = (typeof REWARD_EVENT_KINDS)[number];

/** The history line an action writes. */
export const REWARD_EVENT_OF: Readonly<Record<RewardAction, RewardEventKind>> = {
  propose: 'proposed',
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
  unpay: 'unpaid',
};

/**
 * Why a caller may not decide (approve or reject) a reward: a reward no longer proposed (the
 * lifecycle), or whoever proposed it and the person it rewards. Null: they may (their permission
 * and scope aside).
 */
export function decisionRefusal(
  reward: { state: RewardState; proposedBy: string | null; beneficiaryUserId: string | null },
  userId: string,
): 'rewards.errors.notProposed' | 'rewards.errors.selfDecision' | null {
  if (!REWARD_LIFECYCLE.can(reward.state, 'approve')) return 'rewards.errors.notProposed';
  if (reward.proposedBy === userId || reward.beneficiaryUserId === userId)
    return 'rewards.errors.selfDecision';
  return null;
}

/** Why a caller may not pay a reward: whoever approved it and the person it rewards never do. */
export function paymentRefusal(
  reward: { decidedBy: string | null; beneficiaryUserId: string | null },
  userId: string,
): 'rewards.errors.selfPayment' | null {
  return reward.decidedBy === userId || reward.beneficiaryUserId === userId
    ? 'rewards.errors.selfPayment'
    : null;
}
