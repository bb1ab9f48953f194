import {
  REWARDS_API,
  rewardIdParams,
  type ListPage,
  type ProposeFromRulesResult,
  type RewardDetail,
  type RewardRow,
  type RewardTransferRow,
  type TeacherRewards,
  type TransferSources,
} from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import {
  createTransfer,
  listTransfers,
  reverseTransfer,
  transferSources,
} from './reward-transfers.service.ts';
import {
  approveReward,
  listRewards,
  proposeFromRules,
  proposeReward,
  readReward,
  rejectReward,
  teacherRewards,
} from './rewards.service.ts';

/**
 * Routes of the rewards workflow: each declares its permission, parses, and calls a service
 * (which checks the scope, owns the transaction and throws translated errors).
 */
export async function rewardsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const p = (path: string) => `${ctx.config.API_BASE}${path.slice('/api'.length)}`;
  const body = (request: { body?: unknown }) => request.body ?? {};
  const id = (request: { params: unknown }) => parseInput(rewardIdParams, request.params).id;

  app.get(
    p(REWARDS_API.rewards),
    { config: { permission: 'rewards:read' } },
    async (request): Promise<ListPage<RewardRow>> =>
      listRewards(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REWARDS_API.rewards),
    { config: { permission: 'rewards:create' } },
    async (request, reply) => {
      const out: RewardDetail = await proposeReward(ctx, callerOf(request), body(request));
      return reply.code(201).send(out);
    },
  );
  // Before `/:id`, so the word is not taken for an id.
  app.get(
    p(REWARDS_API.teacher),
    { config: { permission: 'rewards:read' } },
    async (request): Promise<TeacherRewards> =>
      teacherRewards(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REWARDS_API.proposeFromRules),
    { config: { permission: 'rewards:create' } },
    async (request): Promise<ProposeFromRulesResult> =>
      proposeFromRules(ctx, callerOf(request), body(request)),
  );
  app.get(
    p(REWARDS_API.reward),
    { config: { permission: 'rewards:read' } },
    async (request): Promise<RewardDetail> => readReward(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(REWARDS_API.approve),
    { config: { permission: 'rewards:approve' } },
    async (request): Promise<RewardDetail> => approveReward(ctx, callerOf(request), id(request)),
  );
  app.post(
    p(REWARDS_API.reject),
    { config: { permission: 'rewards:approve' } },
    async (request): Promise<RewardDetail> =>
      rejectReward(ctx, callerOf(request), id(request), body(request)),
  );

  app.get(
    p(REWARDS_API.transfers),
    { config: { permission: 'reward-transfers:read' } },
    async (request): Promise<ListPage<RewardTransferRow>> =>
      listTransfers(ctx, callerOf(request), request.query),
  );
  app.get(
    p(REWARDS_API.transferSources),
    { config: { permission: 'reward-transfers:create' } },
    async (request): Promise<TransferSources> =>
      transferSources(ctx, callerOf(request), request.query),
  );
  app.post(
    p(REWARDS_API.transfers),
    { config: { permission: 'reward-transfers:create' } },
    async (request, reply) => {
      const out: RewardTransferRow = await createTransfer(ctx, callerOf(request), body(request));
      return reply.code(201).send(out);
    },
  );
  app.post(
    p(REWARDS_API.reverse),
    { config: { permission: 'reward-transfers:update' } },
    async (request): Promise<RewardTransferRow> =>
      reverseTransfer(ctx, callerOf(request), id(request), body(request)),
  );
}
