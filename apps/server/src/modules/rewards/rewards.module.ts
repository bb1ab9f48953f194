import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { rewardsRoutes } from './routes.ts';

/**
 * Rewards: proposing, approving and rejecting rewards of students and teachers, proposing them
 * from the rules for a month, and paying approved money rewards by transfers posted to the
 * ledger. Reward rules are the resource engine's.
 */
export async function rewardsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await rewardsRoutes(app, ctx);
}
