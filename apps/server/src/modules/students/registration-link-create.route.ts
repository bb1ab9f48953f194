import { registrationLinkSchema, type RegistrationLinkRecord } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { createRegistrationLink } from './registration-writes.service.ts';

/**
 * POST /api/registration-links (admin-link-registration-form): a link with its form and quota
 * for a centre in scope.
 */
export async function registrationLinkCreateRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.post(base, { config: { permission: 'registrations:create' } }, async (request, reply) => {
    const input = parseInput(registrationLinkSchema, request.body);
    const row: RegistrationLinkRecord = await createRegistrationLink(ctx, callerOf(request), input);
    return reply.status(201).send(row);
  });
}
