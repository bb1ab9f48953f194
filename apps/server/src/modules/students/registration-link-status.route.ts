import { registrationLinkStatusInput, type RegistrationLinkStatusSet } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { callerOf } from '../../resources/resource-caller.ts';
import { setRegistrationLinkStatus } from './registration-writes.service.ts';

/**
 * POST /api/registration-links/:id/status: opens or closes a link.
 */
export async function registrationLinkStatusRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.post(
    `${base}/:id/status`,
    { config: { permission: 'registrations:update' } },
    async (request): Promise<RegistrationLinkStatusSet> => {
      const { id } = parseInput(z.object({ id: z.uuid() }), request.params);
      const { status } = parseInput(registrationLinkStatusInput, request.body);
      return setRegistrationLinkStatus(ctx, callerOf(request), id, status);
    },
  );
}
