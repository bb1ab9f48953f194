import { defineScreens } from '../../app/routes/screen-entry.ts';

/**
 * Rewards: the list with proposing, approving and rejecting; one reward's detail and history; a
 * teacher's rewards; transfers that pay approved money rewards. Reward rules are a resource
 * definition (generic screens at `/reward-role-search`).
 */
export const rewardsScreens = defineScreens({
  '/reward-component': {
    load: () => import('./RewardsScreen.tsx'),
    permission: 'rewards:read',
  },
  '/reward-detail-component': {
    load: () => import('./RewardDetailScreen.tsx'),
    permission: 'rewards:read',
  },
  '/teacher-reward-component': {
    load: () => import('./TeacherRewardsScreen.tsx'),
    permission: 'rewards:read',
  },
  '/reward-transfers-component': {
    load: () => import('./RewardTransfersScreen.tsx'),
    permission: 'reward-transfers:read',
  },
});
