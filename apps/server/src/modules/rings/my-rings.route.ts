import { type RingChoice } from '@qc/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { requireAccess } from '../../access/require-access.ts';
import { ringsForDay } from './rings.repository.ts';

/**
 * GET /api/ring-day/rings: the rings whose day the caller may open (a teacher: their own),
 * for the ring picker of the ring day screen.
 */
export async function myRingsRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(
    `${ctx.config.API_BASE}/ring-day/rings`,
    { config: { permission: 'readings:read' } },
    async (request): Promise<{ items: RingChoice[] }> => {
      const access = requireAccess(request);
      return { items: await ringsForDay(ctx.db, access.scopeFor('readings:read')) };
    },
  );
}
