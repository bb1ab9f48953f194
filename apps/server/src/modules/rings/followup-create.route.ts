import { followupInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createFollowup } from './ring-records.service.ts';

/**
 * POST /api/rings/:id/followups (followups:create, center-followups-component): a supervisor's
 * visit to a ring in scope. See the service.
 */
export async function followupCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/rings/:id/followups`,
    { config: { permission: 'followups:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(followupInput, request.body);
      const row = await createFollowup(ctx, caller, id, input);
      return reply.status(201).send(row);
    },
  );
}
