import { specialCaseInput, studentIdParams, type SpecialCase } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createSpecialCase } from './special-case.service.ts';

/**
 * POST /api/students/:id/special-cases (special-cases:create, student-case-component): a special
 * case with its evidence files and monthly support, from the student's screen. See the service.
 */
export async function specialCaseCreateRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/students/:id/special-cases`,
    { config: { permission: 'special-cases:create' } },
    async (request, reply) => {
      const caller = callerOf(request);
      const { id } = parseInput(studentIdParams, request.params);
      const input = parseInput(specialCaseInput, request.body);
      const made: SpecialCase = await createSpecialCase(ctx, caller, id, input);
      return reply.status(201).send(made);
    },
  );
}
