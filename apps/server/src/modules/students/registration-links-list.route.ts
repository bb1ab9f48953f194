import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listLinks } from './registrations.repository.ts';

/**
 * GET /api/registration-links: the links in scope with how many registered through each.
 */
export async function registrationLinksListRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.get(base, { config: { permission: 'registrations:read' } }, async (request) => {
    const access = requireAccess(request);
    const rows = await listLinks(ctx.db, access.scopeFor('registrations:read'));
    return {
      items: rows.map((r) => ({
        ...r.link,
        centreName: r.centreName,
        registered: Number(r.registered),
      })),
    };
  });
}
