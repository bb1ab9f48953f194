import { registrationLinkListQuery, type ListPage, type RegistrationLink } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { parseInput } from '../../http/errors.ts';
import { listLinks } from './registrations.repository.ts';

/**
 * GET /api/registration-links: one page of the links in scope with how many registered through
 * each, as `{ items, total, page, pageSize }`.
 */
export async function registrationLinksListRoute(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  const base = `${ctx.config.API_BASE}/registration-links`;
  app.get(
    base,
    { config: { permission: 'registrations:read' } },
    async (request): Promise<ListPage<RegistrationLink>> => {
      const access = requireAccess(request);
      const p = parseInput(registrationLinkListQuery, request.query);
      const { items, total } = await listLinks(ctx.db, access.scopeFor('registrations:read'), p);
      return {
        items: items.map((r) => ({
          ...r.link,
          centreName: r.centreName,
          registered: Number(r.registered),
        })),
        total,
        page: p.page,
        pageSize: p.pageSize,
      };
    },
  );
}
