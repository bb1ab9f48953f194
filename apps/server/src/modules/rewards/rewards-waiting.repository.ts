import { sql } from 'drizzle-orm';
import { rewards } from '../../db/schema/index.ts';
import type { WaitingSource } from '../../metrics/waiting.ts';

/** Rewards proposed by someone else, waiting for the caller's decision (dashboard). */
export const rewardsWaiting: readonly WaitingSource[] = [
  {
    key: 'rewards.proposed',
    labelKey: 'reports.waiting.rewards',
    permission: 'rewards:approve',
    path: '/reward-component',
    query: (caller) => ({
      from: sql`${rewards}`,
      columns: { country: rewards.countryId, centre: rewards.centreId, ring: rewards.ringId },
      where: sql`${rewards.state} = 'proposed' and ${rewards.proposedBy} is distinct from ${caller.userId}::uuid and ${rewards.beneficiaryUserId} is distinct from ${caller.userId}::uuid`,
      since: sql`${rewards.createdAt}`,
    }),
  },
];
