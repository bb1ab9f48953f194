import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { acceptRegistration } from './registration-decision.service.ts';
import { acceptSchema, params } from './registrations.schemas.ts';

/** POST /api/registrations/:id/accept { ringId?, studentId?, note? } (registrations:approve): see the service. */
export async function registrationAcceptRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/registrations/:id/accept`,
    { config: { permission: 'registrations:approve' } },
    async (request) => {
      const caller = callerOf(request);
      const { id } = parseInput(params, request.params);
      const input = parseInput(acceptSchema, request.body ?? {});
      return acceptRegistration(ctx, caller, id, input);
    },
  );
}
