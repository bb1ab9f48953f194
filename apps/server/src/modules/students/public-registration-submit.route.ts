import { registrationInputSchema, type PublicRegistrationReceived } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput, requestLocale } from '../../http/errors.ts';
import { PUBLIC_LINK_ROUTES, publicLinkIdOf } from '../../public-links/public-link.ts';
import { submitPublicRegistration } from './registration-public.service.ts';

/**
 * POST /api/public/registration-links/:id: registers a person (`submitPublicRegistration`:
 * refused when the link is closed or full, or when the identity number is already a student's
 * or a pending registration's). Public, rate-limited (the public-link kit's configs).
 */
export async function publicRegistrationSubmitRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const url = `${ctx.config.API_BASE}/public/registration-links/:id`;
  app.post(url, { config: PUBLIC_LINK_ROUTES.submit }, async (request, reply) => {
    const id = publicLinkIdOf(request.params);
    const input = parseInput(registrationInputSchema, request.body);
    const row = await submitPublicRegistration(ctx, id, input, requestLocale(request), request);
    const out: PublicRegistrationReceived = {
      id: row.id,
      status: row.status,
      message: 'students.registration.received',
    };
    return reply.status(201).send(out);
  });
}
