import { defineDomainModule } from '../platform/domain-module.ts';
import { REWARDS_ROUTES } from './rewards.api.ts';
import { REWARDS_RESOURCES } from './rewards.resource-list.ts';
import { rewardsCountedMessages, rewardsMessages, rewardsUiMessages } from './rewards.messages.ts';

/**
 * Rewards of students and teachers: rules are a plain definition; proposing, approving or
 * rejecting a reward and paying approved money rewards by a transfer posted to the ledger are
 * workflows with their own routes (docs/rewards.md).
 */
export const rewardsModule = defineDomainModule({
  name: 'rewards',
  resources: REWARDS_RESOURCES,
  messages: [rewardsMessages, rewardsUiMessages, rewardsCountedMessages],
  routes: REWARDS_ROUTES,
});
