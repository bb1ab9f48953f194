import { registrationListQuery, type ListPage, type Registration } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { parseInput } from '../../http/errors.ts';
import { requireAccess } from '../../access/require-access.ts';
import { listRegistrations } from './registrations.repository.ts';

/**
 * GET /api/registrations (student-registrations-online / -center): registrations in scope, paged
 * (`page`, `pageSize` ≤ 100, default 25) as `{ items, total, page, pageSize }`.
 */
export async function registrationsListRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const base = `${ctx.config.API_BASE}/registrations`;
  app.get(
    base,
    { config: { permission: 'registrations:read' } },
    async (request): Promise<ListPage<Registration>> => {
      const access = requireAccess(request);
      const f = parseInput(registrationListQuery, request.query);
      const { items, total } = await listRegistrations(
        ctx.db,
        access.scopeFor('registrations:read'),
        f,
      );
      return { items, total, page: f.page, pageSize: f.pageSize };
    },
  );
}
