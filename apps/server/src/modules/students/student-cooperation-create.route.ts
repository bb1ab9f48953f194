import { cooperationInput } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createCooperation } from './student-cooperation.service.ts';

/**
 * POST /api/students/:id/cooperation (students:update, student-cooperation-component): an
 * advanced student who assists a teacher of a ring in scope. See the service.
 */
export async function studentCooperationCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/students/:id/cooperation`,
    { config: { permission: 'students:update' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const input = parseInput(cooperationInput, request.body);
      const row = await createCooperation(ctx, caller, id, input);
      return reply.status(201).send(row);
    },
  );
}
