import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { PUBLIC_LINK_ROUTES, publicLinkIdOf } from '../../public-links/public-link.ts';
import { readPublicRegistrationLink } from './registration-public.service.ts';

/**
 * GET /api/public/registration-links/:id (/registration-link/:id): the link's title, form and
 * whether it is open. Public, rate-limited (the public-link kit's configs).
 */
export async function publicRegistrationLinkRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const url = `${ctx.config.API_BASE}/public/registration-links/:id`;
  app.get(url, { config: PUBLIC_LINK_ROUTES.read }, (request) =>
    readPublicRegistrationLink(ctx, publicLinkIdOf(request.params)),
  );
}
