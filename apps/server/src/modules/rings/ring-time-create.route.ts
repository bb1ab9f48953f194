import { idParams, ringTimeInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createRingTime } from './ring-times.service.ts';

/** POST /api/rings/:id/times (ring-times:create): adds a weekly slot; see the service. */
export async function ringTimeCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/rings/:id/times`,
    { config: { permission: 'ring-times:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const slot = parseInput(ringTimeInput, request.body);
      const created = await createRingTime(ctx, caller, id, slot);
      return reply.status(201).send(created);
    },
  );
}
