import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { jobWorkerEnabled } from '../../jobs/job-worker-registry.ts';
import { defineRewardsMonthlyJob, scheduleMonthlyRewards } from './rewards-monthly.job.ts';
import { rewardsRoutes } from './routes.ts';

/**
 * Rewards: proposing, approving and rejecting rewards of students and teachers, proposing them
 * from the rules for a month, and paying approved money rewards by transfers posted to the
 * ledger. Reward rules are the resource engine's. On the first of each month a background job
 * proposes the month before's rewards from the rules in every centre (docs/rewards.md).
 */
export async function rewardsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await rewardsRoutes(app, ctx);
  defineRewardsMonthlyJob();
  if (jobWorkerEnabled(ctx)) app.addHook('onReady', () => scheduleMonthlyRewards(ctx));
}
