import { ringStarsInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { awardStars } from './ring-records.service.ts';

/**
 * POST /api/rings/:id/stars (stars:create, center-rings-stars): stars for a ring in scope or one
 * of its students, for a period. See the service.
 */
export async function ringStarsAwardRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/rings/:id/stars`,
    { config: { permission: 'stars:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(ringStarsInput, request.body);
      const row = await awardStars(ctx, caller, id, input);
      return reply.status(201).send(row);
    },
  );
}
