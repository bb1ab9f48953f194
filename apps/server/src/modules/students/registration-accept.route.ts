import { idParams, registrationAcceptInput, type RegistrationRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { acceptRegistration } from './registration-decision.service.ts';

/** POST /api/registrations/:id/accept { ringId?, studentId?, note? } (registrations:approve): see the service. */
export async function registrationAcceptRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/registrations/:id/accept`,
    { config: { permission: 'registrations:approve' } },
    async (request): Promise<RegistrationRecord> => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(registrationAcceptInput, request.body ?? {});
      return acceptRegistration(ctx, caller, id, input);
    },
  );
}
