import { centreRegistrationInput, type RegistrationRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createCentreRegistration } from './registration-writes.service.ts';

/**
 * POST /api/registrations: a registration made at the centre, with its look-alikes.
 */
export async function registrationCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registrations`;
  app.post(base, { config: { permission: 'registrations:create' } }, async (request, reply) => {
    const input = parseInput(centreRegistrationInput, request.body);
    const row: RegistrationRecord = await createCentreRegistration(ctx, callerOf(request), input);
    return reply.status(201).send(row);
  });
}
