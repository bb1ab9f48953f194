import { idParams, registrationRejectInput, type RegistrationRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { rejectRegistration } from './registration-decision.service.ts';

/** POST /api/registrations/:id/reject { note } (registrations:approve): see the service. */
export async function registrationRejectRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  app.post(
    `${ctx.config.API_BASE}/registrations/:id/reject`,
    { config: { permission: 'registrations:approve' } },
    async (request): Promise<RegistrationRecord> => {
      const caller = callerOf(request);
      const { id } = parseInput(idParams, request.params);
      const input = parseInput(registrationRejectInput, request.body);
      return rejectRegistration(ctx, caller, id, input);
    },
  );
}
